/**
 * A model's design held to the rules of offline rooms (issue 30 item 8). The model writes the
 * objects and their wording and picks patterns from the library; the codes come from our
 * generator (model-puzzles.ts), the shape targets and depth from design-shape.ts.
 *
 * The model's chart, converted and proven, is measured as offline rooms are. It is kept when it
 * meets its difficulty's targets and, from medium up, every code is worked out from two clues or
 * more. Otherwise it is reshaped: our planner lays the chart out again (meta locks fed by two
 * chains from medium up, multi-clue puzzles from the library, codes from our generator) with the
 * model's own objects, names and looks drawn first (gemini-material.ts) and the storyboard's
 * scenes. A planner's room can fall short of the mean targets by chance, so a few variants are
 * drawn (each walked greedily first, greedy-play.ts, and proven only when that walk meets the
 * targets, since the proof costs seconds on a hard room); when none reaches the targets, the design is a DesignProblem naming the shortfall, which
 * the design step retries once with that reason in the prompt, then hands to the offline designer.
 */
import type { Storyboard } from '@core';
import { measureRoomShape, type RoomShape } from '@core/checker/room-shape';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { designPuzzles } from '../offline/design/puzzle-designer';
import { deriveSeed } from '../offline/rng';
import { convertModelDesign } from './convert-design';
import { DesignProblem, PatternShortage } from './design-problem';
import { measureDesign, shapeTargets, shortfallOf, type ShapeTargets } from './design-shape';
import { greedyPlayThrough } from './greedy-play';
import { assembleForCheck } from './prove-design';
import { geminiMaterial } from './gemini-material';
import { clueRefsOf, type ModelDesign } from './model-design-schema';

/** Planner variants tried before a reshape counts as failed (an easy room meets 1.3 open about half the time). */
export const RESHAPE_VARIANTS = 8;

export interface ShapedDesign {
  design: RoomDesign;
  /** Moves of the shortest solution the checker found. */
  steps: number;
  /** The model's chart as it came, and the room's as used. */
  before: RoomShape;
  after: RoomShape;
  /** True when our planner laid the chart out again. */
  reshaped: boolean;
  /** Why the model's chart was not kept (empty when it was). */
  shortfall: string[];
}

/** From medium up a code is worked out from two clues or more (GAME_DESIGN.md, "Puzzles: thinking beats guessing"). */
function singleClueLocks(brief: RoomBrief, model: ModelDesign): string[] {
  if (brief.difficulty === 'easy') return [];
  const locks = model.scenes.flatMap((s) => s.elements).filter((e) => e.kind === 'code_lock');
  const single = locks.filter((e) => clueRefsOf(e).length < 2).length;
  return single > 0 ? [`${single} code lock${single === 1 ? '' : 's'} worked out from a single clue`] : [];
}

/** Where a planner's variant falls short along a quick greedy walk (greedy-play.ts); a stuck walk falls short too. */
function quickShortfall(brief: RoomBrief, design: RoomDesign, targets: ShapeTargets): string[] {
  const pkg = assembleForCheck(brief, design);
  const walk = greedyPlayThrough(pkg, design.solutions);
  return walk ? shortfallOf(measureRoomShape(pkg, design.solutions, walk), targets) : ['no quick way out'];
}

/** Our planner's chart over the model's objects: the first variant that meets `targets`, else the closest one's shortfall. */
function reshape(
  brief: RoomBrief,
  storyboard: Storyboard,
  model: ModelDesign,
  targets = shapeTargets(brief.difficulty, storyboard.scenes.length),
) {
  const material = geminiMaterial(brief, model);
  let closest: string[] | undefined;
  for (let variant = 0; variant < RESHAPE_VARIANTS; variant++) {
    const seeded = variant === 0 ? brief : { ...brief, seed: deriveSeed(brief.seed, `reshape-${variant}`) };
    const design = designPuzzles(seeded, storyboard, material);
    // A quick walk first: only a variant that meets the targets on it is proven (seconds on a hard room).
    let short = quickShortfall(seeded, design, targets);
    if (short.length === 0) {
      const measured = measureDesign(seeded, design);
      short = shortfallOf(measured.shape, targets);
      if (short.length === 0) return { design, measured, closest: undefined };
    }
    if (!closest || short.length < closest.length) closest = short;
  }
  return { closest: closest ?? [] } as const;
}

/**
 * The model's chart converted and measured. When the library has no pattern left for one of its locks
 * (more locks than the room may have patterns), the chart still holds together: it is measured with
 * patterns repeated, and can only be reshaped (`design` null).
 */
function measureModelChart(brief: RoomBrief, storyboard: Storyboard, model: ModelDesign) {
  try {
    const design = convertModelDesign(brief, storyboard, model);
    return { design, measured: measureDesign(brief, design), shortage: [] };
  } catch (error) {
    if (!(error instanceof PatternShortage)) throw error;
    const repeated = convertModelDesign(brief, storyboard, model, { repeatPatterns: true });
    return { design: null, measured: measureDesign(brief, repeated), shortage: [error.message] };
  }
}

const steps = (report: { shortest_solution?: unknown[] | null }) => report.shortest_solution?.length ?? 1;

/** The model's design, kept or reshaped to its difficulty's targets. Throws DesignProblem. */
export function shapeModelDesign(brief: RoomBrief, storyboard: Storyboard, model: ModelDesign): ShapedDesign {
  const targets = shapeTargets(brief.difficulty, storyboard.scenes.length);
  const { design, measured, shortage } = measureModelChart(brief, storyboard, model);
  const before = measured.shape;
  const shortfall = [...shortage, ...shortfallOf(before, targets), ...singleClueLocks(brief, model)];
  if (design && shortfall.length === 0)
    return { design, steps: steps(measured.report), before, after: measured.shape, reshaped: false, shortfall };
  const reshaped = reshape(brief, storyboard, model, targets);
  if (reshaped.closest)
    throw new DesignProblem(
      `its puzzle chart fell short of the ${brief.difficulty} targets (${shortfall.join('; ')}), ` +
        `and laid out again it still had ${reshaped.closest.join('; ')}`,
    );
  return {
    design: reshaped.design,
    steps: steps(reshaped.measured.report),
    before,
    after: reshaped.measured.shape,
    reshaped: true,
    shortfall,
  };
}
