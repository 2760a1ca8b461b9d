/**
 * The offline critique of validate-escape-room: what the storyboard, the design and the
 * checker's report say about pacing (steps per scene for the difficulty), fairness (every
 * code's clue reachable before its lock, hints present, no dead ends) and theme fit (the
 * theme's and the setting's words in the scene texts). The verdict itself is the checker's.
 */
import {
  initialState,
  step,
  type Critique,
  type Difficulty,
  type GameState,
  type RoomPackage,
  type SolvabilityReport,
  type Storyboard,
} from '@core';
import type { RoomDesign } from '../../../model/room-design';
import type { SettingMaterial, ThemeMaterial } from '../material/theme-material';

/**
 * Steps per scene a player enjoys at each difficulty (the offline designer's rooms sit inside). Scenes
 * with parallel chains feeding a meta lock (issue 30 item 1) take more steps than a corridor did.
 */
export const PACING_BANDS: Record<Difficulty, [number, number]> = {
  easy: [5, 11],
  medium: [8, 15],
  hard: [12, 21],
  expert: [14, 24],
};

export interface ClueCheck {
  lock: string;
  clue: string | null;
  /**
   * True when the clue was read (or carried) before the lock was opened on the shortest solution; null when that cannot be judged (the lock is not on a solution).
   */
  reachable: boolean | null;
}

export interface CritiqueFacts {
  difficulty: Difficulty;
  solvable: boolean;
  reason: string | null;
  scene_count: number;
  steps: number;
  depth: number;
  steps_per_scene: number;
  band: [number, number];
  clue_checks: ClueCheck[];
  /** Elements a player must solve that have no hint. */
  hintless: string[];
  dead_ends: number;
  theme: string;
  setting: string;
  /** Per scene: the theme and setting words its text uses. */
  theme_words: string[][];
}

const names = (design: RoomDesign) => new Map(design.scenes.flatMap((s) => s.elements.map((e) => [e.id, e] as const)));

/** The states along the shortest solution (the first is the start). Empty when there is none. */
export function statesAlong(pkg: RoomPackage, report: SolvabilityReport | null): GameState[] {
  if (!report?.shortest_solution) return [];
  const states = [initialState(pkg)];
  for (const action of report.shortest_solution) {
    const result = step(pkg, states[states.length - 1], action);
    if (!result.success) break;
    states.push(result.state);
  }
  return states;
}

/** The number of scenes the shortest solution passes through. */
export const depthOf = (states: GameState[]): number => new Set(states.map((s) => s.scene_id)).size;

function clueChecks(design: RoomDesign, pkg: RoomPackage | null, report: SolvabilityReport | null): ClueCheck[] {
  const byId = names(design);
  const states = pkg ? statesAlong(pkg, report) : [];
  const actions = report?.shortest_solution ?? [];
  const locks = [...byId.values()].filter((e) => e.element_type === 'combination_lock');
  return locks.map((lock) => {
    const clueId = lock.requires.clue_from ?? null;
    const clue = clueId ? byId.get(clueId) : undefined;
    if (!clueId || !clue) return { lock: lock.name, clue: null, reachable: false };
    const opened = actions.findIndex((a) => a.type === 'interact' && a.element_id === lock.id && a.input);
    if (opened < 0) return { lock: lock.name, clue: clue.name, reachable: null };
    const before = states.slice(0, opened + 1);
    // The clue counts when it was read (inspected) or carried before the code was entered.
    const reachable = before.some(
      (state) => state.inspected.includes(clueId) || state.inventory.some((item) => item.elementId === clueId),
    );
    return { lock: lock.name, clue: clue.name, reachable };
  });
}

const wordsOf = (theme: ThemeMaterial, setting: SettingMaterial): string[] => {
  const words = [
    ...theme.adjectives,
    ...theme.words,
    theme.name,
    setting.name,
    ...setting.places.map((p) => p.title.replace(/^the\s+/i, '')),
    ...[...setting.clues, ...setting.locks, ...setting.containers, ...setting.chests, ...setting.doors].map(
      (t) => t.name,
    ),
  ];
  const generic = new Set(['room', 'rooms', 'door', 'doors', 'hall', 'wall', 'with', 'that', 'this', 'from', 'great']);
  return [...new Set(words.flatMap((w) => w.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []))].filter(
    (word) => !generic.has(word),
  );
};

export function critiqueFacts(args: {
  storyboard: Storyboard;
  design: RoomDesign;
  pkg: RoomPackage | null;
  report: SolvabilityReport | null;
  solvable: boolean;
  reason: string | null;
  difficulty: Difficulty;
  theme: ThemeMaterial;
  setting: SettingMaterial;
}): CritiqueFacts {
  const { design, report, storyboard } = args;
  const states = args.pkg ? statesAlong(args.pkg, report) : [];
  const steps = args.solvable ? (report?.shortest_solution?.length ?? 0) : 0;
  const sceneCount = design.scenes.length;
  const onPath = new Set((report?.shortest_solution ?? []).map((a) => ('element_id' in a ? a.element_id : '')));
  const vocabulary = wordsOf(args.theme, args.setting);
  return {
    difficulty: args.difficulty,
    solvable: args.solvable,
    reason: args.reason,
    scene_count: sceneCount,
    steps,
    depth: depthOf(states),
    steps_per_scene: sceneCount ? Math.round((steps / sceneCount) * 10) / 10 : 0,
    band: PACING_BANDS[args.difficulty],
    clue_checks: clueChecks(design, args.pkg, report),
    hintless: [...names(design).values()]
      .filter((e) => onPath.has(e.id) && e.hints.every((h) => !h.trim()))
      .map((e) => e.name),
    dead_ends: report?.dead_end_count ?? 0,
    theme: args.theme.name,
    setting: args.setting.name,
    theme_words: storyboard.scenes.map((scene) => {
      const text = `${scene.title} ${scene.description}`.toLowerCase();
      return vocabulary.filter((word) => new RegExp(`\\b${word}`).test(text));
    }),
  };
}

