/**
 * What the offline assistant can say about a scene from its own data: where an element is
 * in words (third of the picture), pixels and grid cell; what an element does (what opens it,
 * what it gives, its clue); the scene's weak spots (a hidden element nothing reveals, a lock
 * nothing opens, a code nobody gives, an element with no clue or hints); and suggestions.
 * Whether the room can be solved is the checker's verdict, passed in the context: the weak
 * spots only point at likely causes in this scene, they never overrule it.
 */
import { DEFAULT_IMAGE_HEIGHT, DEFAULT_IMAGE_WIDTH, GRID_SIZE } from '@core';
import { MISSING_MARK } from '../../flows/editor/assistant-details';
import { placementPhrase, type AssistantContext, type AssistantElement } from '../../flows/editor/assistant-schemas';
import { freeSpot } from './assistant-reading';

export type Row = 'top' | 'middle' | 'bottom';
export type Column = 'left' | 'centre' | 'right';

export const typeWords = (e: AssistantElement) => e.element_type.replace(/_/g, ' ');
export const at = (e: AssistantElement) => `(${Math.round(e.x)}, ${Math.round(e.y)})`;
export const nameList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const imageOf = (context: AssistantContext) =>
  context.scene.image ?? { width: DEFAULT_IMAGE_WIDTH, height: DEFAULT_IMAGE_HEIGHT };

/** The third of the picture an element's centre is in, each way. */
export function regionOf(e: { x: number; y: number }, context: AssistantContext): { row: Row; column: Column } {
  const { width, height } = imageOf(context);
  const third = <T>(v: number, max: number, names: [T, T, T]) =>
    names[Math.min(2, Math.max(0, Math.floor((v / max) * 3)))];
  return {
    row: third(e.y, height, ['top', 'middle', 'bottom']),
    column: third(e.x, width, ['left', 'centre', 'right']),
  };
}

export function regionWords(region: { row: Row; column: Column }): string {
  return region.row === 'middle' && region.column === 'centre' ? 'centre' : `${region.row} ${region.column}`;
}

/** The 16 × 16 grid cell (column, row) under the element's centre. */
export function gridCell(e: AssistantElement, context: AssistantContext): { x: number; y: number } {
  const { width, height } = imageOf(context);
  const cell = (v: number, max: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor((v / max) * GRID_SIZE)));
  return { x: cell(e.x, width), y: cell(e.y, height) };
}

/** "the top left of the picture (120, 180; grid cell (1, 3))" */
export function placeWords(e: AssistantElement, context: AssistantContext): string {
  const cell = gridCell(e, context);
  return `the ${regionWords(regionOf(e, context))} of the picture ${at(e).slice(0, -1)}; grid cell (${cell.x}, ${cell.y}))`;
}

export function whereAnswer(e: AssistantElement, context: AssistantContext): string {
  return (
    `${e.name} (${typeWords(e)}) is in ${placeWords(e, context)}, ${e.visible ? 'visible' : 'hidden'}, ` +
    `${placementPhrase(e)}.`
  );
}

const missing = (name: string) => name.endsWith(MISSING_MARK);

/** What the element needs before it gives anything. */
function needsSentences(e: AssistantElement): string[] {
  const d = e.details!;
  const out: string[] = [];
  if (d.state === 'locked') out.push('It starts locked.');
  if (d.needs_items.length) out.push(`Players open it by using ${nameList(d.needs_items)} on it.`);
  if (d.needs_solved.length) out.push(`It responds only after ${nameList(d.needs_solved)} is solved.`);
  if (d.has_code)
    out.push(
      d.code_from.length
        ? `It opens with a code, which players work out from ${nameList(d.code_from)}.`
        : 'It opens with a code, but no element gives that code.',
    );
  if (d.freed_by.length) out.push(`${nameList(d.freed_by)} ${e.visible ? 'unlocks' : 'reveals'} it.`);
  return out;
}

/** What the element gives once solved, and what it is used for. */
function givesSentences(e: AssistantElement): string[] {
  const d = e.details!;
  const out: string[] = [];
  if (d.collect) out.push('Tapping it puts it in the inventory.');
  if (d.used_by.length) out.push(`It is used on ${nameList(d.used_by)}.`);
  if (d.clue_for.length) out.push(`Its text gives the code of ${nameList(d.clue_for)}.`);
  if (d.reveals.length) out.push(`Solving it reveals ${nameList(d.reveals)}.`);
  if (d.unlocks.length) out.push(`Solving it unlocks ${nameList(d.unlocks)}.`);
  if (d.leads_to) out.push(`It leads to the scene "${d.leads_to}".`);
  if (d.escape) out.push('Solving it escapes the room.');
  return out;
}

