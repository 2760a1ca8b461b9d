/**
 * Issue 30 item 2: at least a fifth of a room's things are off the solution path, telling the
 * story without misleading: no story text holds a room's code or a clue's scratched sign, and
 * neither the checker's way out nor a hint ever sends the player to a story thing.
 */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  DIFFICULTIES,
  checkSolvability,
  initialState,
  offerHint,
  sealPackage,
  step,
  stepSealed,
  type RoomPackage,
} from '@core';
import { measureRoomShape } from '@core/checker/room-shape';
import { ART_KINDS } from '../../../model/room-design';
import { SETTINGS } from '../material/theme-material';
import { STORY_BY_SETTING, storyTextMisleads } from '../material/story-things';
import { MARKS } from './code-puzzles';
import { briefFor, generateUnpainted } from './bot-trial';

const ROOMS_PER_DIFFICULTY = 16;

/** Story things: looked at for their text, needing nothing, yielding nothing, read by no lock. */
function storyIds(pkg: RoomPackage): Set<string> {
  const elements = pkg.scenes.flatMap((scene) => scene.elements);
  const read = new Set(
    elements.flatMap((e) => [...e.requires.clue_sources, ...e.requires.items, ...e.requires.solved]),
  );
  const y = (e: (typeof elements)[number]) =>
    e.yields.collect ||
    e.yields.escape ||
    !!e.yields.next_scene_id ||
    e.yields.reveals.length + e.yields.unlocks.length;
  return new Set(
    elements
      .filter((e) => e.element_type === 'clickable_object' && e.clue_text && !y(e) && !read.has(e.id))
      .filter((e) => e.requires.items.length === 0 && !e.requires.code_hash)
      .map((e) => e.id),
  );
}

/** The signs scratched on the room's clues and locks ('trident'). */
const marksOf = (pkg: RoomPackage) => {
  const text = pkg.scenes.flatMap((s) => s.elements.map((e) => `${e.description} ${e.clue_text}`)).join(' ');
  return MARKS.filter((mark) => new RegExp(`scratched a small ${mark}`).test(text));
};

describe('story material', () => {
  it.each(SETTINGS.map((s) => [s.name, s] as const))(
    '%s has fifteen story things, drawn with known art, named apart from its puzzle things, misleading nobody',
    (name, setting) => {
      const story = STORY_BY_SETTING[name];
      expect(story.things.length).toBeGreaterThanOrEqual(6);
      expect(story.things.length + story.framed.length).toBeGreaterThanOrEqual(15);
      const puzzleNames = new Set(
        [...setting.clues, ...setting.locks, ...setting.containers, ...setting.chests, ...setting.doors].map(
          (t) => t.name,
        ),
      );
      const all = [...story.things, ...story.framed];
      expect(all.filter((t) => puzzleNames.has(t.name)).map((t) => t.name)).toEqual([]);
      expect(all.filter((t) => !(ART_KINDS as readonly string[]).includes(t.art)).map((t) => t.name)).toEqual([]);
      const texts = [
        ...story.things.map((t) => `${t.name}. ${t.look}. ${t.text}`),
        ...story.framed.map((t) => `${t.name}. ${t.look}. ${t.frame.replace(/\{\w+\}/g, 'it')}`),
      ];
      expect(texts.filter((text) => storyTextMisleads(text))).toEqual([]);
    },
  );

  it('finds what misleads: digits, puzzle words, capitals and the room codes', () => {
    expect(storyTextMisleads('She left at 9 sharp.')).toMatch(/digit/);
    expect(storyTextMisleads('Three sisters lived here.')).toMatch(/puzzle word/);
    expect(storyTextMisleads('A red scarf.')).toMatch(/puzzle word/);
    expect(storyTextMisleads('Remember the RAVEN.')).toMatch(/capitals/);
    expect(storyTextMisleads('The raven came back.', ['RAVEN'])).toMatch(/room word/);
    expect(storyTextMisleads('The house was quiet after the dinner.')).toBeNull();
  });
});

describe('story elements in generated rooms', () => {
  it.each(DIFFICULTIES.map((d) => [d] as const))(
    `%s: in each of ${ROOMS_PER_DIFFICULTY} rooms a fifth of the things are off the path, and no story text holds a code or a sign`,
    (difficulty) => {
      const shares: number[] = [];
      const problems: string[] = [];
      for (let seed = 0; seed < ROOMS_PER_DIFFICULTY; seed++) {
        const { design, pkg } = generateUnpainted(briefFor(difficulty, seed));
        const report = checkSolvability(pkg, design.solutions);
        expect(report.solvable).toBe(true);
        const path = report.shortest_solution!;
        shares.push(measureRoomShape(pkg, design.solutions, path).offPathShare);
        const story = storyIds(pkg);
        if (story.size === 0) problems.push(`seed ${seed}: no story thing`);
        const onPath = path.filter((a) => 'element_id' in a && story.has(a.element_id));
        if (onPath.length > 0) problems.push(`seed ${seed}: the way out taps a story thing`);
        const avoid = [...Object.values(design.solutions), ...marksOf(pkg)];
        for (const el of pkg.scenes.flatMap((s) => s.elements).filter((e) => story.has(e.id))) {
          const why = storyTextMisleads(`${el.name}. ${el.description} ${el.clue_text}`, avoid);
          if (why) problems.push(`seed ${seed} ${el.id}: ${why}`);
        }
      }
      expect(problems).toEqual([]);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.2);
    },
  );

  it('when a room is sealed for players, then a story thing in sight reads its text when looked at', () => {
    for (let seed = 0; seed < 4; seed++) {
      const { design, pkg } = generateUnpainted(briefFor('medium', seed));
      const sealed = sealPackage(pkg, design.solutions, { randomBytes: (n) => new Uint8Array(randomBytes(n)) });
      const story = storyIds(pkg);
      const start = pkg.scenes.find((scene) => scene.id === pkg.start_scene_id)!;
      const thing = start.elements.find((e) => story.has(e.id))!;
      expect(JSON.stringify(sealed)).not.toContain(JSON.stringify(thing.clue_text));
      const action = { type: 'interact', element_id: thing.id } as const;
      const looked = stepSealed(sealed, {}, initialState(sealed), action);
      expect(looked.result.success).toBe(true);
      expect(looked.result.message).toContain(thing.clue_text);
    }
  });

  it('when a player follows the way out and asks for hints, then no hint sends them to a story thing', () => {
    const strays: string[] = [];
    for (const difficulty of ['easy', 'medium'] as const) {
      for (let seed = 0; seed < 4; seed++) {
        const { design, pkg } = generateUnpainted(briefFor(difficulty, seed));
        const story = storyIds(pkg);
        let state = initialState(pkg);
        for (const action of checkSolvability(pkg, design.solutions).shortest_solution!) {
          const hint = offerHint(pkg, state);
          if (hint && story.has(hint.element_id)) strays.push(`${difficulty} ${seed}: ${hint.element_id}`);
          state = step(pkg, state, action).state;
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
