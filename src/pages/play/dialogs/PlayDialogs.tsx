/**
 * The play screen's overlays: the element dialog, the Journal and hint sheets (Ionic's modal and
 * input with them) and the message toast. Each is a chunk of its own, fetched the first time it
 * opens; it then stays mounted so it animates closed.
 */
import { lazy, Suspense } from 'react';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { announcementOf, outcomeOf } from '../outcome';
import { ELEMENT_DIALOG_HEADER_ID } from './dialog-a11y';
import type { PlayPageState, ReadyRoom } from '../usePlayPageState';

const ElementDialog = lazy(() => import('./ElementDialog'));
const JournalSheet = lazy(() => import('./JournalSheet'));
const HintSheet = lazy(() => import('./HintSheet'));
const PlayMessageToast = lazy(() => import('./PlayMessageToast'));

export interface PlayDialogsProps {
  page: PlayPageState;
  room: ReadyRoom;
  imageSrc: string | undefined;
}

export default function PlayDialogs({ page, room, imageSrc }: PlayDialogsProps) {
  const { play, needed, snackbar, run } = page;
  const { pkg, state } = room;
  return (
    <>
      {needed.dialog && (
        <Suspense fallback={null}>
          <ElementDialog
            element={page.openElement}
            scene={page.scene}
            state={state}
            imageSrc={imageSrc}
            selectedItem={page.selectedItem}
            outcome={page.openOutcome}
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
              page.setOutcomes((all) => ({ ...all, [elementId]: { message, success: false, changes: [] } }));
              play.say(message, 'danger');
            }}
            onClose={() => page.setOpenElementId(null)}
            lockWaitUntil={
              play.lockWait && play.lockWait.elementId === page.openElement?.id ? play.lockWait.until : null
            }
          />
        </Suspense>
      )}
      {play.journal && needed.journal && (
        <Suspense fallback={null}>
          <JournalSheet
            open={page.journalOpen}
            journal={play.journal}
            hints={play.hints?.bought}
            onClose={() => page.setJournalOpen(false)}
          />
        </Suspense>
      )}
      {play.hints && needed.hints && (
        <Suspense fallback={null}>
          <HintSheet
            open={page.hintOpen}
            hints={play.hints}
            lastWords={page.hintWords}
            onBuy={async () => {
              // The sheet shows the hint, so no snackbar; the live region says it with its cost.
              const result = await play.takeHint(true);
              page.setHintWords(result?.message ?? null);
              if (result) page.announce(announcementOf(outcomeOf(pkg, result)));
            }}
            onClose={() => page.setHintOpen(false)}
          />
        </Suspense>
      )}
      {needed.message && (
        <Suspense fallback={null}>
          <PlayMessageToast
            message={play.message}
            open={snackbar.open}
            inDialog={snackbar.inDialog}
            anchor={snackbar.inDialog ? ELEMENT_DIALOG_HEADER_ID : state.escaped ? undefined : 'play-footer'}
            onDismiss={() => play.message && play.clearMessage(play.message.id)}
          />
        </Suspense>
      )}
    </>
  );
}
