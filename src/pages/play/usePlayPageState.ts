/**
 * The play screen's state (PlayPage.tsx): the room (usePlayRoom), which element's dialog and which
 * sheet is open, the selected item, each element's last result, where the snackbar shows, and the
 * actions that run through the core engine on the device.
 */
import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useParams } from 'react-router-dom';
import type { GameAction, RoomPackage, StepResult } from '@core';
import { usePlayRoom, type PlayMessage, type PlayRoom, type PlayStatus } from '../../data/play/usePlayRoom';
import { keepSelection, tapAction } from '../../data/play/play-selection';
import { runtimeOf } from './element-actions';
import { outcomeOf, type Outcome } from './outcome';
import { dialogAfter, dialogAfterTap } from './open-dialog';
import { useAnnouncer } from './PlayAnnouncer';
import { useFocusKeptOn } from './dialogs/dialog-a11y';
import { useChatPlay } from '../../components/chat/ChatProvider';
import { removePrerenderedPlay } from './prerender/play-handoff';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

/** The last result per element, kept as the engine's result or as the words the page wrote. */
type Outcomes = Record<string, StepResult | Outcome>;

export type PlayPageState = ReturnType<typeof usePlayPageState>;

export function usePlayPageState() {
  const { id = '' } = useParams<{ id: string }>();
  const play = usePlayRoom(id);
  const { pkg, state } = play;
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
  const [outcomes, setOutcomes] = useState<Outcomes>({});
  const dialogNeeded = useOpenedOnce(openElementId !== null);
  const journalNeeded = useOpenedOnce(journalOpen);
  const hintsNeeded = useOpenedOnce(hintOpen);
  const messageNeeded = useOpenedOnce(play.message !== null);
  usePrerenderedCoverRemoved(play.status);

  const scene = useMemo(() => pkg?.scenes.find((s) => s.id === state?.scene_id) ?? null, [pkg, state?.scene_id]);
  const openElement = useMemo(
    () => (openElementId && scene ? (scene.elements.find((el) => el.id === openElementId) ?? null) : null),
    [openElementId, scene],
  );
  const selectedId = keepSelection(selectedItemId, state?.inventory ?? []);
  const selectedItem = state?.inventory.find((item) => item.id === selectedId) ?? null;
  const openOutcome = useOutcomeWords(openElementId ? outcomes[openElementId] : undefined, pkg);

  const [announcement, announce] = useAnnouncer(play.message, pkg);
  const snackbar = useSnackbarPlace(play.message, !!openElement);
  useFocusKeptOn(state?.escaped ? 'escaped' : (state?.scene_id ?? ''));
  useRoomLentToChat(id, play);

  const run = useRunAction(play, setOpenElementId, setOutcomes, setSelectedItemId);
  /** A tap on the scene: with an item selected, a lock or door takes it (use_item); the dialog shows what happened. */
  const tapElement = useCallback(
    async (elementId: string) => {
      const el = scene?.elements.find((e) => e.id === elementId);
      if (!el || !state) return;
      const action = tapAction(el, runtimeOf(state, el), selectedId);
      if (!action) {
        setOpenElementId(elementId);
        return;
      }
      const result = await run(action);
      const next = result?.state;
      const stillHere = !!next && !next.escaped && next.scene_id === scene?.id && runtimeOf(next, el).visible;
      setOpenElementId((current) => dialogAfterTap(current, elementId, stillHere));
    },
    [scene, state, selectedId, run],
  );

  return {
    play,
    scene,
    openElement,
    openOutcome,
    selectedId,
    selectedItem,
    dropTargetId,
    journalOpen,
    hintOpen,
    hintWords,
    needed: { dialog: dialogNeeded, journal: journalNeeded, hints: hintsNeeded, message: messageNeeded },
    snackbar,
    announcement,
    announce,
    run,
    tapElement,
    setOpenElementId,
    setSelectedItemId,
    setDropTargetId,
    setJournalOpen,
    setHintOpen,
    setHintWords,
    setOutcomes,
  };
}

/** The prerendered cover (play-prerender.ts) gives way to the room, or to the reason it cannot open. */
function usePrerenderedCoverRemoved(status: PlayStatus): void {
  const settled = status === 'ready' || status === 'error';
  useEffect(() => {
    if (settled) removePrerenderedPlay();
  }, [settled]);
}

/** The words of the open element's last result: the engine's result worded now, or the page's own words. */
function useOutcomeWords(openResult: StepResult | Outcome | undefined, pkg: RoomPackage | null): Outcome | null {
  return useMemo((): Outcome | null => {
    if (!openResult || !('events' in openResult)) return openResult ?? null;
    return pkg ? outcomeOf(pkg, openResult) : null;
  }, [openResult, pkg]);
}

/**
 * A message shows where it arrived: under the element dialog's header while that is open
 * (never over its controls), else above the inventory; it goes when the dialog opens or closes.
 */
function useSnackbarPlace(message: PlayMessage | null, dialogOpen: boolean) {
  const [messageAt, setMessageAt] = useState<{ id: number; inDialog: boolean } | null>(null);
  if (message && message.id !== messageAt?.id) setMessageAt({ id: message.id, inDialog: dialogOpen });
  const inDialog = messageAt?.inDialog ?? false;
  const open = message !== null && messageAt?.id === message.id && inDialog === dialogOpen;
  return { open, inDialog };
}

/** Ermie's chat knows the room; asked for a code or a hint it offers this screen's own hint, bought only on its button (issue 33). */
function useRoomLentToChat(roomId: string, play: PlayRoom): void {
  const { pkg, state } = play;
  const ready = play.status === 'ready' && pkg && state;
  useChatPlay(
    ready
      ? {
          context: {
            page: 'play',
            room_id: roomId,
            scene_id: state.scene_id,
            inventory: state.inventory.map((item) => item.name).slice(0, 50),
          },
          hintOffer: play.hintOffer,
          takeHint: async () => (await play.takeHint(true))?.message ?? null,
        }
      : null,
  );
}

/**
 * Runs an action and keeps its result on its element's dialog; the dialog closes when
 * its element is gone (taken, new scene, escape). Returns whether the element is still in sight.
 */
function useRunAction(
  play: PlayRoom,
  setOpenElementId: Dispatch<SetStateAction<string | null>>,
  setOutcomes: (update: (all: Outcomes) => Outcomes) => void,
  setSelectedItemId: (id: string | null) => void,
) {
  const { pkg } = play;
  return useCallback(
    async (action: GameAction): Promise<StepResult | null> => {
      const result = await play.dispatch(action);
      const elementId = 'element_id' in action ? action.element_id : null;
      if (result && elementId) setOutcomes((all) => ({ ...all, [elementId]: result }));
      // The dialog open when the result arrives, which may not be the one open when the action started.
      if (result && pkg) setOpenElementId((current) => dialogAfter(current, pkg, result.state));
      if (result?.success && action.type === 'use_item') setSelectedItemId(null);
      return result;
    },
    // The setters are React's state setters, the same on every render.
    [play, pkg, setOpenElementId, setOutcomes, setSelectedItemId],
  );
}

/** The room once it is open: its package, the game state and the play session. */
export interface ReadyRoom {
  pkg: NonNullable<PlayRoom['pkg']>;
  state: NonNullable<PlayRoom['state']>;
  session: NonNullable<PlayRoom['session']>;
}
