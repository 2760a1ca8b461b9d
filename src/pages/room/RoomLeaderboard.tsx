/**
 * A room's leaderboard (issue 31 item 4): the top ranked runs (fewest hints, then shortest time),
 * and the player's own best rank under it when it is outside the top.
 */
import type { LeaderboardEntry } from '@core';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import type { RoomLeaderboard as Board } from '../../data/community/community-calls';
import { clockOf } from '../rooms/browser-query';

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <tr
      className={entry.mine ? 'is-mine' : undefined}
      data-testid={entry.mine ? 'leaderboard-mine' : 'leaderboard-row'}
    >
      <td data-testid="leaderboard-rank">{entry.rank}</td>
      <th scope="row">
        {entry.player_name}
        {entry.mine && <span className="room-board-you"> (you)</span>}
      </th>
      <td>{entry.hints_used}</td>
      <td>{clockOf(entry.duration_ms)}</td>
    </tr>
  );
}

export default function RoomLeaderboard({ board, error }: { board: Board | null; error: string | null }) {
  const mineShown = board?.entries.some((entry) => entry.mine) ?? false;
  return (
    <section className="room-section" aria-labelledby="room-board-h" data-testid="room-leaderboard">
      <h2 id="room-board-h">Leaderboard</h2>
      <p className="muted room-section-note">Ranked runs only: fewest hints first, then the fastest.</p>
      <ErrorBanner message={error} testId="leaderboard-error" />
      {board && board.entries.length === 0 && (
        <p className="muted" data-testid="leaderboard-empty">
          No ranked escapes yet. Be the first on the board.
        </p>
      )}
      {board && board.entries.length > 0 && (
        <table className="room-board">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Hints</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <Row key={`${entry.rank}-${entry.player_name}-${entry.finished_at}`} entry={entry} />
            ))}
          </tbody>
          {board.me && !mineShown && (
            <tfoot>
              <Row entry={board.me} />
            </tfoot>
          )}
        </table>
      )}
      {board?.me && (
        <p className="room-board-me" data-testid="my-rank">
          Your best rank: <strong>{board.me.rank}</strong>
        </p>
      )}
    </section>
  );
}
