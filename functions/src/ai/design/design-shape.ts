/**
 * The shape of a designed room measured as offline rooms are (issue 30 items 1 and 8): proven by
 * the checker, then measured along its shortest solution (core room-shape.ts): puzzles a player
 * can work on at once (mean), the share of moments with a single one open, and the depth (the
 * longest chain of puzzles each needing the one before). A model's design is held to the targets
 * of its difficulty, the same the offline rooms meet (room-shape-targets.test.ts over the bench).
 */
import type { Difficulty, SolvabilityReport } from '@core';
import { measureRoomShape, type RoomShape } from '@core/checker/room-shape';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { SHAPES } from '../offline/design/difficulty-shapes';
import { proveDesign } from './prove-design';

export interface ShapeTargets {
  /** Puzzles open at once, mean over the moments of a play-through: at least this. */
  meanOpen: number;
  /** Share of moments with exactly one puzzle open: at most this. */
  singleOpenShare: number;
  /** The longest chain of puzzles: at least this. */
  depth: number;
}

const OPEN_TARGETS: Record<Difficulty, Pick<ShapeTargets, 'meanOpen' | 'singleOpenShare'>> = {
  easy: { meanOpen: 1.3, singleOpenShare: 1 },
  medium: { meanOpen: 1.8, singleOpenShare: 0.5 },
  hard: { meanOpen: 2.2, singleOpenShare: 0.5 },
  expert: { meanOpen: 2.5, singleOpenShare: 0.5 },
};

/**
 * The targets of a room of `difficulty` with `scenes` scenes. Depth: the chain opening the first door
 * (at least `SHAPES[difficulty].depth[0]` puzzles), then at least one puzzle before each further door and the
 * way out. Offline rooms of the default scene counts measure at least 3 / 5 / 6 / 7 (40 seeds each).
 */
export function shapeTargets(difficulty: Difficulty, scenes: number): ShapeTargets {
  return { ...OPEN_TARGETS[difficulty], depth: SHAPES[difficulty].depth[0] + scenes };
}

export interface MeasuredDesign {
  report: SolvabilityReport;
  shape: RoomShape;
}

/** Proves `design` solvable (DesignProblem when not) and measures its shape along the shortest solution. */
export function measureDesign(brief: RoomBrief, design: RoomDesign): MeasuredDesign {
  const { report, pkg } = proveDesign(brief, design);
  return { report, shape: measureRoomShape(pkg, design.solutions, report.shortest_solution ?? []) };
}

const figure = (n: number) => n.toFixed(2);
const percent = (n: number) => `${Math.round(n * 100)} %`;

/** Where `shape` falls short of `targets`, each in one phrase a creator (and the model, on retry) can read. */
export function shortfallOf(shape: RoomShape, targets: ShapeTargets): string[] {
  const short: string[] = [];
  if (shape.meanOpen < targets.meanOpen)
    short.push(
      `${figure(shape.meanOpen)} puzzles open at once on average, where ${figure(targets.meanOpen)} are wanted`,
    );
  if (shape.singleOpenShare > targets.singleOpenShare)
    short.push(
      `${percent(shape.singleOpenShare)} of moments with a single puzzle open, where at most ${percent(targets.singleOpenShare)} are wanted`,
    );
  if (shape.depth < targets.depth)
    short.push(`a longest chain of ${shape.depth} puzzles, where at least ${targets.depth} are wanted`);
  return short;
}
