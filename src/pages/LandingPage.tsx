/**
 * The public landing page (platform-spec §1, §2): "Now in Beta" hero, "Meet the AI Game
 * Master" with the intro video, the six capabilities, a closing call to action and the footer.
 * Its toolbar, chip, buttons and icons are plain elements (landing-controls.css), not Ionic
 * components, so the entry bundle carries no component the other pages alone need, the first render
 * defines no web component but the page's frame, and the prerendered first screen
 * (landing/landing-prerender.ts) is the same markup.
 */
import { IonPage } from '@ionic/react';
import { arrowForward, checkmarkCircle, sparkles } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import AppLogo from '../components/AppLogo';
import { useAuth } from '../data/useAuth';
import IntroVideo from './landing/IntroVideo';
import { FEATURES } from './landing/features';
import { HERO_COPY } from './landing/hero-copy';
import { inlineIconSvg } from './landing/inline-icon';
import './LandingPage.css';
import './landing/landing-controls.css';
import { LANDING_LABELS } from '@core/labels';

const ERMIE_POINTS = [
  'Drafts storylines, riddles and settings from a single idea',
  'Paints every scene and places keys, locks and codes on it',
  'Proves every room solvable before anyone plays it',
];

/** An ionicons icon drawn inline (hidden from assistive technology), as the prerendered screen draws it. */
function InlineIcon({ icon }: { icon: string }) {
  return <span className="landing-icon" dangerouslySetInnerHTML={{ __html: inlineIconSvg(icon) }} />;
}

export default function LandingPage() {
  const { isAuthenticated } = useAuth();
  const year = new Date().getFullYear();
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

          <section className="page-width landing-section landing-meet" aria-labelledby="meet-title">
            <div className="landing-meet__text">
              <p className="landing-kicker">Your creative partner</p>
              <h2 id="meet-title" className="landing-section__title landing-meet__title">
                {LANDING_LABELS.meetGameMaster}
              </h2>
              <p className="landing-meet__lead">
                Ermie turns a spark of an idea into a room people can actually escape. Watch the short intro to see a
                room come together.
              </p>
              <ul className="landing-meet__points">
                {ERMIE_POINTS.map((point) => (
                  <li key={point}>
                    <InlineIcon icon={checkmarkCircle} />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <IntroVideo />
          </section>

          <section className="page-width landing-section" aria-labelledby="features-title">
            <h2 id="features-title" className="landing-section__title">
              Everything you need to build unforgettable rooms
            </h2>
            <div className="landing-features">
              {FEATURES.map((f) => (
                <article key={f.title} className="landing-feature surface-card" data-testid="landing-feature">
                  <div className="landing-feature__icon">
                    <InlineIcon icon={f.icon} />
                  </div>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </article>
              ))}
            </div>
          </section>

          <section className="page-width landing-section" aria-labelledby="cta-title">
            <div className="landing-cta">
              <h2 id="cta-title">Ready to lock in your first room?</h2>
              <p>Early builders help shape Ermie and earn a head start in the $ERM ecosystem.</p>
              <Link to="/early-access" className="landing-button" data-testid="join-early-access-cta">
                {LANDING_LABELS.joinEarlyAccess}
                <InlineIcon icon={arrowForward} />
              </Link>
            </div>
          </section>
        </div>
        <p className="landing-footer" data-testid="landing-footer">
          © {year} Ermie Escape Studio. All rights reserved.
        </p>
      </main>
    </IonPage>
  );
}
