/**
 * The screen bot (issue 30 item 7): it plays from a PlayerView alone, what the play screen shows
 * (engine/player-view.ts), and keeps a notebook of what it has read. It looks around first: taps
 * everything it has not tried in the state it is in, takes what can be taken, tries each item it
 * holds on whatever refused it, walks back to scenes where something may have changed; only when
 * nothing is left to look at does it enter codes, each lock's best reasoned codes first
 * (reasoning.ts), at most `budget` entries per lock. The blind guesser is the same explorer
 * entering every number and capitalised word it has read, without reasoning.
 */
import type { GameAction } from '../../engine/room';
import type { PlayerView, SeenElement } from '../../engine/player-view';
import { blindCodes, reasonedCodes } from './reasoning';
import type { LockSeen, Note } from './links';
import { sentencesOf } from './knowledge';

export type CodeMind = 'reason' | 'blind';

export interface ScreenBotOptions {
  /** How codes are found: reasoned (the screen bot) or every number and word read (the blind guesser). */
  mind?: CodeMind;
  /** The most codes entered on one lock. */
  budget?: number;
}

export const SCREEN_BOT_BUDGET = 20;

export interface ScreenBot {
  /** The next action for what the screen shows, or null when the bot sees nothing more to try. */
  next(view: PlayerView): GameAction | null;
  /** Codes entered per lock handle. */
  readonly tries: ReadonlyMap<string, number>;
  /** What it has read so far, one note per thing (and per scene), and the codes it would enter on a lock now. */
  notebook(): Note[];
  codesFor(lockId: string): string[];
}

/** States in which tapping an element again would tell nothing new. */
const DONE = new Set(['Examined', 'Solved', 'Open']);

interface Memory {
  notes: Map<string, Note>;
  names: Set<string>;
  /** Every code lock seen (its face, its scene) and whether it is still asking for a code. */
  locks: Map<string, { name: string; face: string; scene: string; open: boolean }>;
  tapped: Map<string, string>;
  itemsTried: Set<string>;
  codesTried: Map<string, Set<string>>;
  sceneDone: Map<string, string>;
  progress: number;
  lastElement: string | null;
}

function note(memory: Memory, key: string, text: string, isLock = false) {
  if (!text) return;
  const known = memory.notes.get(key);
  if (!known) memory.notes.set(key, { key, text, isLock, isScene: key.startsWith('scene:') });
  else {
    // A result repeats the clue it shows: only its new sentences are written down.
    const fresh = sentencesOf(text).filter((sentence) => !known.text.includes(sentence));
    if (fresh.length > 0) memory.notes.set(key, { ...known, text: `${known.text} ${fresh.join(' ')}` });
  }
}

/** Writes down what the screen shows now: the scene, each thing's words, the last result. */
function absorb(memory: Memory, view: PlayerView) {
  note(memory, `scene:${view.scene.id}`, view.scene.description);
  for (const el of view.elements) {
    memory.names.add(el.name);
    if (el.asksForCode)
      memory.locks.set(el.id, { name: el.name, face: el.description, scene: view.scene.id, open: false });
    else if (memory.locks.has(el.id)) memory.locks.set(el.id, { ...memory.locks.get(el.id)!, open: true });
    note(memory, el.id, [el.name, el.description, el.clue].filter(Boolean).join('. '), el.asksForCode);
  }
  for (const item of view.inventory) {
    memory.names.add(item.name);
    note(memory, `item:${item.id}`, item.description);
  }
  const outcome = view.outcome;
  if (outcome && memory.lastElement && outcome.success) note(memory, memory.lastElement, outcome.message);
  // Something found, revealed, unlocked, used or a scene entered (points and a walk alone change nothing in the room).
  if (outcome?.success && outcome.changes.some((c) => !c.startsWith('+') && !c.startsWith('Now in:')))
    memory.progress++;
}

const inventoryKey = (view: PlayerView) => view.inventory.map((i) => i.id).join(',');

/** What a new tap on `el` is worth: a locked thing only when its lock changed, the rest whenever the room did. */
function tapSignature(memory: Memory, view: PlayerView, el: SeenElement): string {
  return el.stateLabel === 'Locked' ? el.stateLabel : `${el.stateLabel}|${memory.progress}|${inventoryKey(view)}`;
}

