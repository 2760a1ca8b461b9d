/**
 * Random rooms for property tests. Solvable rooms are solvable by construction: each
 * scene ends in a gate (a door to the next scene, or the exit in the last one), and
 * everything a gate needs is placed in that scene or an earlier one, possibly hidden
 * in a container that has its own lock (so players sometimes walk back). Broken rooms
 * are solvable rooms with one known defect.
 */
import fc from 'fast-check';
import { createRandom } from '../checker/player-bot';
import { buildRoom, type BuiltRoom, type ElementSpec, type RoomSpec, type SceneSpec } from './test-rooms';

interface Gen {
  rnd: () => number;
  scenes: SceneSpec[];
  counter: number;
}

const int = (g: Gen, lo: number, hi: number) => lo + Math.floor(g.rnd() * (hi - lo + 1));
const pick = <T>(g: Gen, options: readonly T[]): T => options[int(g, 0, options.length - 1)];
const freshId = (g: Gen, prefix: string) => `${prefix}-${++g.counter}`;

/** Puts `el` in a scene up to `maxScene`, sometimes hidden in a container with its own lock. */
function place(g: Gen, el: ElementSpec, maxScene: number, depth: number): void {
  const sceneIndex = g.rnd() < 0.7 ? maxScene : int(g, 0, maxScene);
  if (depth > 0 && g.rnd() < 0.5) {
    el.visible = false;
    const container: ElementSpec = {
      id: freshId(g, pick(g, ['chest', 'drawer', 'cabinet', 'crate'])),
      yields: { reveals: [el.id] },
    };
    guard(g, container, maxScene, depth - 1);
    g.scenes[sceneIndex].elements.push(container);
  }
  g.scenes[sceneIndex].elements.push(el);
}

const MECHANISMS = ['none', 'key', 'code', 'lever', 'switch'] as const;

/** Gives `target` one way of being opened and places what that needs. */
function guard(g: Gen, target: ElementSpec, maxScene: number, depth: number): void {
  const mechanism = pick(g, MECHANISMS);
  if (mechanism === 'key') {
    const key: ElementSpec = { id: freshId(g, 'key'), yields: { collect: true } };
    target.requires = { ...target.requires, items: [key.id] };
    if (g.rnd() < 0.5) target.initial_state = 'locked';
    place(g, key, maxScene, depth);
  } else if (mechanism === 'code') {
    const code = String(int(g, 100, 9999));
    const note: ElementSpec = { id: freshId(g, 'note'), clue_text: `Scrawled on it: ${code.split('').join('-')}` };
    target.code = code;
    target.requires = { ...target.requires, clue_from: note.id };
    place(g, note, maxScene, depth);
  } else if (mechanism === 'lever') {
    const lever: ElementSpec = { id: freshId(g, 'lever'), yields: { unlocks: [target.id] } };
    target.initial_state = 'locked';
    place(g, lever, maxScene, depth);
  } else if (mechanism === 'switch') {
    const piece: ElementSpec = { id: freshId(g, 'switch') };
    target.requires = { ...target.requires, solved: [piece.id] };
    place(g, piece, maxScene, depth);
  }
}

/** The spec of a random solvable room with 2 to 5 scenes (the exit has the id "exit"). */
export function generateSolvableSpec(seed: number): RoomSpec {
  const g: Gen = { rnd: createRandom(seed), scenes: [], counter: 0 };
  const sceneCount = int(g, 2, 5);
  for (let i = 0; i < sceneCount; i++) g.scenes.push({ id: `scene-${i}`, elements: [] });
  for (let i = 0; i < sceneCount; i++) {
    const last = i === sceneCount - 1;
    const gate: ElementSpec = last
      ? { id: 'exit', yields: { escape: true } }
      : { id: `door-${i}`, yields: { next_scene_id: `scene-${i + 1}` } };
    guard(g, gate, i, 2);
    g.scenes[i].elements.push(gate);
    for (let d = int(g, 0, 2); d > 0; d--) {
      const decoy: ElementSpec =
        g.rnd() < 0.7
          ? { id: freshId(g, 'vase'), clue_text: 'Only dust.' }
          : { id: freshId(g, 'trinket'), yields: { collect: true } };
      g.scenes[i].elements.push(decoy);
    }
  }
  return { id: `random-room-${seed}`, salt: `salt-${seed}`, scenes: g.scenes };
}

export const generateSolvableRoom = (seed: number): BuiltRoom => buildRoom(generateSolvableSpec(seed));

export const BROKEN_KINDS = [
  'key_behind_own_lock',
  'missing_exit',
  'dangling_item',
  'missing_solution',
  'shared_key_dead_end',
] as const;
export type BrokenKind = (typeof BROKEN_KINDS)[number];

export interface BrokenRoom extends BuiltRoom {
  kind: BrokenKind;
  /** Ids the checker must name among the offending elements. */
  expected_offending: string[];
}

/** A random room with one known defect, built on the exit of a solvable room. */
export function generateBrokenRoom(seed: number, kind: BrokenKind): BrokenRoom {
  const spec = generateSolvableSpec(seed);
  const lastScene = spec.scenes[spec.scenes.length - 1];
  const exitIndex = lastScene.elements.findIndex((el) => el.id === 'exit');
  const plainExit: ElementSpec = { id: 'exit', yields: { escape: true } };
  lastScene.elements[exitIndex] = plainExit;
  let expected: string[] = [];
  let dropSolution: string | undefined;
  if (kind === 'key_behind_own_lock') {
    plainExit.requires = { items: ['sealed-key'] };
    lastScene.elements.push(
      { id: 'sealed-key', visible: false, yields: { collect: true } },
      {
        id: 'sealed-box',
        initial_state: 'locked',
        requires: { items: ['sealed-key'] },
        yields: { reveals: ['sealed-key'] },
      },
    );
    expected = ['sealed-key', 'sealed-box'];
  } else if (kind === 'missing_exit') {
    plainExit.yields = {};
  } else if (kind === 'dangling_item') {
    plainExit.requires = { items: ['ghost-key'] };
    expected = ['exit'];
  } else if (kind === 'missing_solution') {
    plainExit.code = '4711';
    plainExit.requires = { clue_from: 'final-note' };
    lastScene.elements.push({ id: 'final-note', clue_text: 'The year: 4711' });
    dropSolution = 'exit';
    expected = ['exit'];
  } else {
    plainExit.requires = { items: ['brass-key'] };
    lastScene.elements.push(
      { id: 'brass-key', yields: { collect: true } },
      { id: 'trapdoor', requires: { items: ['brass-key'] } },
    );
    expected = ['exit'];
  }
  const built = buildRoom(spec);
  if (dropSolution) delete built.solutions[dropSolution];
  return { ...built, kind, expected_offending: expected };
}

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });

/** fast-check arbitrary of solvable rooms (reproducible from the seed in the counterexample). */
export const arbSolvableRoom = (): fc.Arbitrary<BuiltRoom & { seed: number }> =>
  seedArb.map((seed) => ({ ...generateSolvableRoom(seed), seed }));

/** fast-check arbitrary of rooms with one known defect. */
export const arbBrokenRoom = (): fc.Arbitrary<BrokenRoom & { seed: number }> =>
  fc
    .tuple(fc.constantFrom(...BROKEN_KINDS), seedArb)
    .map(([kind, seed]) => ({ ...generateBrokenRoom(seed, kind), seed }));
