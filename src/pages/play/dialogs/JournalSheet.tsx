/**
 * The Journal: every clue read (its text, to read again at any time) and every item found,
 * derived from the game state (play-journal), so it is there offline and after a reload.
 * Bought hints are listed too once the hint sheet gives them (shown again free).
 */
import { IonIcon } from '@ionic/react';
import PlaySheet from './PlaySheet';
import type { Journal } from '../../../data/play/play-journal';
import { itemIcon } from '../play-labels';

export interface JournalSheetProps {
  open: boolean;
  journal: Journal;
  /** Hints already bought in this game, oldest first. */
  hints?: string[];
  onClose: () => void;
}

export default function JournalSheet({ open, journal, hints = [], onClose }: JournalSheetProps) {
  return (
    <PlaySheet
      open={open}
      title="Journal"
      closeLabel="Close journal"
      testId="journal"
      className="play-journal-modal"
      onClose={onClose}
    >
      <JournalBody journal={journal} hints={hints} />
    </PlaySheet>
  );
}

/** The journal's sections (also what the component tests read). */
export function JournalBody({ journal, hints }: { journal: Journal; hints: string[] }) {
  return (
    <div className="play-journal">
      <section aria-labelledby="journal-clues">
        <h2 id="journal-clues">Clues read ({journal.clues.length})</h2>
        {journal.clues.length === 0 ? (
          <p className="muted">Clues you read appear here. Inspect things in the room to find them.</p>
        ) : (
          <ol className="play-journal-list" data-testid="journal-clues">
            {journal.clues.map((clue) => (
              <li key={clue.elementId} data-testid={`journal-clue-${clue.elementId}`}>
                <h3>
                  {clue.name} <span className="muted">· {clue.sceneName}</span>
                </h3>
                <p className="play-clue">{clue.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="journal-items">
        <h2 id="journal-items">Items found ({journal.items.length})</h2>
        {journal.items.length === 0 ? (
          <p className="muted">Nothing found yet.</p>
        ) : (
          <ul className="play-journal-list" data-testid="journal-items">
            {journal.items.map((item) => (
              <li key={item.elementId} data-testid={`journal-item-${item.elementId}`}>
                <h3>
                  <IonIcon icon={itemIcon(item.icon)} aria-hidden="true" /> {item.name}{' '}
                  <span className="muted">· {item.held ? 'in your inventory' : 'used'}</span>
                </h3>
                {item.description && <p>{item.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {hints.length > 0 && (
        <section aria-labelledby="journal-hints">
          <h2 id="journal-hints">Hints bought ({hints.length})</h2>
          <ol className="play-journal-list" data-testid="journal-hints">
            {hints.map((hint, index) => (
              <li key={`${index}-${hint}`}>{hint}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
