/**
 * Play header, phone first: back, the room's full title (it wraps, never cut off), the scene
 * name and "Scene N of M", the Hint button; then a status bar with points, hints used, the
 * Journal, offline and sync status, and Ermie's chat.
 * Plain elements styled as Ionic's md header, toolbar and buttons (play-header.css), not Ionic's own
 * components: each of those is set up and drawn by Ionic's runtime in the task that opens the room,
 * and the header's ten made that task one of the longest on a phone (issue 13: total blocking time).
 */
import type { MouseEvent } from 'react';
import { useIonRouter } from '@ionic/react';
import { arrowBack, bulb } from 'ionicons/icons';
import Icon from '../../../components/icons/Icon';
import PlayStatusBar, { type PlayStatusProps } from './PlayStatusBar';
import './play-header.css';

export interface PlayHeaderProps extends PlayStatusProps {
  title: string;
  sceneName?: string;
  sceneCounter?: string;
  onHint?: () => void;
  hintDisabled?: boolean;
  /** The points a hint costs now, shown on the button's accessible name. */
  hintCost?: number;
}

/** Where the back control goes: the list of escape rooms. */
const ROOMS_ADDRESS = '/escape-rooms';

export default function PlayHeader(props: PlayHeaderProps) {
  const { title, sceneName, sceneCounter, points } = props;
  const router = useIonRouter();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click goes back within the app, with the back transition; a click with a modifier
    // (a new tab, a new window) is the browser's to follow.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(ROOMS_ADDRESS, 'back');
  };
  return (
    <header className="play-header">
      <div className="play-toolbar">
        <a
          className="play-back"
          href={ROOMS_ADDRESS}
          onClick={back}
          aria-label="Back to escape rooms"
          data-testid="play-back"
        >
          <Icon icon={arrowBack} />
        </a>
        <div className="play-heading">
          <h1 className="play-title" data-testid="room-title">
            {title}
          </h1>
          {(sceneName || sceneCounter) && (
            <p className="play-subtitle">
              {sceneCounter && <span data-testid="scene-counter">{sceneCounter}</span>}
              {sceneName && sceneCounter && ' · '}
              {sceneName && <span data-testid="scene-name">{sceneName}</span>}
            </p>
          )}
        </div>
        {props.onHint && (
          <button
            type="button"
            className="play-button play-button--solid play-hint-button"
            onClick={props.onHint}
            disabled={props.hintDisabled}
            aria-label={props.hintCost === undefined ? 'Hint' : `Hint (costs ${props.hintCost} points)`}
            data-testid="hint-button"
          >
            <Icon icon={bulb} />
            Hint
          </button>
        )}
      </div>
      {points !== undefined && <PlayStatusBar {...props} points={points} />}
    </header>
  );
}
