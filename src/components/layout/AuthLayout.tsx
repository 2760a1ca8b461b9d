/**
 * The shared frame of the sign-in and create-account screens. Its scroller is a plain element in
 * IonContent's place (same box, same background): the screen mounts no Ionic web component, so
 * /login neither loads nor upgrades one when it takes over its prerendered copy (issue 13).
 */
import type { ReactNode } from 'react';
import { IonPage } from '@ionic/react';
import AppLogo from './AppLogo';
import './AuthLayout.css';

export default function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <IonPage>
      <div className="auth-page">
        <div className="auth-shell">
          <div className="auth-logo">
            <AppLogo />
          </div>
          <section className="auth-card surface-card">
            <h1>{title}</h1>
            <p className="auth-subtitle">{subtitle}</p>
            {children}
          </section>
        </div>
      </div>
    </IonPage>
  );
}
