/**
 * The landing page below the hero (platform-spec §1, §2): "Meet the AI Game Master" with the intro
 * video, the six capabilities, the closing call to action and the footer. A chunk of its own,
 * loaded by LandingPage.tsx once the hero is on screen.
 */
import { arrowForward, checkmarkCircle } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { LANDING_LABELS } from '@core/content/labels';
import IntroVideo from './IntroVideo';
import { FEATURES } from './features';
import InlineIcon from './InlineIcon';

const ERMIE_POINTS = [
  'Drafts storylines, riddles and settings from a single idea',
  'Paints every scene and places keys, locks and codes on it',
  'Proves every room solvable before anyone plays it',
];

export default function LandingSections() {
  const year = new Date().getFullYear();
  return (
    <>
      <section className="page-width landing-section landing-meet" aria-labelledby="meet-title">
        <div className="landing-meet__text">
          <p className="landing-kicker">Your creative partner</p>
          <h2 id="meet-title" className="landing-section__title landing-meet__title">
            {LANDING_LABELS.meetGameMaster}
          </h2>
          <p className="landing-meet__lead">
            Ermie turns a spark of an idea into a room people can actually escape. Watch the short intro to see a room
            come together.
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
      <p className="landing-footer" data-testid="landing-footer">
        © {year} Ermie Escape Studio. All rights reserved.
      </p>
    </>
  );
}
