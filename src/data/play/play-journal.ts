/**
 * The Journal: every clue the player has read (its text, readable again any time) and
 * every item found, derived from the game state and the opened view of the sealed package,
 * so it works offline and survives reloads with nothing extra stored.
 */
import { clueSourcesOf, type GameState, type PlayElement, type RoomPackage } from '@core';

export interface JournalClue {
  elementId: string;
  name: string;
  sceneName: string;
  text: string;
}

export interface JournalItem {
  elementId: string;
  name: string;
  description: string;
  icon: string;
  /** Still in the inventory (else it was used). */
  held: boolean;
}

export interface Journal {
  clues: JournalClue[];
  items: JournalItem[];
}

const runtimeOf = (state: GameState, el: PlayElement) =>
  state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };

export function journalOf(pkg: RoomPackage, state: GameState): Journal {
  const located = new Map<string, { el: PlayElement; sceneName: string }>();
  const clueSources = new Set<string>();
  for (const scene of pkg.scenes)
    for (const el of scene.elements) {
      located.set(el.id, { el, sceneName: scene.name });
      clueSourcesOf(el).forEach((id) => clueSources.add(id));
    }

  const clues: JournalClue[] = [];
  for (const id of state.inspected) {
    const found = located.get(id);
    if (!found) continue;
    const { el, sceneName } = found;
    const text = el.clue_text.trim() || (clueSources.has(id) ? el.description.trim() : '');
    if (text) clues.push({ elementId: id, name: el.name, sceneName, text });
  }

  const held = new Set(state.inventory.map((item) => item.elementId));
  const items: JournalItem[] = [];
  for (const { el } of located.values()) {
    if (!el.yields.collect || (runtimeOf(state, el).state !== 'solved' && !held.has(el.id))) continue;
    items.push({ elementId: el.id, name: el.name, description: el.description, icon: el.icon, held: held.has(el.id) });
  }
  return { clues, items };
}
