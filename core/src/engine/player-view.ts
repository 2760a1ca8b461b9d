/**
 * What the play screen shows a player, as plain data (issue 30 item 7): the scene's name and
 * its accessible description (the picture's alt text, also printed under it), the things in
 * sight with their names, descriptions, state chips, the clue once read and the buttons their
 * dialog offers, the inventory, the scenes the picker offers and the last result's words.
 * The play screen words its texts with the functions below (src/pages/play re-exports them),
 * and `playerView` gathers them for a bot that plays from the screen alone (checker/screen-bot.ts):
 * its type has no `requires`, `yields`, clue sources, pattern, solution or hash.
 *
 * It takes the package the screen holds (a sealed package's opened view) or the full package:
 * a text is shown only when the state can read it (bundle-readable.ts), so both give the same view.
 */
import type { ElementRuntime, GameState, PlayElement, RoomPackage, StepResult } from './room';
import { isBundleReadable } from '../sealing/bundle-readable';
import { SEALED_NAME } from '../sealing/capsule-crypto';
import { SCENE_LABELS } from '../content/labels';
import { ENGINE_MESSAGES } from './engine-messages';

export type ElementActionLabel = 'Inspect' | 'Take' | 'Open' | 'Go through';

const CONTAINER = /\b(chest|box|drawer|cabinet|locker|crate|case|trunk|cupboard|wardrobe|desk|closet|coffer|casket)\b/i;

export const runtimeOf = (state: GameState, el: PlayElement): ElementRuntime =>
  state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };

/** True when the element wants a code typed in (an unsolved combination lock). */
export function needsCombination(el: PlayElement, runtime: ElementRuntime): boolean {
  return runtime.state !== 'solved' && (el.element_type === 'combination_lock' || Boolean(el.requires.code_hash));
}

export function isPassage(el: PlayElement): boolean {
  return (
    el.element_type === 'door' ||
    el.interaction_type === 'scene_transition' ||
    el.interaction_type === 'exit' ||
    el.yields.next_scene_id !== undefined ||
    el.yields.escape
  );
}

export function primaryActionLabel(el: PlayElement, runtime: ElementRuntime): ElementActionLabel {
  if (isPassage(el)) return runtime.state === 'locked' ? 'Open' : 'Go through';
  if (
    runtime.state !== 'solved' &&
    (el.yields.collect || ['key', 'hidden_item', 'puzzle_piece'].includes(el.element_type))
  )
    return 'Take';
  if (runtime.state !== 'solved' && (runtime.state === 'locked' || CONTAINER.test(el.name))) return 'Open';
  return 'Inspect';
}

/** Elements of the current scene the player can see, in package order. */
export function visibleElements(scene: { elements: PlayElement[] }, state: GameState): PlayElement[] {
  return scene.elements.filter((el) => runtimeOf(state, el).visible);
}

/** The clue text shows once the element has been inspected (or solved). */
export function revealedClue(el: PlayElement, state: GameState): string {
  if (!el.clue_text) return '';
  return state.inspected.includes(el.id) || runtimeOf(state, el).state === 'solved' ? el.clue_text : '';
}

/** The dialog's state chip in a player's words: what happened to the element so far. */
export function stateLabel(el: PlayElement, runtime: ElementRuntime): string {
  if (runtime.state === 'locked') return 'Locked';
  if (runtime.state === 'unlocked') return 'Unlocked';
  if (runtime.state === 'available') return needsCombination(el, runtime) ? 'Not opened yet' : 'Not examined yet';
  if (isPassage(el)) return 'Open';
  if (el.requires.code_hash || el.requires.items.length > 0) return 'Solved';
  return 'Examined';
}

/** A hot-spot's accessible name: the element, and what happened to it once that is more than "not yet" ("Oak door, locked"). */
export function hotspotName(el: PlayElement, runtime: ElementRuntime): string {
  return runtime.state === 'available' ? el.name : `${el.name}, ${stateLabel(el, runtime).toLowerCase()}`;
}

/**
 * What an element in a scene the player has not entered is called in a change line: its name is
 * still sealed there (a scene's lock may open the next scene's door before the player goes in).
 */
export const UNSEEN_ELEMENT = 'something further on';

export interface Outcome {
  message: string;
  success: boolean;
  /** One line per change: "Found: Brass key", "Revealed: Hidden drawer", "Unlocked: Oak door", "Now in: Vault". */
  changes: string[];
}

