/** The analytics' per-puzzle table: who reached it, solved it, how long it took, hints, wrong codes, and how many got stuck. */
import type { RoomAnalytics } from '@core';
import { formatDuration, formatShare, heatColour } from './analytics-format';

export default function PuzzleTable({ puzzles }: { puzzles: RoomAnalytics['puzzles'] }) {
  if (puzzles.length === 0) return <p className="muted">No puzzle has been reached by 5 players yet.</p>;
  return (
    <div className="analytics-table-wrap">
      <table className="analytics-table" data-testid="analytics-puzzles">
        <thead>
          <tr>
            <th scope="col">Puzzle</th>
            <th scope="col">Scene</th>
            <th scope="col">Reached</th>
            <th scope="col">Solved</th>
            <th scope="col">Median time to solve</th>
            <th scope="col">Bought a hint</th>
            <th scope="col">Wrong codes</th>
            <th scope="col">Stuck</th>
          </tr>
        </thead>
        <tbody>
          {puzzles.map((puzzle) => (
            <tr key={puzzle.element_id} data-testid="puzzle-row" data-element-id={puzzle.element_id}>
              <th scope="row">{puzzle.label}</th>
              <td>{puzzle.scene_label}</td>
              <td>{puzzle.players}</td>
              <td>{puzzle.solved_players}</td>
              <td>{formatDuration(puzzle.median_solve_ms)}</td>
              <td>{formatShare(puzzle.hint_share)}</td>
              <td>{puzzle.wrong_codes}</td>
              <td>
                <span
                  className="analytics-heat"
                  style={{ background: heatColour(puzzle.stuck_share) }}
                  aria-hidden="true"
                />
                <span data-testid="puzzle-stuck">{formatShare(puzzle.stuck_share)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
