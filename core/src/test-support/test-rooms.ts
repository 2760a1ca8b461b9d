/**
 * Room fixtures for tests, built from the public contract only, so any engineer's
 * tests can use them: `buildRoom` turns a terse spec into a parsed RoomPackage plus
 * its solutions; the element helpers cover the usual puzzle pieces. Random room
 * generators and fast-check arbitraries live in test-rooms-random.ts.
 *
 * Not exported from the core index: import from '@core/test-support/test-rooms'.
 */
import { hashCode } from '../engine/code';
import {
  RoomPackageSchema,
  type ElementRequires,
  type ElementYields,
  type PlayElementInput,
  type RoomPackage,
  type RoomSolutions,
} from '../engine/room';

export interface ElementSpec extends Omit<Partial<PlayElementInput>, 'requires' | 'yields'> {
  id: string;
  /** A combination: sets `requires.code_hash` and records the solution. */
  code?: string;
  requires?: Partial<ElementRequires>;
  yields?: Partial<ElementYields>;
}

export interface SceneSpec {
  id: string;
  name?: string;
  description?: string;
  elements: ElementSpec[];
}

export interface RoomSpec {
  id?: string;
  title?: string;
  salt?: string;
  start_scene_id?: string;
  scenes: SceneSpec[];
  /** Extra or overriding solutions (for example a deliberately wrong one). */
  solutions?: RoomSolutions;
}

export interface BuiltRoom {
  pkg: RoomPackage;
  solutions: RoomSolutions;
}

const humanize = (id: string) => id.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function guessType(spec: ElementSpec): PlayElementInput['element_type'] {
  if (spec.code !== undefined || spec.requires?.code_hash) return 'combination_lock';
  if (spec.yields?.collect) return spec.visible === false ? 'hidden_item' : 'key';
  if (spec.yields?.next_scene_id || spec.yields?.escape) return 'door';
  return 'clickable_object';
}

function guessInteraction(spec: ElementSpec): string {
  if (spec.yields?.escape) return 'exit';
  if (spec.yields?.next_scene_id) return 'scene_transition';
  if (spec.code !== undefined) return 'combination';
  if (spec.yields?.collect) return 'collect';
  if (spec.requires?.items?.length) return 'use_item';
  return 'click';
}

/** Builds a parsed (defaults filled) room package and its solutions from a terse spec. */
export function buildRoom(spec: RoomSpec): BuiltRoom {
  const salt = spec.salt ?? 'test-salt';
  const solutions: RoomSolutions = {};
  const scenes = spec.scenes.map((scene, sceneIndex) => ({
    id: scene.id,
    name: scene.name ?? humanize(scene.id),
    description: scene.description ?? `The ${humanize(scene.id).toLowerCase()}.`,
    image_url: `/test/${scene.id}.png`,
    order_index: sceneIndex,
    image_resolution: { width: 1024, height: 768 },
    elements: scene.elements.map((el, i) => {
      const { code, requires, yields, ...rest } = el;
      if (code !== undefined) solutions[el.id] = code;
      return {
        name: humanize(el.id),
        element_type: guessType(el),
        interaction_type: guessInteraction(el),
        x_position: 100 + ((i * 137) % 800),
        y_position: 120 + ((i * 89) % 500),
        description: `A ${humanize(el.id).toLowerCase()}.`,
        ...rest,
        requires: { ...requires, ...(code !== undefined ? { code_hash: hashCode(salt, el.id, code) } : {}) },
        yields: { ...yields },
      };
    }),
  }));
  const pkg = RoomPackageSchema.parse({
    id: spec.id ?? 'test-room',
    title: spec.title ?? 'Test Room',
    description: 'A room built for tests.',
    difficulty: 'medium',
    theme: 'Mystery',
    version: '1',
    salt,
    start_scene_id: spec.start_scene_id ?? spec.scenes[0]?.id ?? 'missing',
    scenes,
  });
  return { pkg, solutions: { ...solutions, ...spec.solutions } };
}

type Extra = Partial<ElementSpec>;

/** A note or object whose text carries a clue. */
export const clue = (id: string, text: string, extra: Extra = {}): ElementSpec => ({ id, clue_text: text, ...extra });

/** A key (or any item) that goes into the inventory when tapped. */
export const keyItem = (id: string, extra: Extra = {}): ElementSpec => ({
  id,
  element_type: 'key',
  ...extra,
  yields: { collect: true, ...extra.yields },
});

/** A combination lock whose code is read on `clueFrom`. */
export const codeLock = (
  id: string,
  code: string,
  clueFrom: string | undefined,
  yields: Partial<ElementYields>,
  extra: Extra = {},
): ElementSpec => ({
  id,
  code,
  ...extra,
  requires: { ...(clueFrom ? { clue_from: clueFrom } : {}), ...extra.requires },
  yields,
});

/** A door: locked when it needs a key or is unlocked elsewhere; leads to a scene or out. */
export function door(
  id: string,
  opts: { key?: string; next?: string; escape?: boolean; locked?: boolean },
  extra: Extra = {},
): ElementSpec {
  return {
    id,
    initial_state: (opts.locked ?? opts.key !== undefined) ? 'locked' : 'available',
    ...extra,
    requires: { ...(opts.key ? { items: [opts.key] } : {}), ...extra.requires },
    yields: {
      ...(opts.next ? { next_scene_id: opts.next } : {}),
      ...(opts.escape ? { escape: true } : {}),
      ...extra.yields,
    },
  };
}

/**
 * A small two-scene room using every mechanism: a clue, a combination drawer that
 * reveals a hidden key, a locked door opened by that key, a lever unlocking the exit
 * and a pedestal that needs a gem before the exit responds. Shortest solution: 8 steps.
 */
export function sampleRoom(): BuiltRoom {
  return buildRoom({
    id: 'sample-room',
    scenes: [
      {
        id: 'study',
        elements: [
          clue('painting', 'Behind the frame someone scratched: 4-2-7', { points_awarded: 10 }),
          codeLock(
            'desk-drawer',
            '427',
            'painting',
            { reveals: ['brass-key'] },
            { success_message: 'The drawer slides open.', failure_message: 'The drawer stays shut.' },
          ),
          keyItem('brass-key', { visible: false, icon: 'key' }),
          door(
            'study-door',
            { key: 'brass-key', next: 'vault' },
            { failure_message: 'The door is locked. It needs a key.' },
          ),
          { id: 'bookshelf', description: 'Dusty books.' },
        ],
      },
      {
        id: 'vault',
        elements: [
          { id: 'lever', yields: { unlocks: ['exit-hatch'] } },
          keyItem('gem', { icon: 'gem' }),
          { id: 'pedestal', requires: { items: ['gem'] } },
          door(
            'exit-hatch',
            { escape: true, locked: true },
            { requires: { solved: ['pedestal'] }, points_awarded: 100 },
          ),
        ],
      },
    ],
  });
}
