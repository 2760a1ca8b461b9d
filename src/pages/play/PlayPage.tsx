/**
 * The play screen (rooms-and-play-spec §2 Play screen, §4 Puzzle element, §8 Play).
 * Every tap, drag and code goes through the core engine on the device (usePlayRoom),
 * so a room plays the same online and offline; the server replays the queued actions.
 * The element dialog, the sheets (Ionic's modal and input with them) and the message toast are
 * chunks of their own, fetched the first time one opens; they then stay mounted so they animate closed.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { IonPage } from '@ionic/react';
import type { GameAction, StepResult } from '@core';
import { PLAY_MESSAGES } from '@core/messages';
import { usePlayRoom } from '../../data/usePlayRoom';
import { formatDuration } from '../../data/play-session';
import { keepSelection, tapAction } from '../../data/play-selection';
import { bestCompletedScore } from '../../data/play-engine';
import { runtimeOf } from './element-actions';
import { announcementOf, outcomeOf, type Outcome } from './outcome';
import { sceneCounter, selectionNote } from './play-labels';
import PlayHeader from './PlayHeader';
import SceneView from './SceneView';
import ScenePicker from './ScenePicker';
import InventoryPanel from './InventoryPanel';
import PlayAnnouncer, { useAnnouncer } from './PlayAnnouncer';
import { ELEMENT_DIALOG_HEADER_ID, useFocusKeptOn } from './dialog-a11y';
import EscapeScreen from './EscapeScreen';
import { PlayError, PlayLoading } from './PlayStates';
import { useChatPlay } from '../../components/chat/ChatProvider';
import { ChatDockButton } from '../../components/chat/ChatLauncher';
import { removePrerenderedPlay } from './play-handoff';
import { appCovered } from '../../components/app-cover';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import './play.css';
import './play-dialogs.css';
import './play-a11y.css';
import './play-frame.css';

const ElementDialog = lazy(() => import('./ElementDialog'));
const JournalSheet = lazy(() => import('./JournalSheet'));
const HintSheet = lazy(() => import('./HintSheet'));
const PlayMessageToast = lazy(() => import('./PlayMessageToast'));

export default function PlayPage() {
  const { id = '' } = useParams<{ id: string }>();
  const play = usePlayRoom(id);
  const { pkg, state, session } = play;
  const [openElementId, setOpenElementId] = useState<string | null>(null);
  const [selectedItemId, setSelectedItemId] = useState<string | null>(null);
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  const [journalOpen, setJournalOpen] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const [hintWords, setHintWords] = useState<string | null>(null);
  /**
   * The last result per element, shown in its dialog until the next action on it; kept as the
   * engine's result and worded at render, so a name the action itself unsealed reads in full.
   */
  const [outcomes, setOutcomes] = useState<Record<string, StepResult | Outcome>>({});
  const dialogNeeded = useOpenedOnce(openElementId !== null);
  const journalNeeded = useOpenedOnce(journalOpen);
  const hintsNeeded = useOpenedOnce(hintOpen);
  const messageNeeded = useOpenedOnce(play.message !== null);

  // The prerendered cover (play-prerender.ts) gives way to the room, or to the reason it cannot open.
  const settled = play.status === 'ready' || play.status === 'error';
  useEffect(() => {
    if (settled) removePrerenderedPlay();
  }, [settled]);

  const scene = useMemo(() => pkg?.scenes.find((s) => s.id === state?.scene_id) ?? null, [pkg, state?.scene_id]);
  const openElement = useMemo(
    () => (openElementId && scene ? (scene.elements.find((el) => el.id === openElementId) ?? null) : null),
    [openElementId, scene],
  );
  const selectedId = keepSelection(selectedItemId, state?.inventory ?? []);
  const selectedItem = state?.inventory.find((item) => item.id === selectedId) ?? null;
  const openResult = openElementId ? outcomes[openElementId] : undefined;
  const openOutcome = useMemo((): Outcome | null => {
    if (!openResult || !('events' in openResult)) return openResult ?? null;
    return pkg ? outcomeOf(pkg, openResult) : null;
  }, [openResult, pkg]);

  const [announcement, announce] = useAnnouncer(play.message, pkg);
  // A message shows where it arrived: under the element dialog's header while that is open
  // (never over its controls), else above the inventory; it goes when the dialog opens or closes.
  const [messageAt, setMessageAt] = useState<{ id: number; inDialog: boolean } | null>(null);
  if (play.message && play.message.id !== messageAt?.id) setMessageAt({ id: play.message.id, inDialog: !!openElement });
  const snackbarInDialog = messageAt?.inDialog ?? false;
  const snackbarOpen = play.message !== null && messageAt?.id === play.message.id && snackbarInDialog === !!openElement;
  useFocusKeptOn(state?.escaped ? 'escaped' : (state?.scene_id ?? ''));

  // Ermie's chat knows the room; asked for a code or a hint it offers this screen's own hint, bought only on its button (issue 33).
  const ready = play.status === 'ready' && pkg && state;
  useChatPlay(
    ready
      ? {
          context: {
            page: 'play',
            room_id: id,
            scene_id: state.scene_id,
            inventory: state.inventory.map((item) => item.name).slice(0, 50),
          },
          hintOffer: play.hintOffer,
          takeHint: () => play.takeHint(true)?.message ?? null,
        }
      : null,
  );

  /**
   * Runs an action and keeps its result on its element's dialog; the dialog closes when
   * its element is gone (taken, new scene, escape). Returns whether the element is still in sight.
   */
  const run = useCallback(
    (action: GameAction): StepResult | null => {
      const result = play.dispatch(action);
      const elementId = 'element_id' in action ? action.element_id : null;
      if (result && elementId) setOutcomes((all) => ({ ...all, [elementId]: result }));
      if (result && pkg && openElementId) {
        const next = result.state;
        const el = pkg.scenes.find((s) => s.id === next.scene_id)?.elements.find((e) => e.id === openElementId);
        if (!el || !runtimeOf(next, el).visible || next.escaped) setOpenElementId(null);
      }
      if (result?.success && action.type === 'use_item') setSelectedItemId(null);
      return result;
    },
    [play, pkg, openElementId],
  );

  /** A tap on the scene: with an item selected, a lock or door takes it (use_item); the dialog shows what happened. */
  const tapElement = useCallback(
    (elementId: string) => {
      const el = scene?.elements.find((e) => e.id === elementId);
      if (!el || !state) return;
      const action = tapAction(el, runtimeOf(state, el), selectedId);
      if (!action) {
        setOpenElementId(elementId);
        return;
      }
      const result = run(action);
      const next = result?.state;
      const stillHere = next && !next.escaped && next.scene_id === scene?.id && runtimeOf(next, el).visible;
      if (stillHere) setOpenElementId(elementId);
    },
    [scene, state, selectedId, run],
  );

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

  const imageSrc = scene ? play.imageSources[scene.id] : undefined;
  return (
    <IonPage className="play-page">
      <PlayHeader
        title={pkg.title}
        sceneName={scene?.name}
        sceneCounter={scene ? sceneCounter(pkg, scene.id) : undefined}
        points={play.points}
        hintsUsed={state.hints_used}
        practice={session.practice}
        online={play.online}
        pending={play.pending}
        syncing={play.syncing}
        syncFailed={play.syncFailed}
        onHint={
          state.escaped
            ? undefined
            : () => {
                setHintWords(null);
                setHintOpen(true);
              }
        }
        hintCost={play.hints?.offer?.cost}
        onJournal={() => setJournalOpen(true)}
        chatButton={<ChatDockButton />}
      />
      <div className="play-content">
        {state.escaped ? (
          <EscapeScreen
            title={pkg.title}
            points={play.points}
            duration={formatDuration(session.started_at, session.finished_at ?? session.updated_at)}
            hintsUsed={state.hints_used}
            best={bestCompletedScore(session, play.points)}
            onPlayAgain={() => {
              setSelectedItemId(null);
              setOutcomes({});
              play.playAgain();
            }}
          />
        ) : (
          scene && (
            <div className="play-stage">
              <ScenePicker
                scenes={pkg.scenes}
                visitedIds={state.visited_scene_ids}
                currentId={scene.id}
                onGo={(sceneId) => run({ type: 'go_to_scene', scene_id: sceneId })}
              />
              <SceneView
                scene={scene}
                state={state}
                imageSrc={imageSrc}
                dropTargetId={dropTargetId}
                onSelect={tapElement}
              />
              <p className="play-selection-note" data-testid="selection-note">
                {selectedItem ? selectionNote(selectedItem.name) : ''}
              </p>
              {scene.description && <p className="play-scene-description muted">{scene.description}</p>}
            </div>
          )
        )}
      </div>
      {!state.escaped && (
        <footer className="play-footer" id="play-footer">
          <InventoryPanel
            items={state.inventory}
            selectedId={selectedId}
            onSelect={(itemId) => {
              setSelectedItemId(itemId);
              const item = state.inventory.find((held) => held.id === itemId);
              if (item) announce(selectionNote(item.name));
            }}
            onHover={setDropTargetId}
            onDrop={(itemId, elementId) => run({ type: 'use_item', element_id: elementId, item_id: itemId })}
          />
        </footer>
      )}
      {dialogNeeded && (
        <Suspense fallback={null}>
          <ElementDialog
            element={openElement}
            scene={scene}
            state={state}
            imageSrc={imageSrc}
            selectedItem={selectedItem}
            outcome={openOutcome}
            onInteract={(elementId, input) =>
              run(
                input === undefined
                  ? { type: 'interact', element_id: elementId }
                  : { type: 'interact', element_id: elementId, input },
              )
            }
            onUseItem={(elementId, itemId) => run({ type: 'use_item', element_id: elementId, item_id: itemId })}
            onBlankCombination={(elementId) => {
              const message = PLAY_MESSAGES.combinationRequired;
              setOutcomes((all) => ({ ...all, [elementId]: { message, success: false, changes: [] } }));
              play.say(message, 'danger');
            }}
            onClose={() => setOpenElementId(null)}
          />
        </Suspense>
      )}
      {play.journal && journalNeeded && (
        <Suspense fallback={null}>
          <JournalSheet
            open={journalOpen}
            journal={play.journal}
            hints={play.hints?.bought}
            onClose={() => setJournalOpen(false)}
          />
        </Suspense>
      )}
      {play.hints && hintsNeeded && (
        <Suspense fallback={null}>
          <HintSheet
            open={hintOpen}
            hints={play.hints}
            lastWords={hintWords}
            onBuy={() => {
              // The sheet shows the hint, so no snackbar; the live region says it with its cost.
              const result = play.takeHint(true);
              setHintWords(result?.message ?? null);
              if (result) announce(announcementOf(outcomeOf(pkg, result)));
            }}
            onClose={() => setHintOpen(false)}
          />
        </Suspense>
      )}
      {messageNeeded && (
        <Suspense fallback={null}>
          <PlayMessageToast
            message={play.message}
            open={snackbarOpen}
            inDialog={snackbarInDialog}
            anchor={snackbarInDialog ? ELEMENT_DIALOG_HEADER_ID : state.escaped ? undefined : 'play-footer'}
            onDismiss={() => play.message && play.clearMessage(play.message.id)}
          />
        </Suspense>
      )}
      <PlayAnnouncer announcement={announcement} />
    </IonPage>
  );
}
