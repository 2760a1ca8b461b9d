/** The shared frame of the sign-in and create-account screens. */
import type { ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
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
      <IonContent className="auth-page">
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
      </IonContent>
    </IonPage>
  );
}
