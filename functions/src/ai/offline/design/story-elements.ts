/**
 * Story elements (issue 30 item 2): things off the solution path that tell the room's story
 * (a diary page, a photograph, a portrait, a letter), set its mood and reward curiosity, so
 * the solution is no longer "tap everything". About a quarter of each scene's things are
 * story things once the puzzle chain is built. None misleads: no text holds a digit, a puzzle
 * word (a colour, a drawn thing, a sign), a word in capitals or any of the room's codes.
 */
import type { RoomSolutions } from '@core';
import type { DesignedElement } from '../../../model/room-design';
import type { Material } from '../material/theme-material';
import { fill } from '../material/types';
import { STORY_BY_SETTING, storyTextMisleads, type FramedStoryThing, type StoryThing } from '../material/story-things';
import { createRng, type Rng } from '../rng';
import { MARKS } from './code-puzzles';
import { ElementFactory } from './element-factory';

/** Story things per thing on the path: one for every three, so they make a quarter of a scene. */
export const STORY_PER_PATH_ELEMENT = 1 / 3;
/** A scene keeps at most this many things in all, so the painter's picture does not get crowded. */
export const MAX_SCENE_ELEMENTS = 22;

/** The part of a planned scene story elements are added to. */
export interface StoryScene {
  scene_index: number;
  elements: DesignedElement[];
}

export interface StoryContext {
  seed: number;
  material: Material;
  /** Who the player is ('a night-shift archivist'). */
  role: string;
  solutions: RoomSolutions;
}

/** The framed thing's text with a slot value that misleads nobody, or null when none fits. */
function fillFrame(rng: Rng, thing: FramedStoryThing, ctx: StoryContext, avoid: string[]): string | null {
  const { setting, theme } = ctx.material;
  const options: Record<string, string[]> = {
    history: setting.history,
    twist: theme.twists,
    stake: theme.stakes,
    role: [ctx.role],
  };
  const vars: Record<string, string> = {};
  for (const [, slot] of thing.frame.matchAll(/\{(\w+)\}/g)) {
    const value = rng.shuffle(options[slot] ?? []).find((v) => !storyTextMisleads(v, avoid));
    if (value === undefined) return null;
    vars[slot] = value;
  }
  const text = fill(thing.frame, vars);
  return /\{\w+\}/.test(text) || storyTextMisleads(text, avoid) ? null : text;
}

/** The setting's story things with their texts, in a shuffled order, leaving out any that could mislead here. */
function candidates(rng: Rng, ctx: StoryContext, takenNames: Set<string>): StoryThing[] {
  const story = STORY_BY_SETTING[ctx.material.setting.name];
  if (!story) return [];
  const avoid = [...Object.values(ctx.solutions), ...MARKS];
  const framed = story.framed.flatMap((thing) => {
    const text = fillFrame(rng, thing, ctx, avoid);
    return text ? [{ name: thing.name, art: thing.art, look: thing.look, text }] : [];
  });
  return rng
    .shuffle([...story.things, ...framed])
    .filter(
      (thing) =>
        !takenNames.has(thing.name) && !storyTextMisleads(`${thing.name}. ${thing.look}. ${thing.text}`, avoid),
    );
}

/** The designer's own story things (`material.sceneStory`) not used on the path, leaving out any that could mislead. */
function ownStory(ctx: StoryContext, takenNames: Set<string>): Array<StoryThing & { sceneIndex: number }> {
  const avoid = [...Object.values(ctx.solutions), ...MARKS];
  return (ctx.material.sceneStory ?? []).filter(
    (thing) => !takenNames.has(thing.name) && !storyTextMisleads(`${thing.name}. ${thing.look}. ${thing.text}`, avoid),
  );
}

/** Gives out up to `left` things round robin, each scene up to its `limit`; returns how many are left. */
function shareOut(counts: number[], limits: number[], left: number): number {
  for (let more = true; left > 0 && more; ) {
    more = false;
    for (let i = 0; i < counts.length && left > 0; i++) {
      if (counts[i] >= limits[i]) continue;
      counts[i]++;
      left--;
      more = true;
    }
  }
  return left;
}

/**
 * How many story things each scene gets: a share of its path things within the crowding cap; a
 * crowded scene's share goes to scenes with space, so the room keeps its share while things last.
 */
function storyCounts(scenes: StoryScene[], available: number): number[] {
  const caps = scenes.map((scene) => Math.max(0, MAX_SCENE_ELEMENTS - scene.elements.length));
  const wanted = scenes.map((scene, i) =>
    Math.min(caps[i], Math.max(1, Math.ceil(scene.elements.length * STORY_PER_PATH_ELEMENT))),
  );
  const pathTotal = scenes.reduce((sum, scene) => sum + scene.elements.length, 0);
  const roomWants = Math.ceil(pathTotal * STORY_PER_PATH_ELEMENT);
  const total = Math.min(
    available,
    Math.max(
      roomWants,
      wanted.reduce((a, b) => a + b, 0),
    ),
  );
  const counts = scenes.map(() => 0);
  // Round robin, so a short supply is shared out instead of filling the first scenes.
  const left = shareOut(counts, wanted, total);
  shareOut(counts, caps, left);
  return counts;
}

/** `s2-faded-photograph`, unique among `used`. */
function storyId(sceneIndex: number, name: string, used: Set<string>): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const base = `s${sceneIndex + 1}-${slug || 'story'}`;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/**
 * Adds the story elements to `scenes` (whose puzzle chains are built), before each scene's way
 * onward. Draws from its own random stream, so the puzzles of a seed stay as they were.
 */
export function addStoryElements(scenes: StoryScene[], ctx: StoryContext): void {
  const rng = createRng(ctx.seed, 'story');
  const all = scenes.flatMap((scene) => scene.elements);
  const taken = new Set(all.map((e) => e.name));
  const things = candidates(rng, ctx, taken);
  const own = ownStory(ctx, taken);
  const usedIds = new Set(all.map((e) => e.id));
  const factory = new ElementFactory(rng, ctx.material.voice, false);
  const counts = storyCounts(scenes, things.length + own.length);
  scenes.forEach((scene, i) => {
    const mine = own.filter((thing) => thing.sceneIndex === scene.scene_index).slice(0, counts[i]);
    const added = [...mine, ...things.splice(0, counts[i] - mine.length)].map((thing) =>
      factory.story(storyId(scene.scene_index, thing.name, usedIds), thing, thing.text),
    );
    const door = scene.elements.findIndex((e) => e.element_type === 'door');
    scene.elements.splice(door >= 0 ? door : scene.elements.length, 0, ...added);
  });
}
