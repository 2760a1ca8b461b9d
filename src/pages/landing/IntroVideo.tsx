/**
 * "Meet the AI Game Master": the intro video, captioned, with a poster frame so the
 * region is never empty (the video, posters and captions are precached for offline use).
 * The poster is a WebP sized for the viewport; the frame keeps 16:9 before anything loads.
 */
import { IonIcon } from '@ionic/react';
import { chatbubblesOutline } from 'ionicons/icons';
import { INTRO_SCRIPT, INTRO_VIDEO, PHONE_QUERY, posterFor } from './intro-script';

/** Read once at render: the poster is only a still before play, so a later resize keeps the first choice. */
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export default function IntroVideo() {
  return (
    <figure className="intro-video" data-testid="intro-video-region">
      <div className="intro-video__frame">
        <video
          className="intro-video__player"
          controls
          playsInline
          muted
          preload="metadata"
          poster={posterFor(onPhone())}
          width={INTRO_VIDEO.width}
          height={INTRO_VIDEO.height}
          aria-label="Meet Ermie, your AI game master: a short introduction"
          aria-describedby="intro-video-transcript"
          data-testid="intro-video"
        >
          <source src={INTRO_VIDEO.webm} type="video/webm" />
          <source src={INTRO_VIDEO.mp4} type="video/mp4" />
          <track kind="captions" src={INTRO_VIDEO.captions} srcLang="en" label="English" default />
        </video>
      </div>
      <figcaption>
        <details className="intro-video__transcript">
          <summary>
            <IonIcon icon={chatbubblesOutline} aria-hidden="true" /> Read what Ermie says
          </summary>
          <ol id="intro-video-transcript" data-testid="intro-video-transcript">
            {INTRO_SCRIPT.map((cue) => (
              <li key={cue.start}>{cue.text}</li>
            ))}
          </ol>
        </details>
      </figcaption>
    </figure>
  );
}
