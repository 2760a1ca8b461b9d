/**
 * Contract tests of issue 30 item 8 against the Gemini-format mock: a model's design is held to the
 * shape of offline rooms. A corridor (one lock per scene, one clue each) is laid out again by our
 * planner with the model's objects and reaches its difficulty's targets; a design that already
 * branches is kept with the patterns it picked; a pattern the library lacks is replaced; no code
 * the model wrote is used; every room passes the solvability checker.
 */
import { describe, expect, it } from 'vitest';
import { checkSolvability, textGivesAway, type Difficulty } from '@core';
import { measureRoomShape } from '@core/checker/room-shape';
import { designRoomStep } from '../../../domain/rooms/creation-steps';
import { assemblePackage } from '../../../model/assemble-package';
import type { RoomBrief, RoomDesign } from '../../../model/room-design';
import { shapeTargets } from '../../design/design-shape';
import { patternMenu } from '../../design/model-puzzles';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { sampleBrief } from '../../testing/offline-fixtures';
import { mockDesign, mockStoryboard, type WireDesign } from '../../testing/room-responder';
import { branchingEasyDesign } from '../../testing/shaped-designs';
import { puzzleDesignFlow } from './puzzle-design';

const gemini = useGeminiMock();
const STORY_LETTER = {
  ref: 'keeper-letter',
  name: 'Keeper’s letter',
  kind: 'clue' as const,
  look: 'a letter in faded, careful ink',
  description: 'A letter in faded, careful ink.',
  clue_text: 'The keeper wrote of storms, and of the long nights he spent waiting for the boats to come home.',
};
const SCENES: Record<Difficulty, number> = { easy: 2, medium: 3, hard: 4, expert: 5 };

const answer = (design: WireDesign) => ({ parts: [{ text: JSON.stringify(design) }] });
const elementsOf = (design: RoomDesign) => design.scenes.flatMap((s) => s.elements);
const codesOf = (design: WireDesign) =>
  design.scenes.flatMap((s) => s.elements.flatMap((e) => (e.code ? [e.code] : [])));

/** The room proven again by the checker, from its package, and its shape measured along the shortest solution. */
function proveAndMeasure(brief: RoomBrief, design: RoomDesign) {
  const pkg = assemblePackage({
    roomId: 'shape-contract',
    title: brief.title,
    description: brief.description,
    difficulty: brief.difficulty,
    theme: brief.theme,
    version: 'v',
    design,
    media: {},
  });
  const report = checkSolvability(pkg, design.solutions);
  expect(report.solvable && report.exhaustive && report.dead_end_count === 0, report.reason ?? '').toBe(true);
  return measureRoomShape(pkg, design.solutions, report.shortest_solution!);
}

/** No code the model wrote is a solution, and none is shown in any text of the room. */
function expectNoModelCode(design: RoomDesign, codes: string[]): void {
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) {
    expect(Object.values(design.solutions).map((c) => c.toUpperCase())).not.toContain(code.toUpperCase());
    for (const e of elementsOf(design))
      for (const text of [e.description, e.clue_text, e.success_message, ...e.hints])
        expect(textGivesAway(text, code), `${e.id} shows ${code}`).toBe(false);
  }
}

describe.each(['easy', 'medium', 'hard', 'expert'] as Difficulty[])(
  'a corridor from Gemini in a %s room',
  (difficulty) => {
    it('when the design has one lock per scene and one clue each, then our planner lays it out again to the targets with Gemini’s objects, our codes and library patterns', async () => {
      const brief = sampleBrief({ difficulty });
      const storyboard = mockStoryboard('The Tide Clock', SCENES[difficulty]);
      const corridor = mockDesign(storyboard);
      const lock = corridor.scenes[0].elements[1];
      lock.pattern = 'tide-reckoning'; // a pattern the library lacks
      corridor.scenes[1].elements.unshift(STORY_LETTER);
      gemini().enqueue(answer(corridor));

      const result = await puzzleDesignFlow({ brief, storyboard });

      const targets = shapeTargets(difficulty, SCENES[difficulty]);
      expect(result.shaping).toMatchObject({ reshaped: true, before: { meanOpen: 1, singleOpenShare: 1 } });
      expect(result.shaping!.shortfall.join('; ')).toMatch(/1\.00 puzzles open at once on average/);
      const shape = proveAndMeasure(brief, result.design);
      expect(result.shaping!.after).toEqual({
        meanOpen: shape.meanOpen,
        singleOpenShare: shape.singleOpenShare,
        depth: shape.depth,
      });
      expect(shape.meanOpen).toBeGreaterThanOrEqual(targets.meanOpen);
      expect(shape.singleOpenShare).toBeLessThanOrEqual(targets.singleOpenShare);
      expect(shape.depth).toBeGreaterThanOrEqual(targets.depth);

      // Gemini's story and objects: the storyboard's scenes, its exit, and its things in the scenes it put them in.
      expect(result.design.scenes.map((s) => s.title)).toEqual(storyboard.scenes.map((s) => s.title));
      const last = result.design.scenes.at(-1)!.elements;
      expect(last.find((e) => e.element_type === 'door')!.name).toBe(corridor.scenes.at(-1)!.elements.at(-1)!.name);
      const modelScene = new Map(
        corridor.scenes.flatMap((s) => s.elements.map((e) => [e.name, s.scene_index] as const)),
      );
      const used = result.design.scenes.flatMap((s) =>
        s.elements.filter((e) => modelScene.has(e.name)).map((e) => [e.name, s.scene_index] as const),
      );
      expect(used.length).toBeGreaterThanOrEqual(modelScene.size / 2);
      for (const [name, scene] of used) expect(scene, name).toBe(modelScene.get(name));
      // A thing to read no lock of Gemini's takes a code from tells Gemini's story in its scene, off the path.
      const letter = result.design.scenes[1].elements.find((e) => e.name === STORY_LETTER.name)!;
      expect(letter.clue_text).toContain(STORY_LETTER.clue_text);
      expect(elementsOf(result.design).filter((e) => e.requires.clue_sources.includes(letter.id))).toEqual([]);

      // From medium up, meta locks take several clues; every pattern is the library's; no code is Gemini's.
      const menu = patternMenu(difficulty);
      const locks = elementsOf(result.design).filter((e) => e.element_type === 'combination_lock');
      for (const l of locks) expect([...menu.digits, ...menu.word]).toContain(l.requires.pattern);
      if (difficulty !== 'easy') expect(locks.some((l) => l.requires.clue_sources.length >= 2)).toBe(true);
      expectNoModelCode(result.design, codesOf(corridor));
    });
  },
);

