/**
 * The XP tab's own figures (issue 31 items 4 and 5): balance, this week's XP and rank, the last 50
 * ledger entries, and the global XP board this week or all time with the player's place.
 */
import { IonButton, IonSpinner } from '@ionic/react';
import type { XpEntry } from '@core';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import type { MyXp, XpBoard, XpPeriod } from '../../data/community/community-calls';
import { useXp, type Loadable } from '../../data/community/useXp';
import './xp.css';

const SOURCE_WORDS: Record<XpEntry['source'], string> = {
  escape: 'Escaped',
  first_escape: 'First escape of',
  review: 'Reviewed',
};

export const entryText = (entry: XpEntry): string =>
  `${SOURCE_WORDS[entry.source]} ${entry.room_title ?? 'a room no longer listed'}`;

function Pending<T>({
  state,
  label,
  testId,
  retry,
}: {
  state: Loadable<T>;
  label: string;
  testId: string;
  retry: () => void;
}) {
  if (state.status === 'loading')
    return (
      <div className="xp-loading" role="status" aria-label={label} data-testid={`${testId}-loading`}>
        <IonSpinner name="crescent" aria-hidden="true" />
      </div>
    );
  if (state.status === 'error')
    return (
      <>
        <ErrorBanner message={state.message} testId={`${testId}-error`} />
        <IonButton fill="outline" size="small" onClick={retry}>
          Try again
        </IonButton>
      </>
    );
  return null;
}

function Board({ board }: { board: XpBoard }) {
  const mineShown = board.entries.some((entry) => entry.mine);
  if (board.entries.length === 0)
    return (
      <p className="muted" data-testid="xp-board-empty">
        No XP earned in this period yet.
      </p>
    );
  const rows = mineShown || !board.me ? board.entries : [...board.entries, board.me];
  return (
    <ol className="xp-board" data-testid="xp-board">
      {rows.map((entry) => (
        <li
          key={`${entry.rank}-${entry.player_name}`}
          className={entry.mine ? 'is-mine' : undefined}
          data-testid={entry.mine ? 'xp-board-mine' : 'xp-board-row'}
        >
          <span className="xp-board-rank">{entry.rank}</span>
          <span className="xp-board-name">
            {entry.player_name}
            {entry.mine && ' (you)'}
          </span>
          <span className="xp-board-xp">{entry.xp} XP</span>
        </li>
      ))}
    </ol>
  );
}

const PERIODS: Array<[XpPeriod, string]> = [
  ['week', 'This week'],
  ['all', 'All time'],
];

function Entries({ entries }: { entries: XpEntry[] }) {
  if (entries.length === 0)
    return (
      <p className="muted" data-testid="xp-entries-empty">
        Escape a room to earn your first XP.
      </p>
    );
  return (
    <ul className="xp-entries" aria-label="Latest XP" data-testid="xp-entries">
      {entries.map((entry, i) => (
        <li key={`${entry.created_at}-${i}`} data-testid="xp-entry" data-source={entry.source}>
          <span>{entryText(entry)}</span>
          <span className="xp-entry-amount">+{entry.amount}</span>
          <time className="muted" dateTime={entry.created_at}>
            {new Date(entry.created_at).toLocaleDateString()}
          </time>
        </li>
      ))}
    </ul>
  );
}

function Mine({ mine, retry }: { mine: Loadable<MyXp>; retry: () => void }) {
  return (
    <section aria-labelledby="xp-mine-h">
      <h3 id="xp-mine-h">Your XP</h3>
      <Pending state={mine} label="Loading your XP" testId="xp-mine" retry={retry} />
      {mine.status === 'ready' && (
        <>
          <dl className="xp-figures">
            <div>
              <dt>Balance</dt>
              <dd data-testid="xp-balance">{mine.value.balance}</dd>
            </div>
            <div>
              <dt>This week</dt>
              <dd data-testid="xp-week">{mine.value.week_xp}</dd>
            </div>
            <div>
              <dt>Rank</dt>
              <dd data-testid="xp-rank">{mine.value.rank ?? '–'}</dd>
            </div>
          </dl>
          <Entries entries={mine.value.entries} />
        </>
      )}
    </section>
  );
}

export default function XpLedger() {
  const { mine, reloadMine, board, reloadBoard, period, setPeriod } = useXp();
  return (
    <div className="xp-ledger">
      <Mine mine={mine} retry={reloadMine} />
      <section aria-labelledby="xp-board-h">
        <h3 id="xp-board-h">XP leaderboard</h3>
        <div className="xp-periods" role="group" aria-label="Period">
          {PERIODS.map(([value, label]) => (
            <IonButton
              key={value}
              size="small"
              fill={period === value ? 'solid' : 'outline'}
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
              data-testid={`xp-board-${value}`}
            >
              {label}
            </IonButton>
          ))}
        </div>
        <Pending state={board} label="Loading the XP leaderboard" testId="xp-board" retry={reloadBoard} />
        {board.status === 'ready' && <Board board={board.value} />}
      </section>
    </div>
  );
}