/** 'an easy room', 'a medium room'. */
const aRoom = (difficulty: string) => `${/^[aeiou]/.test(difficulty) ? 'an' : 'a'} ${difficulty} room`;
const clamp = (n: number) => Math.max(1, Math.min(5, Math.round(n)));
const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** The findings in sentences (the critique's and the Gemini prompt's material). */
export function writeCritique(facts: CritiqueFacts): Critique {
  const suggestions: string[] = [];
  const [low, high] = facts.band;
  const per = facts.steps_per_scene;
  let pacing: string;
  let pacingScore: number;
  if (!facts.solvable) {
    pacing = 'Pacing cannot be judged until the room is solvable.';
    pacingScore = 1;
  } else if (per < low) {
    pacing = `${facts.steps} steps over ${facts.scene_count} scenes (${per} per scene) is brisk for ${aRoom(facts.difficulty)} (${low}-${high} per scene reads well).`;
    pacingScore = 5 - (low - per);
    suggestions.push('Add a step or two per scene: a hidden item behind a search, or a clue that opens a lock.');
  } else if (per > high) {
    pacing = `${facts.steps} steps over ${facts.scene_count} scenes (${per} per scene) is slow for ${aRoom(facts.difficulty)} (${low}-${high} per scene reads well).`;
    pacingScore = 5 - (per - high) / 2;
    suggestions.push('Split the longest chain across another scene, or raise the difficulty.');
  } else {
    pacing = `${facts.steps} steps over ${facts.scene_count} scenes (${per} per scene) suits ${aRoom(facts.difficulty)}; the shortest solution passes through ${facts.depth} scenes.`;
    pacingScore = 5;
  }

  const unfair = facts.clue_checks.filter((c) => c.reachable === false);
  const problems: string[] = [];
  const clueless = unfair.filter((c) => !c.clue);
  const late = unfair.filter((c) => c.clue);
  if (clueless.length)
    problems.push(
      `${list(clueless.map((c) => `"${c.lock}"`))} take${clueless.length === 1 ? 's' : ''} a code no clue gives`,
    );
  if (late.length)
    problems.push(
      `the clue of ${list(late.map((c) => `"${c.lock}"`))} (${list(late.map((c) => `"${c.clue}"`))}) is not read before the lock`,
    );
  if (facts.hintless.length) problems.push(`${list(facts.hintless.map((n) => `"${n}"`))} give no hint`);
  if (facts.dead_ends) problems.push(`${facts.dead_ends} dead end(s) where the exit can no longer be reached`);
  if (!facts.solvable && facts.reason) problems.push(`the checker says: ${facts.reason.replace(/\.$/, '')}`);
  const locks = facts.clue_checks.length;
  const fairness = problems.length
    ? `Not yet fair: ${problems.join('; ')}.`
    : `Fair: ${locks ? `every code's clue (${locks}) can be found before its lock, ` : ''}every step has a hint and there are no dead ends.`;
  if (clueless.length) suggestions.push(`Give ${clueless[0].lock} a clue the player can read before it.`);
  if (late.length) suggestions.push(`Put the clue for ${late[0].lock} where the player reads it before the lock.`);
  if (facts.hintless.length) suggestions.push(`Write a hint for ${facts.hintless[0]}.`);

  const themed = facts.theme_words.filter((words) => words.length > 0).length;
  const total = facts.theme_words.length;
  const sample = [...new Set(facts.theme_words.flat())].slice(0, 4);
  const theme_fit =
    themed === total
      ? `Every scene speaks the ${facts.theme} ${facts.setting.toLowerCase()} language (${list(sample.map((w) => `“${w}”`))}).`
      : `${themed} of ${total} scenes use words of the ${facts.theme} theme or the ${facts.setting.toLowerCase()}${sample.length ? ` (${list(sample.map((w) => `“${w}”`))})` : ''}; the others could be anywhere.`;
  if (themed < total) {
    const bare = facts.theme_words.findIndex((words) => words.length === 0);
    suggestions.push(`Name something of the ${facts.setting.toLowerCase()} in scene ${bare + 1}'s description.`);
  }
  return {
    pacing,
    fairness,
    theme_fit,
    scores: {
      pacing: clamp(pacingScore),
      fairness: clamp(
        5 - unfair.length - (facts.hintless.length ? 1 : 0) - Math.min(2, facts.dead_ends) - (facts.solvable ? 0 : 2),
      ),
      theme_fit: clamp(1 + (4 * themed) / Math.max(1, total)),
    },
    suggestions: suggestions.slice(0, 5),
  };
}

/** The facts as short lines for the Gemini critique prompt. */
export function critiqueFindings(facts: CritiqueFacts): string[] {
  const lines = [
    `${facts.steps} steps over ${facts.scene_count} scenes (${facts.steps_per_scene} per scene; ${facts.band[0]}-${facts.band[1]} suits ${facts.difficulty}).`,
    ...facts.clue_checks.map((c) =>
      c.reachable
        ? `The clue "${c.clue}" is found before the lock "${c.lock}".`
        : `The lock "${c.lock}" has no clue found before it.`,
    ),
    facts.hintless.length ? `No hint: ${facts.hintless.join(', ')}.` : 'Every step on the solution has a hint.',
    `${facts.dead_ends} dead ends.`,
    `Theme ${facts.theme}, setting ${facts.setting}; theme words per scene: ${facts.theme_words.map((w) => w.length).join(', ')}.`,
  ];
  return lines;
}
