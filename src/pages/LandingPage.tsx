/** The public landing page (platform-spec §2): hero, capabilities, closing call to action. */
import { IonButton, IonChip, IonContent, IonHeader, IonIcon, IonLabel, IonPage, IonToolbar, IonButtons } from '@ionic/react';
import {
  bulbOutline,
  constructOutline,
  globeOutline,
  peopleOutline,
  sparkles,
  starOutline,
  trophyOutline,
} from 'ionicons/icons';
import AppLogo from '../components/AppLogo';
import { useAuth } from '../data/useAuth';
import './LandingPage.css';

const FEATURES = [
  { icon: bulbOutline, title: 'Generate creative content', text: 'Puzzles, storylines, riddles and settings, drafted by Ermie in seconds.' },
  { icon: constructOutline, title: 'Build without code', text: 'Turn ideas into playable escape rooms with a guided, visual workflow.' },
  { icon: globeOutline, title: 'Share with the world', text: 'Publish your creations to a global community of puzzle lovers.' },
  { icon: trophyOutline, title: 'Play and compete', text: "Play others' rooms and climb the community leaderboard." },
  { icon: starOutline, title: 'Earn XP rewards', text: 'Collect experience points for creating, playing and sharing.' },
  { icon: peopleOutline, title: 'Co-create together', text: 'Collaborate with friends and fellow builders on your next room.' },
];

export default function LandingPage() {
  const { isAuthenticated } = useAuth();
  const year = new Date().getFullYear();
  return (
    <IonPage>
      <IonHeader className="ion-no-border">
        <IonToolbar className="landing-toolbar">
          <div slot="start" className="landing-toolbar__logo">
            <AppLogo />
          </div>
          <IonButtons slot="end">
            {isAuthenticated ? (
              <IonButton routerLink="/dashboard" fill="outline" className="ghost-button" data-testid="landing-dashboard">
                Dashboard
              </IonButton>
            ) : (
              <IonButton routerLink="/login" fill="outline" className="ghost-button" data-testid="landing-sign-in">
                Sign In
              </IonButton>
            )}
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="landing">
        <section className="landing-hero">
          <div className="page-width landing-hero__inner">
            <IonChip className="landing-chip" outline>
              <IonIcon icon={sparkles} />
              <IonLabel>Now in Beta</IonLabel>
            </IonChip>
            <h1 className="landing-hero__title">
              Bring your <span className="gradient-text">escape room</span> ideas to life
            </h1>
            <p className="landing-hero__lead">
              Meet Ermie, your AI game master. Describe a world, pick a vibe, and watch a playable, proven-solvable escape
              room come together: story, scenes and puzzles.
            </p>
            <div className="landing-hero__actions">
              <IonButton routerLink="/early-access" size="large" className="gradient-button" data-testid="join-early-access">
                Join Early Access
              </IonButton>
              <IonButton routerLink="/login" size="large" fill="outline" className="ghost-button">
                Sign In
              </IonButton>
            </div>
          </div>
        </section>

        <section className="page-width landing-section" aria-labelledby="features-title">
          <h2 id="features-title" className="landing-section__title">
            Everything you need to build unforgettable rooms
          </h2>
          <div className="landing-features">
            {FEATURES.map((f) => (
              <article key={f.title} className="landing-feature surface-card">
                <div className="landing-feature__icon">
                  <IonIcon icon={f.icon} aria-hidden="true" />
                </div>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="page-width landing-section">
          <div className="landing-cta">
            <h2>Ready to lock in your first room?</h2>
            <p>Early builders help shape Ermie and earn a head start in the $ERM ecosystem.</p>
            <IonButton routerLink="/early-access" size="large" className="gradient-button" data-testid="join-early-access-cta">
              Join Early Access
            </IonButton>
          </div>
        </section>

        <footer className="landing-footer">© {year} Ermie Escape Studio. All rights reserved.</footer>
      </IonContent>
    </IonPage>
  );
}
