/**
 * What the editor assistant is told each element does, from the room's design (or a room
 * package: both carry `requires` and `yields`): ids become names, so the assistant can say
 * "Tool Cabinet reveals Silver Key" without knowing the room's ids. An id no element of the
 * room has stays as the id, marked missing, so the assistant can point at it.
 */
import { clueSourcesOf, type ElementRequires, type ElementYields } from '@core';
import type { AssistantElementDetails } from './assistant-schemas';

/** The fields a designed element and a play element share. */
export interface LinkedElement {
  id: string;
  name: string;
  visible: boolean;
  initial_state: string;
  description: string;
  clue_text: string;
  hints: string[];
  requires: ElementRequires;
  yields: ElementYields;
}

/** A scene of the room with its elements (a designed scene, or a package scene mapped to this). */
export interface LinkedScene {
  id: string;
  title: string;
  elements: LinkedElement[];
}

/** Marks an id that names no element of the room. */
export const MISSING_MARK = ' (missing)';

/** Every element's details, keyed by element id, for the whole room (`solutions`: the design's combinations). */
export function roomDetails(
  scenes: LinkedScene[],
  solutions: Record<string, string> = {},
): Map<string, AssistantElementDetails> {
  const names = new Map(scenes.flatMap((scene) => scene.elements.map((e) => [e.id, e.name] as const)));
  const sceneTitles = new Map(scenes.map((scene) => [scene.id, scene.title]));
  const name = (id: string) => names.get(id) ?? `${id}${MISSING_MARK}`;
  const all = scenes.flatMap((scene) => scene.elements);
  const namesWhere = (test: (other: LinkedElement) => boolean) => all.filter(test).map((other) => other.name);
  const details = new Map<string, AssistantElementDetails>();
  for (const element of all) {
    const { requires, yields } = element;
    details.set(element.id, {
      description: element.description,
      state: element.initial_state,
      needs_items: requires.items.map(name),
      needs_solved: requires.solved.map(name),
      has_code: requires.code_hash !== undefined || solutions[element.id] !== undefined,
      code_from: clueSourcesOf(element).map(name),
      collect: yields.collect,
      unlocks: yields.unlocks.map(name),
      reveals: yields.reveals.map(name),
      leads_to: yields.next_scene_id
        ? (sceneTitles.get(yields.next_scene_id) ?? `${yields.next_scene_id}${MISSING_MARK}`)
        : null,
      escape: yields.escape,
      clue: element.clue_text,
      hints: element.hints.filter((hint) => hint.trim().length > 0),
      used_by: namesWhere((o) => o.requires.items.includes(element.id) || o.requires.solved.includes(element.id)),
      clue_for: namesWhere((o) => clueSourcesOf(o).includes(element.id)),
      freed_by: namesWhere((o) => o.yields.reveals.includes(element.id) || o.yields.unlocks.includes(element.id)),
    });
  }
  return details;
}