/** What an element is and does: type, place, what it needs, what it gives, its clue and hints. */
export function explainElement(e: AssistantElement, context: AssistantContext): string {
  const head = `${e.name} is a ${typeWords(e)} in ${placeWords(e, context)}${e.visible ? '' : ', hidden at the start'}.`;
  const d = e.details;
  if (!d) return `${head} I know only its type and position.`;
  const gives = givesSentences(e);
  return [
    head,
    d.description,
    ...needsSentences(e),
    ...(gives.length ? gives : ['It gives nothing when solved: it is scenery or a clue to read.']),
    d.clue ? `Inspecting it shows: "${d.clue}"` : '',
    d.hints.length ? `Hints: ${d.hints.map((h) => `"${h}"`).join(', ')}` : 'It has no hints.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A few words on what an element needs and gives, for lists: "needs Silver Key; leads to Attic". */
export function roleWords(e: AssistantElement): string {
  const d = e.details;
  if (!d) return '';
  const parts = [
    d.needs_items.length ? `needs ${nameList(d.needs_items)}` : '',
    d.has_code ? `code from ${nameList(d.code_from) || 'nowhere'}` : '',
    d.collect ? 'collectable' : '',
    d.reveals.length ? `reveals ${nameList(d.reveals)}` : '',
    d.unlocks.length ? `unlocks ${nameList(d.unlocks)}` : '',
    d.leads_to ? `leads to ${d.leads_to}` : '',
    d.escape ? 'escapes the room' : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** Concrete weak spots of the scene's elements, worst first. */
export function sceneProblems(context: AssistantContext): string[] {
  const problems: string[] = [];
  const idlePuzzles = context.elements.filter((e) => {
    const d = e.details;
    const opened = d && (d.has_code || d.needs_items.length || d.needs_solved.length);
    return opened && !(d.collect || d.reveals.length || d.unlocks.length || d.leads_to || d.escape || d.used_by.length);
  });
  const example = idlePuzzles.length
    ? ` (for example ${nameList(idlePuzzles.map((e) => e.name))}, which players open but which gives nothing yet)`
    : '';
  for (const e of context.elements) {
    const d = e.details;
    if (!d) continue;
    for (const item of d.needs_items.filter(missing))
      problems.push(`${e.name} needs ${item.replace(MISSING_MARK, '')}, which is not in the room.`);
    if (!e.visible && !d.freed_by.length)
      problems.push(
        `${e.name} is hidden and nothing in the room reveals it: make an element reveal it${example}, or make it visible.`,
      );
    if (d.state === 'locked' && !d.needs_items.length && !d.needs_solved.length && !d.has_code && !d.freed_by.length)
      problems.push(
        `${e.name} starts locked and nothing unlocks it: give it a key, a code, or an element that unlocks it.`,
      );
    if (d.has_code && !d.code_from.length) problems.push(`${e.name} has a code but no element gives it: add a clue.`);
    if (d.leads_to && missing(d.leads_to)) problems.push(`${e.name} leads to a scene that does not exist.`);
  }
  return problems;
}

/** Elements a player can tap that neither give nor need anything and carry no clue or hints. */
function idleElements(context: AssistantContext): AssistantElement[] {
  return context.elements.filter((e) => {
    const d = e.details;
    if (!d) return false;
    const does = d.collect || d.reveals.length || d.unlocks.length || d.leads_to || d.escape || d.clue_for.length;
    return !does && !d.clue && !d.hints.length;
  });
}

/** Concrete suggestions for the scene, grounded in its elements. */
export function sceneSuggestions(context: AssistantContext): string[] {
  const out = [...sceneProblems(context)];
  for (const e of idleElements(context))
    out.push(`${e.name} has no clue and no hints and gives nothing: give it a clue text, or make it hide an item.`);
  const unhinted = context.elements.filter(
    (e) => e.details && !e.details.hints.length && !idleElements(context).includes(e),
  );
  if (unhinted.length) out.push(`Add hints to ${nameList(unhinted.map((e) => e.name))}.`);
  if (context.elements.length && !context.elements.some((e) => !e.visible))
    out.push('Nothing is hidden yet: a hidden item behind or under an element rewards looking closely.');
  const exits = context.elements.filter((e) => e.details?.leads_to || e.details?.escape || e.element_type === 'door');
  if (context.elements.length && !exits.length) out.push('No element leads out of this scene: add a door or passage.');
  const spot = freeSpot(context.elements);
  const words = regionWords(regionOf(spot, context));
  out.push(`The emptiest spot for a new element is around (${spot.x}, ${spot.y}), the ${words} of the picture.`);
  return out;
}

/** What blocks the room, from the checker's verdict, with the likely causes in this scene. */
export function blockersAnswer(context: AssistantContext): string {
  const { verdict } = context;
  const problems = sceneProblems(context);
  if (verdict.solvable) {
    const extra = problems.length ? ` Still worth a look: ${problems.join(' ')}` : '';
    return `Yes: the room can be solved, in ${verdict.steps} steps along the checker's shortest path; nothing blocks it.${extra}`;
  }
  const involved = verdict.offending.length ? ` Elements involved: ${verdict.offending.join(', ')}.` : '';
  const causes = problems.length ? ` In this scene: ${problems.join(' ')}` : '';
  return `The room cannot be solved yet: ${verdict.reason ?? 'the checker found no way out'}.${involved}${causes}`;
}
