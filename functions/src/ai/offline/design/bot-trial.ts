/**
 * The bot trial behind `npm run bench` (scripts/bench/bot.ts) and its sample in
 * `npm test`: rooms generated offline (storyboard, puzzle design, package; no painting)
 * are proven solvable by the checker, released under opaque ids and played by the screen
 * bot, which sees only what the play screen shows and reasons codes with general knowledge,
 * and by the blind guesser (screen-trial.ts). Per difficulty it measures how many the screen
 * bot escaped, codes entered per lock, locks opened per pattern, the guesser's escapes, the
 * shortest solution's depth, the branching along it (actions a player could try at each
 * step) and the bot's steps.
 */
import {
  AGENT_PERSONALITIES,
  AGENT_SETTINGS,
  AGENT_THEMES,
  checkSolvability,
  initialState,
  step,
  type Difficulty,
  type RoomPackage,
} from '@core';
import { candidateActions, searchContext } from '@core/engine/state-search';
import { indexRoom } from '@core/engine/engine-room';
import { measureRoomShape, type RoomShape } from '@core/checker/room-shape';
import { writeStoryboard } from '../writing/storyboard-writer';
import { designPuzzles } from './puzzle-designer';
import { assemblePackage, type SceneMedia } from '../../../model/assemble-package';
import type { RoomBrief } from '../../../model/room-design';
import { lockAnswerSpaces, spreadOf, type SpaceSpread } from './answer-spaces';
import { playScreenTrial, summarizeScreenRuns, type ScreenRoomRun, type ScreenSummary } from './screen-trial';

export interface BotTrialResult {
  difficulty: Difficulty;
  rooms: number;
  solved: number;
  meanDepth: number;
  meanBranching: number;
  /** The screen bot's steps, over the rooms it escaped. */
  meanBotSteps: number;
  meanLocks: number;
  meanSourcesPerLock: number;
  /** The puzzle chart's shape along the checker's shortest solution (room-shape.ts), over the rooms proven solvable. */
  shape: ShapeSummary;
  /** Entries a player could try on each code lock of every room (issue 30 item 6): min, median, under 1,000. */
  answerSpace: SpaceSpread;
  /** The screen bot's escapes, codes entered per lock and locks opened per pattern (screen-trial.ts). */
  screen: ScreenSummary;
  /** The blind guesser's, over the same rooms. */
  blind: ScreenSummary;
  /** One line per room that failed the proof or the screen bot (with the locks it could not open). */
  failures: string[];
}

export function briefFor(difficulty: Difficulty, seed: number): RoomBrief {
  return {
    title: `Trial ${seed}`,
    description: 'A room for the bot trial',
    difficulty,
    theme: AGENT_THEMES[seed % AGENT_THEMES.length],
    seed: seed * 7919 + 17,
    agent: {
      name: 'Ermie',
      personality: AGENT_PERSONALITIES[Math.floor(seed / 3) % AGENT_PERSONALITIES.length],
      setting: AGENT_SETTINGS[Math.floor(seed / 2) % AGENT_SETTINGS.length],
      theme: AGENT_THEMES[(seed + 3) % AGENT_THEMES.length],
    },
  };
}

/**
 * Code hashes of trial rooms use this many PBKDF2 rounds instead of the published 5,000.
 * The slow KDF guards downloaded packages (and is timed by the generation bench); in a trial
 * of thousands of rooms it would only multiply the run time, and the hash is checked the same way.
 */
export const TRIAL_KDF_ITERATIONS = 1;

/** Storyboard, puzzle design and package of `brief`, unpainted (fallback placements). */
export function generateUnpainted(brief: RoomBrief) {
  const storyboard = writeStoryboard(brief);
  const design = designPuzzles(brief, storyboard);
  const media: Record<number, SceneMedia> = {};
  for (const scene of design.scenes)
    media[scene.scene_index] = { image_url: `trial://${scene.id}`, width: 1024, height: 768, placements: [] };
  const pkg = assemblePackage({
    roomId: `trial-${brief.seed}`,
    title: brief.title,
    description: brief.description,
    difficulty: brief.difficulty,
    theme: brief.theme,
    version: 'trial',
    design,
    media,
    kdfIterations: TRIAL_KDF_ITERATIONS,
  });
  return { design, pkg };
}