describe('patterns Gemini picks for a corridor', () => {
  it('when each lock names a library pattern, then the reshaped room’s lock of that name takes it, unless another lock took it first', async () => {
    const brief = sampleBrief({ difficulty: 'medium' });
    const storyboard = mockStoryboard('The Tide Clock', 3);
    const corridor = mockDesign(storyboard);
    const asked = ['colour-order', 'counting', 'found-sum'];
    corridor.scenes.forEach((scene, i) => (scene.elements[1].pattern = asked[i]));
    gemini().enqueue(answer(corridor));

    const result = await puzzleDesignFlow({ brief, storyboard });

    const locks = elementsOf(result.design).filter((e) => e.element_type === 'combination_lock');
    const modelLocks = corridor.scenes.map((scene) => scene.elements[1]);
    const kept = modelLocks.filter((m) => locks.some((l) => l.name === m.name));
    expect(kept.length).toBeGreaterThan(0);
    for (const m of kept) {
      const lock = locks.find((l) => l.name === m.name)!;
      const takenElsewhere = locks.some((l) => l !== lock && l.requires.pattern === m.pattern);
      expect(lock.requires.pattern === m.pattern || takenElsewhere, `${m.name}: ${lock.requires.pattern}`).toBe(true);
    }
  });
});

describe('a branching design from Gemini', () => {
  it('when the design meets the easy targets, then it is kept with the patterns it picked, and a pattern the library lacks is replaced by one of ours', async () => {
    const brief = sampleBrief({ difficulty: 'easy' });
    const storyboard = mockStoryboard('The Tide Clock', 2);
    const design = branchingEasyDesign(storyboard);
    gemini().enqueue(answer(design));

    const result = await puzzleDesignFlow({ brief, storyboard });

    expect(result.shaping).toMatchObject({ reshaped: false, shortfall: [] });
    const shape = proveAndMeasure(brief, result.design);
    expect(shape).toMatchObject({ meanOpen: 1.5, singleOpenShare: 0.5, depth: 4 });
    expect(result.shaping!.before).toEqual(result.shaping!.after);
    const patternOf = (name: string) => elementsOf(result.design).find((e) => e.name === name)!.requires.pattern;
    expect(patternOf('Atrium brass keypad')).toBe('counting');
    expect(patternOf('lettered padlock')).toBe('letter-number');
    // 'tide-reckoning' is no pattern of the library: the music box gets one the room has not used.
    const menu = patternMenu('easy');
    expect([...menu.digits, ...menu.word]).toContain(patternOf('music box'));
    expect(['counting', 'letter-number']).not.toContain(patternOf('music box'));
    expectNoModelCode(result.design, codesOf(design));
  });
});

describe('the design step’s retry', () => {
  it('when Gemini’s first design is refused, then the second request names the reason, and its design is used', async () => {
    const brief = sampleBrief({ difficulty: 'medium' });
    const storyboard = mockStoryboard('The Tide Clock', 3);
    const broken = mockDesign(storyboard);
    delete broken.scenes[0].elements[1].clue;
    gemini().enqueue(answer(broken));
    gemini().enqueue(answer(mockDesign(storyboard)));

    const step = await designRoomStep(brief, storyboard);

    expect(step.engine).toBe('gemini');
    expect(gemini().requests).toHaveLength(2);
    expect(gemini().lastPromptText()).toContain(
      'Your previous design was refused: its design did not hold together (the code_lock "keypad-0" names no clue',
    );
    const first = gemini().requests[0].body.contents!.flatMap((c) => c.parts.map((p) => String(p.text ?? '')));
    expect(first.join('\n')).not.toContain('Your previous design was refused');
  });

  it('when asked for a design, then the prompt lists the library’s patterns by id and asks for no code', async () => {
    const storyboard = mockStoryboard('The Tide Clock', 3);
    gemini().enqueue(answer(mockDesign(storyboard)));
    await puzzleDesignFlow({ brief: sampleBrief({ difficulty: 'hard' }), storyboard });
    const prompt = gemini().lastPromptText();
    for (const id of [...patternMenu('hard').digits, ...patternMenu('hard').word]) expect(prompt).toContain(`"${id}"`);
    expect(prompt).toContain('Never write a code');
    expect(prompt).toMatch(/at least 2\.2 puzzles/);
  });
});