/** The words of a result as the element dialog and the live region say them. */
export function outcomeOf(pkg: RoomPackage, result: StepResult): Outcome {
  const names = new Map(pkg.scenes.flatMap((scene) => scene.elements).map((el) => [el.id, el.name] as const));
  const nameOf = (id: string | undefined) => {
    const name = id ? names.get(id) : undefined;
    const readable = name && name !== SEALED_NAME && isBundleReadable(pkg, result.state, `look:${id}`);
    return readable ? name : UNSEEN_ELEMENT;
  };
  const sceneNames = new Map(pkg.scenes.map((scene) => [scene.id, scene.name] as const));
  const changes: string[] = [];
  for (const event of result.events) {
    if (event.type === 'item_collected' && event.item) changes.push(`Found: ${event.item.name}`);
    else if (event.type === 'revealed') changes.push(`Revealed: ${nameOf(event.element_id)}`);
    else if (event.type === 'unlocked') changes.push(`Unlocked: ${nameOf(event.element_id)}`);
    else if (event.type === 'item_used' && event.item) changes.push(`Used: ${event.item.name}`);
    else if (event.type === 'points_awarded' && event.points) changes.push(`+${event.points} points`);
    else if (event.type === 'hint' && event.points) changes.push(`${event.points} points for the hint`);
    else if (event.type === 'scene_changed') changes.push(`Now in: ${sceneNames.get(event.scene_id!) ?? ''}`);
    else if (event.type === 'escaped' && result.message !== ENGINE_MESSAGES.escaped)
      changes.push(ENGINE_MESSAGES.escaped);
  }
  return { message: result.message, success: result.success, changes };
}

/** A thing in sight, as its hot-spot and its dialog show it. */
export interface SeenElement {
  /** The handle a tap names (the hot-spot's data-element-id): an opaque id in a released room. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The clue, once the thing has been inspected or solved; else ''. */
  readonly clue: string;
  /** The dialog's state chip ('Locked', 'Not opened yet', 'Examined'...). */
  readonly stateLabel: string;
  /** The hot-spot's accessible name ('Oak door, locked'). */
  readonly hotspot: string;
  /** The dialog's main button. */
  readonly action: ElementActionLabel;
  /** The dialog shows a combination form. */
  readonly asksForCode: boolean;
}

export interface SeenItem {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** Everything the play screen shows in one state (issue 30 item 7). */
export interface PlayerView {
  readonly title: string;
  readonly scene: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly counter: string;
  };
  /** The scenes the scene picker offers (visited ones). */
  readonly scenes: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly elements: readonly SeenElement[];
  readonly inventory: readonly SeenItem[];
  /** The last result's words (the dialog's result slot and the live region), if any. */
  readonly outcome: Outcome | null;
  readonly escaped: boolean;
}

/** "Scene N of M" in the room's scene order. */
export function sceneCounter(pkg: RoomPackage, sceneId: string): string {
  const ordered = [...pkg.scenes].sort((a, b) => a.order_index - b.order_index);
  const index = ordered.findIndex((scene) => scene.id === sceneId);
  return SCENE_LABELS.sceneOf(index + 1, ordered.length);
}

/** What the play screen shows for `state` (and the result of the last action, when there was one). */
export function playerView(pkg: RoomPackage, state: GameState, last?: StepResult): PlayerView {
  const scene = pkg.scenes.find((s) => s.id === state.scene_id) ?? pkg.scenes[0];
  const elements = visibleElements(scene, state)
    .filter((el) => isBundleReadable(pkg, state, `look:${el.id}`))
    .map((el): SeenElement => {
      const runtime = runtimeOf(state, el);
      return {
        id: el.id,
        name: el.name,
        description: el.description,
        clue: revealedClue(el, state),
        stateLabel: stateLabel(el, runtime),
        hotspot: hotspotName(el, runtime),
        action: primaryActionLabel(el, runtime),
        asksForCode: needsCombination(el, runtime),
      };
    });
  return {
    title: pkg.title,
    scene: { id: scene.id, name: scene.name, description: scene.description, counter: sceneCounter(pkg, scene.id) },
    scenes: pkg.scenes.filter((s) => state.visited_scene_ids.includes(s.id)).map((s) => ({ id: s.id, name: s.name })),
    elements,
    inventory: state.inventory.map((item) => ({ id: item.id, name: item.name, description: item.description })),
    outcome: last ? outcomeOf(pkg, last) : null,
    escaped: state.escaped,
  };
}