/** A tap or an item worth trying in this scene, or null. */
function lookAround(memory: Memory, view: PlayerView): GameAction | null {
  for (const el of view.elements) {
    if (DONE.has(el.stateLabel) || el.asksForCode) continue;
    const signature = tapSignature(memory, view, el);
    if (memory.tapped.get(el.id) === signature) continue;
    memory.tapped.set(el.id, signature);
    return { type: 'interact', element_id: el.id };
  }
  for (const el of view.elements) {
    if (DONE.has(el.stateLabel) || !(el.asksForCode || memory.tapped.has(el.id))) continue;
    for (const item of view.inventory) {
      const key = `${el.id}|${item.id}|${el.stateLabel}|${inventoryKey(view)}`;
      if (memory.itemsTried.has(key)) continue;
      memory.itemsTried.add(key);
      return { type: 'use_item', element_id: el.id, item_id: item.id };
    }
  }
  return null;
}

/** The codes this bot would enter on lock `id` now, untried ones only, within the budget. */
function codesFor(memory: Memory, id: string, mind: CodeMind, budget: number): string[] {
  const lock = memory.locks.get(id)!;
  const tried = memory.codesTried.get(id) ?? new Set<string>();
  if (tried.size >= budget) return [];
  const seen: LockSeen = {
    key: id,
    name: lock.name,
    face: lock.face,
    otherFaces: [...memory.locks].filter(([other]) => other !== id).map(([, l]) => l.face),
  };
  const notes = [...memory.notes.values()];
  const codes = mind === 'blind' ? blindCodes(seen, notes) : reasonedCodes(seen, notes, [...memory.names]);
  return codes.filter((c) => !tried.has(c));
}

function enterCode(memory: Memory, view: PlayerView, mind: CodeMind, budget: number): GameAction | null {
  for (const el of view.elements) {
    if (!el.asksForCode || el.stateLabel === 'Locked') continue;
    const [code] = codesFor(memory, el.id, mind, budget);
    if (code === undefined) continue;
    const tried = memory.codesTried.get(el.id) ?? new Set<string>();
    memory.codesTried.set(el.id, tried.add(code));
    return { type: 'interact', element_id: el.id, input: code };
  }
  return null;
}

/** The signature of everything known: a scene found empty under it need not be visited again. */
const knownState = (memory: Memory, view: PlayerView) => `${memory.progress}|${inventoryKey(view)}`;

/** A scene not looked round since something last changed. */
function lookElsewhere(memory: Memory, view: PlayerView): GameAction | null {
  const known = knownState(memory, view);
  const scene = view.scenes.find((s) => s.id !== view.scene.id && memory.sceneDone.get(s.id) !== known);
  return scene ? { type: 'go_to_scene', scene_id: scene.id } : null;
}

/** A scene whose locks have codes left to try. */
function codesElsewhere(memory: Memory, view: PlayerView, mind: CodeMind, budget: number): GameAction | null {
  const known = knownState(memory, view);
  for (const [id, lock] of memory.locks) {
    if (lock.open || lock.scene === view.scene.id || memory.sceneDone.get(`codes:${lock.scene}`) === known) continue;
    if (codesFor(memory, id, mind, budget).length > 0) return { type: 'go_to_scene', scene_id: lock.scene };
  }
  return null;
}

export function createScreenBot(opts: ScreenBotOptions = {}): ScreenBot {
  const mind = opts.mind ?? 'reason';
  const budget = opts.budget ?? (mind === 'blind' ? Infinity : SCREEN_BOT_BUDGET);
  const memory: Memory = {
    notes: new Map(),
    names: new Set(),
    locks: new Map(),
    tapped: new Map(),
    itemsTried: new Set(),
    codesTried: new Map(),
    sceneDone: new Map(),
    progress: 0,
    lastElement: null,
  };
  const tries = new Map<string, number>();
  const next = (view: PlayerView): GameAction | null => {
    if (view.escaped) return null;
    absorb(memory, view);
    let action = lookAround(memory, view);
    if (!action) {
      memory.sceneDone.set(view.scene.id, knownState(memory, view));
      action = lookElsewhere(memory, view) ?? enterCode(memory, view, mind, budget);
      if (!action) {
        memory.sceneDone.set(`codes:${view.scene.id}`, knownState(memory, view));
        action = codesElsewhere(memory, view, mind, budget);
      }
    }
    memory.lastElement = action && 'element_id' in action ? action.element_id : null;
    if (action?.type === 'interact' && action.input !== undefined)
      tries.set(action.element_id, (tries.get(action.element_id) ?? 0) + 1);
    return action;
  };
  return {
    next,
    tries,
    notebook: () => [...memory.notes.values()],
    codesFor: (lockId) => (memory.locks.has(lockId) ? codesFor(memory, lockId, mind, budget) : []),
  };
}
