/**
 * Each element of a model's design as a DesignedElement (convert-design.ts): what every
 * element shares, then what its kind adds (a container opens, a clue shows a puzzle's
 * source, a code lock takes the puzzle's code, a key is collected, a door leads on).
 */
import { DEFAULT_POINTS_AWARDED, type Puzzle, type Storyboard } from '@core';
import { inSentence } from '@core/engine/engine-messages';
import { describeCode, iconFor } from '../offline/design/element-factory';
import { objectPronounFor, theNameVerb } from '../offline/writing/grammar';
import type { DesignedElement } from '../../model/room-design';
import { artForName } from './art-for-name';
import { clueRefsOf, type ModelElement } from './model-design-schema';

/** A model element with its scene and its room-unique id. */
export interface Located {
  element: ModelElement;
  sceneIndex: number;
  id: string;
}

/** What converting an element looks up in the rest of the design, and the solutions it fills in. */
export interface DesignLinks {
  storyboard: Storyboard;
  /** Refs of the elements something reveals (they start hidden). */
  revealed: Set<string>;
  /** Door ref -> the ref of the element that unlocks it. */
  unlockedBy: Map<string, string>;
  /** Code lock ref -> its puzzle. */
  puzzles: Map<string, Puzzle>;
  /** Clue ref -> the puzzle sources it shows. */
  clueTexts: Map<string, string[]>;
  /** Lock id -> code, filled in as the code locks are converted. */
  solutions: Record<string, string>;
  idOf: (ref: string) => string;
  nameOf: (ref: string) => string;
}

/** An element being converted, with what its kind needs to finish it. */
interface Draft {
  element: DesignedElement;
  e: ModelElement;
  id: string;
  sceneIndex: number;
  /** Ids and names of the items it needs. */
  needs: string[];
  neededNames: string[];
  /** What using it brings to light or unbolts, in words. */
  outcome: string;
}

/** The fields every kind shares, as for a plain clickable thing. */
function startElement({ element: e, sceneIndex, id }: Located, links: DesignLinks): Draft {
  const { idOf, nameOf } = links;
  const art = artForName(e.name, e.kind);
  const needs = (e.needs ?? []).map(idOf);
  const neededNames = (e.needs ?? []).map(nameOf);
  const reveals = (e.reveals ?? []).map(idOf);
  const unlocks = (e.unlocks ?? []).map(idOf);
  const outcome = [
    ...(e.reveals ?? []).map((r) => `${theNameVerb(nameOf(r), 'comes')} to light.`),
    ...(e.unlocks ?? []).map((r) => `${theNameVerb(nameOf(r), 'unbolts')} with a heavy clunk.`),
  ].join(' ');
  const element: DesignedElement = {
    id,
    name: e.name,
    element_type: 'clickable_object',
    interaction_type: 'click',
    art,
    visible: !(links.revealed.has(e.ref) || (e.hidden && ['key', 'item', 'clue'].includes(e.kind))),
    initial_state: 'available',
    description: /[.!?]$/.test(e.description) ? e.description : `${e.description}.`,
    clue_text: '',
    success_message: '',
    failure_message: `${theNameVerb(e.name, 'has')} nothing more to give.`,
    points_awarded: DEFAULT_POINTS_AWARDED,
    hints: e.hint ? [e.hint] : [],
    icon: iconFor(art),
    requires: { items: needs, solved: [], clue_sources: [] },
    yields: { collect: false, reveals, unlocks, escape: false },
  };
  return { element, e, id, sceneIndex, needs, neededNames, outcome };
}

function asContainer({ element, e, needs, neededNames, outcome }: Draft): void {
  element.interaction_type = needs.length ? 'use_item' : 'click';
  element.points_awarded = needs.length ? 50 : DEFAULT_POINTS_AWARDED;
  element.success_message = `You open the ${e.name}. ${outcome}`.trim();
  if (needs.length) {
    element.failure_message = `The ${e.name} will not open. Something you could carry belongs here.`;
    element.hints.push(`Use the ${neededNames.join(' and the ')} on the ${e.name}.`);
  } else element.hints.push(`Search the ${e.name}.`);
}

function asClue({ element, e }: Draft, links: DesignLinks): void {
  // The model's own text spelled its code out; the clue now shows the puzzle's source instead.
  element.clue_text = (links.clueTexts.get(e.ref) ?? []).join(' ') || (e.clue_text ?? '');
  element.points_awarded = 10;
  element.success_message = `You study the ${e.name} and commit every detail to memory.`;
  element.hints.push(`Read the ${e.name} closely.`);
}

