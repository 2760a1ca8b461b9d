/**
 * The words of a hint on the client. The client has no solutions, so the nudge comes
 * from the package: the author's hints of the first unsolved visible element of the
 * scene (the later the hint, the more explicit), else a generic line for its kind.
 * `pkg` is the opened view of the sealed package: an element the player has not seen
 * yet still has its placeholder name, so a hint never names it.
 */
import { SEALED_NAME, type GameState, type PlayElement, type RoomPackage } from '@core';
import { isPassage, needsCombination, runtimeOf } from './element-actions';

/** The element a hint is about: unsolved and visible, preferring ones not locked. */
export function hintTarget(pkg: RoomPackage, state: GameState): PlayElement | null {
  const scene = pkg.scenes.find((s) => s.id === state.scene_id);
  if (!scene) return null;
  const held = new Set(state.inventory.map((item) => item.elementId));
  const open = scene.elements.filter((el) => {
    const runtime = runtimeOf(state, el);
    return runtime.visible && runtime.state !== 'solved' && !held.has(el.id);
  });
  return open.find((el) => runtimeOf(state, el).state !== 'locked') ?? open[0] ?? null;
}

export const HINT_TEXT = {
  escaped: 'You have already escaped!',
  elsewhere: 'Nothing is left to do here. Try another scene you have visited.',
  lookAround: 'Look around carefully: something here can be used.',
} as const;

export interface Hint {
  text: string;
  /** The element the hint is about, if any. */
  elementId: string | null;
}

/**
 * `given` counts the hints already shown per element, so the first hint about an
 * element is its first authored line and each further one goes a step further.
 */
export function hintFor(pkg: RoomPackage, state: GameState, given: Record<string, number> = {}): Hint {
  if (state.escaped) return { text: HINT_TEXT.escaped, elementId: null };
  const target = hintTarget(pkg, state);
  if (!target)
    return { text: state.visited_scene_ids.length > 1 ? HINT_TEXT.elsewhere : HINT_TEXT.lookAround, elementId: null };
  const authored = target.hints.map((h) => h.trim()).filter(Boolean);
  const text =
    authored.length > 0
      ? authored[Math.min(given[target.id] ?? 0, authored.length - 1)]
      : genericHint(pkg, state, target);
  return { text, elementId: target.id };
}

function genericHint(pkg: RoomPackage, state: GameState, el: PlayElement): string {
  const runtime = runtimeOf(state, el);
  if (needsCombination(el, runtime) && !(el.requires.items.length > 0 && runtime.state !== 'unlocked')) {
    const clue = el.requires.clue_from ? findName(pkg, el.requires.clue_from) : null;
    return clue
      ? `The ${el.name} needs a code. Take a closer look at the ${clue}.`
      : `The ${el.name} needs a code. Search for a clue nearby.`;
  }
  if (el.requires.items.length > 0) {
    return state.inventory.length > 0
      ? `The ${el.name} needs something. Try dragging an item from your inventory onto it.`
      : `The ${el.name} needs something you have not found yet. Keep searching.`;
  }
  if (runtime.state === 'locked') return `The ${el.name} is locked. Something else must be done first.`;
  if (el.requires.solved.length > 0) return `The ${el.name} depends on something else in the room.`;
  if (isPassage(el)) return `Try going through the ${el.name}.`;
  if (el.yields.collect) return `The ${el.name} looks worth taking.`;
  return `Take a closer look at the ${el.name}.`;
}

function findName(pkg: RoomPackage, elementId: string): string | null {
  for (const scene of pkg.scenes) {
    const el = scene.elements.find((e) => e.id === elementId);
    if (el) return el.name === SEALED_NAME ? null : el.name;
  }
  return null;
}
