/**
 * A model's design as writing material for the offline room planner (issue 30 item 8): when the
 * model's puzzle chart falls short of its difficulty's shape (design-shape.ts), our planner lays
 * the chart out again (reshape-design.ts) with the model's own objects, named and described as
 * the model wrote them. Each object joins the list of its role (clue surfaces, code locks, things
 * to search, locked boxes, door keys, small keys, valuables, doors, the exit) ahead of the
 * setting's own things, which only fill in where the model named too few; a thing to read that
 * no lock of the model's chart takes its code from is a story thing of its scene.
 */
import type { RoomBrief } from '../../model/room-design';
import { materialFor, type Material } from '../offline/material/theme-material';
import type { ClueSpec, ContainerSpec, LockSpec, StoryThing, ThingSpec } from '../offline/material/types';
import { withIndefinite } from '../offline/writing/grammar';
import { artForName } from './art-for-name';
import { clueRefsOf, type ModelDesign, type ModelElement } from './model-design-schema';
import { patternMenu } from './model-puzzles';

/** Objects of the model's design, by the role the planner draws them for. */
export interface ModelObjects {
  clues: ClueSpec[];
  locks: LockSpec[];
  containers: ContainerSpec[];
  chests: ContainerSpec[];
  keys: ThingSpec[];
  smallKeys: ThingSpec[];
  treasures: ThingSpec[];
  doors: ThingSpec[];
  exits: ThingSpec[];
  /** The scene the model put each object in. */
  sceneOf: Map<object, number>;
}

/** How it looks as a noun phrase ('a ledger bound in cracked leather'): the model's look, its description's, or its name. */
export function lookOf(e: ModelElement): string {
  const phrase = (text: string) => text.trim().replace(/[.!]+$/, '');
  if (e.look?.trim()) return phrase(e.look.charAt(0).toLowerCase() + e.look.slice(1));
  const first = phrase(e.description.split(/(?<=[.!?])\s/)[0]);
  if (/^(?:an?|the|some)\s/i.test(first) && !/[.!?;:]/.test(first) && first.length <= 120)
    return first.charAt(0).toLowerCase() + first.slice(1);
  return withIndefinite(e.name.trim());
}

/** The kind of code a library pattern answers with, or 'any' for a name the library lacks. */
function accepts(difficulty: RoomBrief['difficulty'], pattern: string | undefined): LockSpec['accepts'] {
  const menu = patternMenu(difficulty);
  const id = pattern?.trim().toLowerCase() ?? '';
  if (menu.word.includes(id)) return 'word';
  return menu.digits.includes(id) ? 'digits' : 'any';
}

const ROLE = {
  clue: 'clues',
  code_lock: 'locks',
  item: 'treasures',
  door: 'doors',
  exit: 'exits',
} as const satisfies Partial<Record<ModelElement['kind'], keyof ModelObjects>>;

/** The element as the planner's material: a thing, with how a lock takes its code or how a box opens. */
function specOf(brief: RoomBrief, e: ModelElement): ThingSpec | ClueSpec | LockSpec | ContainerSpec {
  const name = e.name.trim();
  const thing: ThingSpec = { name, art: artForName(name, e.kind), look: lookOf(e) };
  if (e.kind === 'clue') return { ...thing, portable: e.hidden || undefined };
  if (e.kind === 'code_lock')
    return { ...thing, accepts: accepts(brief.difficulty, e.pattern), pattern: e.pattern?.trim() };
  if (e.kind === 'container') return { ...thing, open: `You open the ${name}` };
  return thing;
}

/** The list an element joins: a container needing an item is a locked box; a key a door or the exit needs is a door key. */
function roleOf(e: ModelElement, doorNeeds: ReadonlySet<string>): Exclude<keyof ModelObjects, 'sceneOf'> {
  if (e.kind === 'container') return e.needs?.length ? 'chests' : 'containers';
  if (e.kind === 'key') return doorNeeds.has(e.ref) ? 'keys' : 'smallKeys';
  return ROLE[e.kind];
}

/** The model's objects by role. */
export function modelObjects(brief: RoomBrief, model: ModelDesign): ModelObjects {
  const elements = model.scenes.flatMap((scene) =>
    scene.elements.map((e) => ({ ...e, sceneIndex: scene.scene_index })),
  );
  const doorNeeds = new Set(
    elements.filter((e) => e.kind === 'door' || e.kind === 'exit').flatMap((e) => e.needs ?? []),
  );
  const objects: ModelObjects = {
    clues: [],
    locks: [],
    containers: [],
    chests: [],
    keys: [],
    smallKeys: [],
    treasures: [],
    doors: [],
    exits: [],
    sceneOf: new Map(),
  };
  const seen = new Set<string>();
  const read = readForCodes(model);
  for (const e of elements) {
    if (e.kind === 'clue' && !read.has(e.ref)) continue; // the model's story thing, not a clue surface
    const name = e.name.trim();
    if (seen.has(name.toLowerCase())) continue; // one thing per name: the planner tells things apart by name
    seen.add(name.toLowerCase());
    const spec = specOf(brief, e);
    objects.sceneOf.set(spec, e.sceneIndex);
    const role = roleOf(e, doorNeeds);
    (objects[role] as ThingSpec[]).push(spec);
  }
  return objects;
}

/** Refs of the clues some code lock of the model's chart is worked out from. */
const readForCodes = (model: ModelDesign): Set<string> =>
  new Set(
    model.scenes.flatMap((scene) => scene.elements.flatMap((e) => (e.kind === 'code_lock' ? clueRefsOf(e) : []))),
  );

/**
 * What the model wrote on its things to read that no lock takes a code from: story things of their scenes,
 * placed there off the path (story-elements.ts leaves out any text that could mislead).
 */
function sceneStory(model: ModelDesign): Array<StoryThing & { sceneIndex: number }> {
  const read = readForCodes(model);
  return model.scenes.flatMap((scene) =>
    scene.elements
      .filter((e) => e.kind === 'clue' && !read.has(e.ref) && !e.hidden && e.clue_text?.trim())
      .map((e) => ({
        name: e.name.trim(),
        art: artForName(e.name, e.kind),
        look: lookOf(e),
        text: e.clue_text!.trim(),
        sceneIndex: scene.scene_index,
      })),
  );
}

/** The brief's material with the model's objects drawn first, each for its own scene (`rank`); the exit is the model's. */
export function geminiMaterial(brief: RoomBrief, model: ModelDesign): Material {
  const base = materialFor(brief);
  const objects = modelObjects(brief, model);
  const s = base.setting;
  const setting = {
    ...s,
    clues: [...objects.clues, ...s.clues],
    locks: [...objects.locks, ...s.locks],
    containers: [...objects.containers, ...s.containers],
    chests: [...objects.chests, ...s.chests],
    keys: [...objects.keys, ...s.keys],
    smallKeys: [...objects.smallKeys, ...s.smallKeys],
    treasures: [...objects.treasures, ...s.treasures],
    doors: [...objects.doors, ...s.doors],
    exits: objects.exits.length > 0 ? objects.exits.slice(0, 1) : s.exits,
  };
  const rank = (thing: object, sceneIndex: number) => {
    const home = objects.sceneOf.get(thing);
    if (home === undefined) return 1;
    return home === sceneIndex ? 0 : 2;
  };
  return { ...base, setting, rank, sceneStory: sceneStory(model) };
}
