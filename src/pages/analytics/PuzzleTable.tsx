/**
 * The analytics' per-puzzle table: who reached it, solved it, how long it took, hints, wrong codes,
 * and how many got stuck. On a narrow screen (or with large text) each row stacks into a card whose
 * figures carry their column's name (analytics.css), so nothing scrolls sideways; where it does
 * scroll (a wide table on a mid-size screen) the region takes keyboard focus and is named.
 */
import type { RoomAnalytics } from '@core';
import { formatDuration, formatShare, heatColour } from './analytics-format';

type Puzzle = RoomAnalytics['puzzles'][number];

/** The figure columns after the puzzle's name: heading and how a row shows it. */
const COLUMNS: { heading: string; show: (p: Puzzle) => string | number }[] = [
  { heading: 'Scene', show: (p) => p.scene_label },
  { heading: 'Reached', show: (p) => p.players },
  { heading: 'Solved', show: (p) => p.solved_players },
  { heading: 'Median time to solve', show: (p) => formatDuration(p.median_solve_ms) },
  { heading: 'Bought a hint', show: (p) => formatShare(p.hint_share) },
  { heading: 'Wrong codes', show: (p) => p.wrong_codes },
];

export default function PuzzleTable({ puzzles }: { puzzles: Puzzle[] }) {
  if (puzzles.length === 0) return <p className="muted">No puzzle has been reached by 5 players yet.</p>;
  return (
    <div className="analytics-table-wrap" role="region" aria-label="Figures per puzzle" tabIndex={0}>
      <table className="analytics-table" data-testid="analytics-puzzles">
        <thead>
          <tr>
            <th scope="col">Puzzle</th>
            {COLUMNS.map((column) => (
              <th scope="col" key={column.heading}>
                {column.heading}
              </th>
            ))}
            <th scope="col">Stuck</th>
          </tr>
        </thead>
        <tbody>
          {puzzles.map((puzzle) => (
            <tr key={puzzle.element_id} data-testid="puzzle-row" data-element-id={puzzle.element_id}>
              <th scope="row">{puzzle.label}</th>
              {COLUMNS.map((column) => (
                <td key={column.heading} data-label={column.heading}>
                  {column.show(puzzle)}
                </td>
              ))}
              <td data-label="Stuck">
                <span>
                  <span
                    className="analytics-heat"
                    style={{ background: heatColour(puzzle.stuck_share) }}
                    aria-hidden="true"
                  />
                  <span data-testid="puzzle-stuck">{formatShare(puzzle.stuck_share)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
