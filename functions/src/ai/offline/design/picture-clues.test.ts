/**
 * Clues read from the picture in designed rooms (issue 30 item 5): the lock's first clue is a thing
 * painted into the scene (in plain sight, never picked up), the painter is told what to draw, the
 * scene's accessible description says the same words a close look gives, and hard and expert rooms
 * draw picture patterns that medium rooms never do.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS, AGENT_THEMES, describePicture, type Difficulty } from '@core';
import { writeStoryboard } from '../writing/storyboard-writer';
import { designPuzzles } from './puzzle-designer';
import { sceneArtElements, isPainted } from '../painter/scene-elements';
import type { RoomBrief, RoomDesign } from '../../../model/room-design';

const ROOMS = 40;
const PICTURED = ['drawn-count', 'left-to-right', 'colour-sequence', 'map-position'];
const ART = { 'jar-shelf': 'bookshelf', 'bottle-row': 'painting', 'striped-rug': 'rug', 'pinned-map': 'map' };

const brief = (seed: number, difficulty: Difficulty): RoomBrief => ({
  title: 'Pictures',
  description: 'A room for the picture clues',
  difficulty,
  theme: AGENT_THEMES[seed % AGENT_THEMES.length],
  seed: seed * 104729 + 11,
  agent: {
    name: 'Ermie',
    personality: 'Wise',
    setting: AGENT_SETTINGS[seed % AGENT_SETTINGS.length],
    theme: AGENT_THEMES[(seed + 5) % AGENT_THEMES.length],
  },
});

const design = (seed: number, difficulty: Difficulty): RoomDesign => {
  const b = brief(seed, difficulty);
  return designPuzzles(b, writeStoryboard(b));
};

/** Every problem with the room's picture clues; and the picture patterns its locks use. */
function pictureClues(room: RoomDesign): { problems: string[]; used: string[] } {
  const problems: string[] = [];
  const used: string[] = [];
  const elements = room.scenes.flatMap((scene) => scene.elements.map((el) => ({ el, scene })));
  for (const { el: lock } of elements) {
    if (lock.element_type !== 'combination_lock' || !PICTURED.includes(lock.requires.pattern ?? '')) continue;
    used.push(lock.requires.pattern!);
    const found = elements.find(({ el }) => el.id === lock.requires.clue_sources[0]);
    const picture = found?.el.picture;
    if (!found || !picture) {
      problems.push(`${lock.id}: its first clue has no picture`);
      continue;
    }
    const { el, scene } = found;
    const told = sceneArtElements(scene).find((e) => e.id === el.id)!;
    if (!isPainted(told) || told.picture !== picture) problems.push(`${el.id}: not painted with its picture`);
    if (el.art !== ART[picture.kind]) problems.push(`${el.id}: drawn as ${el.art}`);
    if (!scene.description.includes(describePicture(picture, `the ${el.name}`)))
      problems.push(`${scene.id}: its description does not say what the ${el.name} shows`);
    const words = describePicture(picture, 'the x').replace(/^The x /, '');
    if (!el.clue_text.includes(words)) problems.push(`${el.id}: a close look does not show the picture`);
  }
  return { problems, used };
}

describe('clues read from the picture (issue 30 item 5)', () => {
  const rooms = (difficulty: Difficulty) => Array.from({ length: ROOMS }, (_, seed) => design(seed, difficulty));
  const designed = new Map<Difficulty, ReturnType<typeof pictureClues>[]>();
  const found = (d: Difficulty) => designed.get(d) ?? designed.set(d, rooms(d).map(pictureClues)).get(d)!;

  it.each(['medium', 'hard', 'expert'] as const)(
    `when ${ROOMS} %s rooms are designed, then every picture clue is painted and the scene's description says what it shows`,
    (difficulty) => {
      const clues = found(difficulty);
      expect(clues.flatMap((f) => f.problems)).toEqual([]);
      // Most rooms have at least one.
      expect(clues.filter((f) => f.used.length > 0).length).toBeGreaterThan(ROOMS / 2);
    },
  );

  it('when rooms are designed, then hard and expert rooms use picture patterns that medium rooms never do', () => {
    const used = (d: 'medium' | 'hard' | 'expert') => new Set(found(d).flatMap((f) => f.used));
    const medium = used('medium');
    for (const d of ['hard', 'expert'] as const) {
      const beyond = [...used(d)].filter((p) => !medium.has(p));
      expect(beyond.sort(), d).toEqual(['drawn-count', 'map-position']);
    }
    expect([...medium].sort()).toEqual(['colour-sequence', 'left-to-right']);
  });
});