/** Mean number of actions a thorough player could try at each state along `path`. */
function branchingAlong(pkg: RoomPackage, solutions: Record<string, string>, path: Parameters<typeof step>[2][]) {
  const ctx = searchContext(indexRoom(pkg), solutions);
  let state = initialState(pkg);
  let total = 0;
  for (const action of path) {
    total += candidateActions(ctx, state).length;
    state = step(pkg, state, action).state;
  }
  return path.length > 0 ? total / path.length : 0;
}

const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export interface ShapeSummary {
  /** Mean over rooms of each room's mean open puzzles per moment; the most open at any moment of any room. */
  meanOpen: number;
  maxOpen: number;
  /** Mean over rooms of the share of moments with a single open puzzle. */
  singleOpenShare: number;
  offPathShare: number;
  meanSteps: number;
  meanDepth: number;
}

export function summarizeShapes(shapes: RoomShape[]): ShapeSummary {
  return {
    meanOpen: mean(shapes.map((s) => s.meanOpen)),
    maxOpen: Math.max(0, ...shapes.map((s) => s.maxOpen)),
    singleOpenShare: mean(shapes.map((s) => s.singleOpenShare)),
    offPathShare: mean(shapes.map((s) => s.offPathShare)),
    meanSteps: mean(shapes.map((s) => s.steps)),
    meanDepth: mean(shapes.map((s) => s.depth)),
  };
}

export function runBotTrial(difficulty: Difficulty, seeds: number, firstSeed = 0): BotTrialResult {
  const depths: number[] = [];
  const branching: number[] = [];
  const botSteps: number[] = [];
  const locks: number[] = [];
  const sources: number[] = [];
  const shapes: RoomShape[] = [];
  const failures: string[] = [];
  const spaces: number[] = [];
  const screenRuns: ScreenRoomRun[] = [];
  const blindRuns: ScreenRoomRun[] = [];
  for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
    const brief = briefFor(difficulty, seed);
    const { design, pkg } = generateUnpainted(brief);
    spaces.push(...lockAnswerSpaces(pkg.scenes.flatMap((s) => s.elements)));
    const report = checkSolvability(pkg, design.solutions);
    if (!report.solvable || report.dead_end_count > 0) {
      failures.push(`${difficulty} seed ${seed}: not proven solvable: ${report.reason}`);
      continue;
    }
    // The chart's shape along the proof's shortest solution, whatever the bots do.
    const path = report.shortest_solution!;
    depths.push(path.length);
    shapes.push(measureRoomShape(pkg, design.solutions, path));
    branching.push(branchingAlong(pkg, design.solutions, path));
    const lockElements = pkg.scenes.flatMap((s) => s.elements).filter((e) => e.requires.code_hash);
    locks.push(lockElements.length);
    sources.push(...lockElements.map((l) => l.requires.clue_sources.length));
    // The bots see only the play screen of the released room: every code must come from the texts they read.
    const run = playScreenTrial(pkg, design.solutions, seed, 'reason');
    screenRuns.push(run);
    blindRuns.push(playScreenTrial(pkg, design.solutions, seed, 'blind'));
    if (run.escaped) botSteps.push(run.steps);
    else
      failures.push(
        `${difficulty} seed ${seed}: the screen bot did not escape (${run.steps} steps); stuck at ${run.stuck.join('; ')}`,
      );
  }
  return {
    difficulty,
    rooms: seeds,
    solved: seeds - failures.length,
    meanDepth: mean(depths),
    meanBranching: mean(branching),
    meanBotSteps: mean(botSteps),
    meanLocks: mean(locks),
    meanSourcesPerLock: mean(sources),
    shape: summarizeShapes(shapes),
    answerSpace: spreadOf(spaces),
    screen: summarizeScreenRuns(screenRuns),
    blind: summarizeScreenRuns(blindRuns),
    failures,
  };
}

export function formatBotTrial(r: BotTrialResult): string {
  const pct = ((100 * r.solved) / r.rooms).toFixed(1);
  const blind = ((100 * r.blind.escaped) / r.rooms).toFixed(1);
  return (
    `  ${r.difficulty.padEnd(6)} ${r.rooms} rooms: screen bot solved ${pct} %, ${r.screen.meanTries.toFixed(2)} codes ` +
    `entered per lock opened, blind guesser ${blind} %; shortest solution ${r.meanDepth.toFixed(1)} steps, ` +
    `branching ${r.meanBranching.toFixed(1)}, bot steps ${r.meanBotSteps.toFixed(1)}, ` +
    `locks ${r.meanLocks.toFixed(1)} with ${r.meanSourcesPerLock.toFixed(1)} clues each`
  );
}
