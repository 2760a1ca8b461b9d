/**
 * The public landing page (platform-spec §1, §2): "Now in Beta" hero, "Meet the AI Game
 * Master" with the intro video, the six capabilities, a closing call to action and the footer
 * (those below the hero in landing/LandingSections.tsx).
 * Its toolbar, chip, buttons and icons are plain elements (landing-controls.css), not Ionic
 * components, so the entry bundle carries no component the other pages alone need, the first render
 * defines no web component but the page's frame, and the prerendered first screen
 * (landing/landing-prerender.ts) is the same markup.
 */
import { lazy, Suspense } from 'react';
import { IonPage } from '@ionic/react';
import { arrowForward, sparkles } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import AppLogo from '../components/layout/AppLogo';
import { useAuth } from '../data/auth/useAuth';
import { HERO_COPY } from './landing/hero-copy';
import InlineIcon from './landing/InlineIcon';
import './LandingPage.css';
import './landing/landing-controls.css';
import { LANDING_LABELS } from '@core/content/labels';

/**
 * Everything below the hero (Meet the AI Game Master, the capabilities, the call to action, the
 * footer): its own chunk, so the entry every page loads carries only the first screen, and the
 * first render is the hero alone. It arrives below the hero, so nothing on screen moves.
 */
const LandingSections = lazy(() => import('./landing/LandingSections'));

export default function LandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <IonPage className="landing-page">
      <header className="landing-toolbar">
        <AppLogo />
        {isAuthenticated ? (
          <Link to="/dashboard" className="landing-ghost" data-testid="landing-dashboard">
            Dashboard
          </Link>
        ) : (
          <Link to="/login" className="landing-ghost" data-testid="landing-sign-in">
            {HERO_COPY.toolbarSignIn}
          </Link>
        )}
      </header>
      <main className="landing">
        <div className="landing-main">
          <section className="landing-hero" aria-labelledby="landing-title">
            <div className="page-width landing-hero__inner">
              <span className="landing-chip" data-testid="beta-chip">
                <InlineIcon icon={sparkles} />
                <span>{LANDING_LABELS.betaChip}</span>
              </span>
              <h1 id="landing-title" className="landing-hero__title">
                {HERO_COPY.title.before}
                <span className="gradient-text">{HERO_COPY.title.highlighted}</span>
                {HERO_COPY.title.after}
              </h1>
              <p className="landing-hero__lead">{HERO_COPY.lead}</p>
              <div className="landing-hero__actions">
                <Link to="/early-access" className="landing-button" data-testid="join-early-access">
                  {LANDING_LABELS.joinEarlyAccess}
                  <InlineIcon icon={arrowForward} />
                </Link>
              </div>
              {!isAuthenticated && (
                <p className="landing-hero__signin">
                  {HERO_COPY.signInPrompt}{' '}
                  <Link to="/login" data-testid="landing-hero-sign-in">
                    {HERO_COPY.signInLink}
                  </Link>
                </p>
              )}
            </div>
          </section>

          <Suspense fallback={null}>
            <LandingSections />
          </Suspense>
        </div>
      </main>
    </IonPage>
  );
}
