/**
 * The hint sheet: the hint on offer with its cost before the player buys it ("Hint costs
 * 10 points"; a hint already bought is "Shown again free"), the words once bought, and
 * every hint bought in this game, listed again free.
 */
import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { bulb } from 'ionicons/icons';
import PlaySheet from './PlaySheet';
import type { HintView } from '../../../data/play/play-hints';
import { hintCostLabel } from '../../../data/play/play-hints';

export interface HintSheetProps {
  open: boolean;
  hints: HintView;
  /** The words of the hint just bought (or why there was none), shown until the sheet closes. */
  lastWords: string | null;
  /** Buys the hint on offer; online its words come back from the server (the button waits). */
  onBuy: () => Promise<void> | void;
  onClose: () => void;
}

export default function HintSheet({ open, hints, lastWords, onBuy, onClose }: HintSheetProps) {
  return (
    <PlaySheet
      open={open}
      title="Hint"
      closeLabel="Close hints"
      testId="hint-sheet"
      className="play-hint-modal"
      onClose={onClose}
    >
      <HintBody hints={hints} lastWords={lastWords} onBuy={onBuy} />
    </PlaySheet>
  );
}

/** The sheet's content (also what the component tests read). */
export function HintBody({ hints, lastWords, onBuy }: Pick<HintSheetProps, 'hints' | 'lastWords' | 'onBuy'>) {
  const { offer, bought } = hints;
  // One purchase at a time: a second press while the first is on its way would pay twice.
  const [buying, setBuying] = useState(false);
  const buy = async () => {
    if (buying) return;
    setBuying(true);
    try {
      await onBuy();
    } finally {
      setBuying(false);
    }
  };
  return (
    <div className="play-hints">
      {/* Said by the play screen's live region, with its cost, when bought. */}
      {lastWords && (
        <p className="play-clue" data-testid="hint-words">
          {lastWords}
        </p>
      )}
      {offer ? (
        <div className="play-hint-offer">
          <p data-testid="hint-cost">{hintCostLabel(offer)}</p>
          <IonButton expand="block" color="tertiary" onClick={buy} disabled={buying} data-testid="buy-hint">
            <IonIcon slot="start" icon={bulb} aria-hidden="true" />
            {offer.cost > 0 ? `Buy hint (${offer.cost} points)` : 'Show hint'}
          </IonButton>
        </div>
      ) : (
        <p className="muted" data-testid="no-hint">
          No hint is available from here.
        </p>
      )}
      <section aria-labelledby="hints-bought">
        <h2 id="hints-bought">Hints bought ({bought.length})</h2>
        {bought.length === 0 ? (
          <p className="muted">Hints you buy are listed here, to read again for free.</p>
        ) : (
          <ol className="play-journal-list" data-testid="hints-bought">
            {bought.map((text, index) => (
              <li key={`${index}-${text}`}>{text}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