function asCodeLock({ element, e, id, outcome }: Draft, links: DesignLinks): void {
  const { idOf, nameOf } = links;
  const puzzle = links.puzzles.get(e.ref)!;
  const code = puzzle.code;
  links.solutions[id] = code;
  element.element_type = 'combination_lock';
  element.interaction_type = 'combination';
  const clues = clueRefsOf(e);
  element.requires.clue_from = idOf(clues[0]);
  element.requires.clue_sources = clues.map(idOf);
  element.requires.pattern = puzzle.pattern;
  element.points_awarded = code.length >= 5 || !/^\d+$/.test(code) ? 75 : 50;
  element.description = `${element.description} ${puzzle.lockText} It takes ${describeCode(code)}.`;
  element.success_message = `${theNameVerb(e.name, 'clicks')} open. ${outcome}`.trim();
  element.failure_message = `Nothing happens. ${theNameVerb(e.name, 'stays')} locked.`;
  // The model's hint was written for its own code: the puzzle's hints replace it.
  const where = clues.map((clue) => `the ${nameOf(clue)}`).join(' and ');
  element.hints = [
    puzzle.hints[1],
    `${puzzle.hints[2]} ${clues.length > 1 ? 'The clues are' : 'The clue is'} ${where}.`,
  ];
}

function asCollectible({ element, e }: Draft): void {
  element.element_type = e.kind === 'key' ? 'key' : 'hidden_item';
  element.interaction_type = 'collect';
  element.yields.collect = true;
  element.success_message = `You pocket the ${e.name}.`;
  element.failure_message = `You already have the ${e.name}.`;
  element.hints.push(`Pick up the ${e.name}.`);
}

/** A door to the next scene, or the exit out of the last one. */
function asWayOut({ element, e, sceneIndex, needs, neededNames }: Draft, links: DesignLinks): void {
  const exit = e.kind === 'exit';
  const next = links.storyboard.scenes[sceneIndex + 1];
  element.element_type = 'door';
  element.interaction_type = exit ? 'exit' : 'scene_transition';
  element.icon = exit ? 'exit' : 'door';
  element.points_awarded = exit ? 100 : DEFAULT_POINTS_AWARDED;
  element.initial_state = needs.length || links.unlockedBy.has(e.ref) ? 'locked' : 'available';
  element.yields = exit
    ? { collect: false, reveals: [], unlocks: [], escape: true }
    : { collect: false, reveals: [], unlocks: [], escape: false, next_scene_id: `scene-${sceneIndex + 2}` };
  element.success_message = exit
    ? `${theNameVerb(e.name, 'opens')} and you step out into freedom. You escaped!`
    : `${theNameVerb(e.name, 'opens')}, and you step through into ${inSentence(next.title)}.`;
  element.failure_message = needs.length
    ? `${theNameVerb(e.name, 'is')} locked. You will need the right thing to open ${objectPronounFor(e.name)}.`
    : `${theNameVerb(e.name, 'is')} sealed tight. Something else here must release ${objectPronounFor(e.name)}.`;
  const opener = needs.length ? `Use the ${neededNames.join(' and the ')} on the ${e.name}.` : undefined;
  const releaser = links.unlockedBy.get(e.ref);
  element.hints.push(
    opener ??
      (releaser ? `Open the ${links.nameOf(releaser)}, then go through the ${e.name}.` : `Go through the ${e.name}.`),
  );
}

/** The element as the room design holds it; a code lock's code goes into `links.solutions`. */
export function buildElement(located: Located, links: DesignLinks): DesignedElement {
  const draft = startElement(located, links);
  switch (located.element.kind) {
    case 'container':
      asContainer(draft);
      break;
    case 'clue':
      asClue(draft, links);
      break;
    case 'code_lock':
      asCodeLock(draft, links);
      break;
    case 'key':
    case 'item':
      asCollectible(draft);
      break;
    case 'door':
    case 'exit':
      asWayOut(draft, links);
      break;
  }
  const { element } = draft;
  if (element.hints.length < 2)
    element.hints.unshift(
      `Take a closer look around ${inSentence(links.storyboard.scenes[located.sceneIndex].title)}.`,
    );
  return element;
}
