/**
 * The play screen (rooms-and-play-spec §2 Play screen, §4 Puzzle element, §8 Play).
 * Every tap, drag and code goes through the core engine on the device (usePlayRoom),
 * so a room plays the same online and offline; the server replays the queued actions.
 * Its state lives in usePlayPageState; the scene and inventory in PlayStage; the element dialog,
 * the sheets and the message toast in PlayDialogs, chunks of their own fetched the first time one opens.
 */
import { IonPage } from '@ionic/react';
import { sceneCounter } from './play-labels';
import PlayHeader, { type PlayHeaderProps } from './header/PlayHeader';
import PlayStage from './PlayStage';
import PlayDialogs from './dialogs/PlayDialogs';
import PlayAnnouncer from './PlayAnnouncer';
import { PlayError, PlayLoading } from './PlayStates';
import { ChatDockButton } from '../../components/chat/ChatLauncher';
import { appCovered } from '../../components/feedback/app-cover';
import { usePlayPageState, type PlayPageState, type ReadyRoom } from './usePlayPageState';
import './play.css';
import './dialogs/play-dialogs.css';
import './play-a11y.css';
import './play-frame.css';

export default function PlayPage() {
  const page = usePlayPageState();
  const { play } = page;
  const { pkg, state, session } = play;
  if (play.status !== 'ready' || !pkg || !state || !session) {
    // The prerendered cover says the room is loading: nothing is drawn beneath it (app-cover.ts).
    if (play.status === 'loading' && appCovered()) return <IonPage className="play-page" />;
    return (
      <IonPage className="play-page">
        <PlayHeader title="Escape room" online={play.online} />
        {play.status === 'error' ? <PlayError error={play.error} onRetry={play.retry} /> : <PlayLoading />}
      </IonPage>
    );
  }

  const room = { pkg, state, session };
  const imageSrc = page.scene ? play.imageSources[page.scene.id] : undefined;
  return (
    <IonPage className="play-page">
      <PlayHeader {...headerProps(page, room)} />
      <PlayStage page={page} room={room} imageSrc={imageSrc} />
      <PlayDialogs page={page} room={room} imageSrc={imageSrc} />
      <PlayAnnouncer announcement={page.announcement} />
    </IonPage>
  );
}

/** The header of the open room: its title, the scene, points and hints, sync status, Hint, Journal and chat. */
function headerProps(page: PlayPageState, { pkg, state, session }: ReadyRoom): PlayHeaderProps {
  const { play, scene } = page;
  return {
    title: pkg.title,
    sceneName: scene?.name,
    sceneCounter: scene ? sceneCounter(pkg, scene.id) : undefined,
    points: play.points,
    hintsUsed: state.hints_used,
    practice: session.practice,
    unranked: session.unranked,
    online: play.online,
    pending: play.pending,
    syncing: play.syncing,
    syncFailed: play.syncFailed,
    onHint: state.escaped
      ? undefined
      : () => {
          page.setHintWords(null);
          page.setHintOpen(true);
        },
    hintCost: play.hints?.offer?.cost,
    onJournal: () => page.setJournalOpen(true),
    chatButton: <ChatDockButton />,
  };
}
