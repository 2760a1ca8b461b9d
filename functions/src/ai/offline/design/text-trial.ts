/**
 * The text trial behind offline-room-texts.test.ts (a sample) and `npm run bench` (1,024 rooms,
 * scripts/bench/room-texts.ts): rooms over every setting, theme, difficulty and narrator voice are
 * generated and the text checker (writing/text-check.ts) reads every text a player reads in them:
 * the room's title, premise and backstory, scene titles and descriptions, element names,
 * descriptions and lock faces, clue texts, messages and authored hints, and for a sample of the
 * rooms the hints the game words at play time (core/hints).
 */
import {
  AGENT_PERSONALITIES,
  AGENT_SETTINGS,
  AGENT_THEMES,
  DIFFICULTIES,
  initialState,
  type Difficulty,
  type RoomPackage,
} from '@core';
import { indexRoom } from '@core/engine/engine-room';
import { hintText } from '@core/hints/hints-text';
import { writeStoryboard } from '../writing/storyboard-writer';
import { checkText, roomTexts, type PlayerText, type TextProblem, type TextRule } from '../writing/text-check';
import { designPuzzles } from './puzzle-designer';
import { generateUnpainted } from './bot-trial';
import type { RoomBrief } from '../../../model/room-design';

/** Room i of the trial: 8 settings x 8 themes x 4 difficulties run through once in every 256 rooms. */
export function textTrialBrief(i: number): RoomBrief {
  const setting = AGENT_SETTINGS[i % AGENT_SETTINGS.length];
  const theme = AGENT_THEMES[Math.floor(i / 8) % AGENT_THEMES.length];
  const difficulty: Difficulty = DIFFICULTIES[Math.floor(i / 64) % DIFFICULTIES.length];
  return {
    title: i % 3 === 0 ? '' : `Room ${i}`,
    description: i % 5 === 0 ? '' : 'A generated room',
    difficulty,
    theme,
    seed: i * 7919 + 13,
    // Every 16th room has more scenes than its difficulty gives, so places come round a second time.
    scene_count: i % 16 === 15 ? 6 + (i % 3) : undefined,
    agent: {
      name: i % 2 ? 'Ermie' : '',
      personality: AGENT_PERSONALITIES[(i * 3 + Math.floor(i / 256)) % AGENT_PERSONALITIES.length],
      setting,
      theme: AGENT_THEMES[(i + 3) % AGENT_THEMES.length],
    },
  };
}

/**
 * The hints the game words at play time, at every level for every element, as a player who has seen
 * the whole room would buy them: the authored ones, and the generic lines filled with the room's names.
 */
export function playHintTexts(pkg: RoomPackage): PlayerText[] {
  const index = indexRoom(pkg);
  const state = initialState(pkg);
  state.visited_scene_ids = pkg.scenes.map((scene) => scene.id);
  const elements = pkg.scenes.flatMap((scene) => scene.elements);
  for (const el of elements) state.elements[el.id] = { state: el.initial_state ?? 'available', visible: true };
  return elements.flatMap((el) =>
    ([0, 1, 2] as const).map((level) => ({
      where: `${el.id} play hint ${level}`,
      text: hintText(index, state, el, level),
      hint: true,
      owner: el.name,
    })),
  );
}

/** checkText, but each distinct text is read once: rooms share many lines, and the checker is the slow part. */
function memoChecker(): (entry: PlayerText) => TextProblem[] {
  const checked = new Map<string, TextProblem[]>();
  return (entry) => {
    const key = `${entry.hint ? 'hint' : ''}\u0000${entry.owner ?? ''}\u0000${entry.text}`;
    let found = checked.get(key);
    if (!found) checked.set(key, (found = checkText(entry)));
    return found.map((problem) => ({ ...problem, where: entry.where }));
  };
}

export interface TextTrialResult {
  rooms: number;
  /** Texts read from the designs, and play-time hints read. */
  texts: number;
  playHints: number;
  problems: TextProblem[];
  byRule: Partial<Record<TextRule, number>>;
  seen: { settings: Set<string>; themes: Set<string>; difficulties: Set<string> };
  ms: number;
}

/** Rooms 0 .. rooms-1 of the trial; play-time hints in every `playHintEvery`th (they need the assembled package). */
export function runTextTrial(rooms: number, playHintEvery = 8): TextTrialResult {
  const start = Date.now();
  const check = memoChecker();
  const result: TextTrialResult = {
    rooms,
    texts: 0,
    playHints: 0,
    problems: [],
    byRule: {},
    seen: { settings: new Set(), themes: new Set(), difficulties: new Set() },
    ms: 0,
  };
  const record = (i: number, brief: RoomBrief, texts: PlayerText[]) => {
    for (const problem of texts.flatMap(check)) {
      result.problems.push({ ...problem, where: `room ${i} (${brief.agent.setting}) ${problem.where}` });
      result.byRule[problem.rule] = (result.byRule[problem.rule] ?? 0) + 1;
    }
  };
  for (let i = 0; i < rooms; i++) {
    const brief = textTrialBrief(i);
    const storyboard = writeStoryboard(brief);
    const texts = roomTexts(designPuzzles(brief, storyboard), storyboard);
    result.texts += texts.length;
    record(i, brief, texts);
    if (i % playHintEvery === 0) {
      // A package needs a title; the wizard's may be blank (the storyboard's is used then).
      const hints = playHintTexts(generateUnpainted({ ...brief, title: `Room ${i}` }).pkg);
      result.playHints += hints.length;
      record(i, brief, hints);
    }
    result.seen.settings.add(brief.agent.setting);
    result.seen.themes.add(brief.theme);
    result.seen.difficulties.add(brief.difficulty);
  }
  result.ms = Date.now() - start;
  return result;
}
