/**
 * Issue 30 item 4: the texts of generated rooms read as a person wrote them. Rooms across every
 * setting, theme, difficulty and narrator voice (and now and then more scenes than the default)
 * are generated, and the text checker finds nothing in any title, premise, description, clue,
 * message or hint: no verb at odds with a plural name, no wrong "a"/"an", no doubled word, no
 * unfilled slot, no Greek-letter tag and no sentence that names what a thing is for.
 */
import { describe, expect, it } from 'vitest';
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
import { generateUnpainted } from './design/bot-trial';
import { writeStoryboard } from './writing/storyboard-writer';
import { writeNextScene } from './writing/scene-writer';
import { designPuzzles } from './design/puzzle-designer';
import { checkText, roomTexts, type PlayerText, type TextProblem } from './writing/text-check';
import type { RoomBrief } from '../../model/room-design';

/** 8 settings x 8 themes x 4 difficulties, four times over with other seeds, voices and titles. */
const ROOMS = 1024;
/** Play-time hints need the assembled package; a sample of the rooms is enough for their few generic lines. */
const PLAY_HINT_EVERY = 8;

function briefFor(i: number): RoomBrief {
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
 * The hints the game words at play time (core/hints), at every level for every element, as a player who
 * has seen the whole room would buy them: authored ones, and the generic lines with the room's names.
 */
function playHintTexts(pkg: RoomPackage): PlayerText[] {
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

const describeProblems = (problems: TextProblem[]) =>
  problems.slice(0, 20).map((p) => `${p.rule} "${p.found}" at ${p.where}: ${p.text}`);

describe('generated room texts', () => {
  it(`when ${ROOMS} rooms are generated across settings, themes, difficulties and voices, then the text checker finds nothing`, () => {
    const problems: TextProblem[] = [];
    const seen = { settings: new Set<string>(), themes: new Set<string>(), difficulties: new Set<string>() };
    let textsChecked = 0;
    const check = memoChecker();
    for (let i = 0; i < ROOMS; i++) {
      const brief = briefFor(i);
      const storyboard = writeStoryboard(brief);
      const design = designPuzzles(brief, storyboard);
      const found = roomTexts(design, storyboard).flatMap(check);
      problems.push(...found.map((p) => ({ ...p, where: `room ${i} (${brief.agent.setting}) ${p.where}` })));
      textsChecked += design.scenes.reduce((sum, s) => sum + s.elements.length, 0);
      seen.settings.add(brief.agent.setting);
      seen.themes.add(brief.theme);
      seen.difficulties.add(brief.difficulty);
    }
    expect(describeProblems(problems)).toEqual([]);
    expect(seen.settings.size).toBe(AGENT_SETTINGS.length);
    expect(seen.themes.size).toBe(AGENT_THEMES.length);
    expect(seen.difficulties.size).toBe(DIFFICULTIES.length);
    expect(textsChecked).toBeGreaterThan(ROOMS * 8);
  });

  it(`when every ${PLAY_HINT_EVERY}th room is played, then the hints the game words at play time read cleanly too`, () => {
    const problems: TextProblem[] = [];
    let hints = 0;
    for (let i = 0; i < ROOMS; i += PLAY_HINT_EVERY) {
      // A package needs a title; the wizard's may be blank (the storyboard's is used then).
      const texts = playHintTexts(generateUnpainted({ ...briefFor(i), title: `Room ${i}` }).pkg);
      hints += texts.length;
      problems.push(...texts.flatMap(checkText).map((p) => ({ ...p, where: `room ${i} ${p.where}` })));
    }
    expect(describeProblems(problems)).toEqual([]);
    expect(hints).toBeGreaterThan((ROOMS / PLAY_HINT_EVERY) * 30);
  });

  it('when a next scene is written for a storyboard of each setting, then its title and description read cleanly', () => {
    const problems: TextProblem[] = [];
    for (let i = 0; i < 64; i++) {
      const storyboard = writeStoryboard({ ...briefFor(i), scene_count: undefined });
      const scene = writeNextScene(storyboard);
      problems.push(
        ...checkText({ where: `next scene ${i} title`, text: scene.title }),
        ...checkText({ where: `next scene ${i} description`, text: scene.description }),
      );
    }
    expect(describeProblems(problems)).toEqual([]);
  });
});
