/**
 * The offline engine's editor assistant: a small intent reader over the creator's words.
 * It answers what is in the scene, where an element is, whether the room is solvable (from
 * the checker's verdict) and which placements are unsure, and proposes one edit the creator
 * applies with one click: move, rename, hide/show, delete, add an element, or change the
 * picture's light, colour or decor. Questions (what is where, what an element does, what blocks
 * the room, what to add) are read in scene-questions.ts; words it cannot place get the scene's
 * summary and what it can do.
 */
import { LOW_CONFIDENCE_THRESHOLD, type EditProposal, type ElementType } from '@core';
import type { AssistantAnswerWire, AssistantContext, AssistantElement } from '../../flows/editor/assistant-schemas';
import { proposalToWire } from '../../flows/editor/assistant-proposal';
import { findElement, findElementInChat, freeSpot, moved, readCoordinates, readDirection } from './assistant-reading';
import { readSceneChange } from './scene-modification';
import { at } from './scene-facts';
import { answerQuestion, isQuestion } from './scene-questions';

export const ASSISTANT_CAPABILITIES =
  'Ask me what is in this scene, where an element is, what an element does or needs, what blocks the room, what ' +
  'to add, or which elements have a low-confidence position. I can also propose one edit at a time: move an element ' +
  '("move the key left", "move the key to (300, 420)"), rename it ("rename the box to Iron box"), hide, show or ' +
  'delete it, add a new element ("add a brass key"), or change the picture ("make it night", "warmer colours", ' +
  '"add a plant as decoration").';

type Answer = AssistantAnswerWire;
const say = (content: string, proposal: EditProposal | null = null): Answer => ({
  content,
  proposal: proposal && proposalToWire(proposal),
});

const pct = (value: number) => `${Math.round(value * 100)}%`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const update = (e: AssistantElement, label: string, changes: Record<string, unknown>): EditProposal =>
  ({ label, action: { kind: 'update_element', element_id: e.id, changes } }) as EditProposal;

function moveAnswer(text: string, e: AssistantElement): Answer {
  const target = readCoordinates(text);
  if (target) {
    return say(
      `${e.name} is at ${at(e)}. Apply the proposal to move it to (${target.x}, ${target.y}).`,
      update(e, `Move ${e.name} to (${target.x}, ${target.y})`, { x_position: target.x, y_position: target.y }),
    );
  }
  const move = readDirection(text);
  if (!move)
    return say(`Where should ${e.name} go? Say left, right, up or down, or give a position like "to (300, 420)".`);
  const to = moved(e, move);
  if (to.x === Math.round(e.x) && to.y === Math.round(e.y))
    return say(`${e.name} is already at the ${move.direction} edge of the scene ${at(e)}; it cannot go further.`);
  return say(
    `${e.name} is at ${at(e)}. Apply the proposal to move it ${move.direction} by ${Math.abs(to.x - Math.round(e.x)) + Math.abs(to.y - Math.round(e.y))} px, to (${to.x}, ${to.y}).`,
    update(e, `Move ${e.name} ${move.direction} to (${to.x}, ${to.y})`, { x_position: to.x, y_position: to.y }),
  );
}

const TYPE_WORDS: Array<[RegExp, ElementType]> = [
  [/\bkeys?\b/, 'key'],
  [/\b(?:lock|padlock|safe|keypad|lockbox|combination)\b/, 'combination_lock'],
  [/\b(?:door|hatch|gate|exit)\b/, 'door'],
  [/\b(?:piece|fragment|shard|gear|cog)\b/, 'puzzle_piece'],
];

function addAnswer(text: string, context: AssistantContext): Answer | null {
  const match =
    /\b(?:add|create|place|put|insert)\s+(?:(?:a|an|the|some|one|new)\s+)*(.+?)(?:\s+\b(to|on|in|at|near|next|under|behind|beside|inside|by)\b(.*))?$/i.exec(
      text.trim().replace(/[.!?]+$/, ''),
    );
  if (!match || !match[1].trim()) return null;
  const thing = match[1].trim().slice(0, 80);
  const where = match[3] ? findElement(match[3], context.elements) : null;
  const hidden = /\b(?:hidden|secret|under|behind|inside)\b/i.test(text);
  const element_type =
    TYPE_WORDS.find(([pattern]) => pattern.test(thing.toLowerCase()))?.[1] ??
    (hidden ? 'hidden_item' : 'clickable_object');
  const spot = where
    ? { x: Math.round(where.x), y: Math.min(550, Math.round(where.y) + 30) }
    : freeSpot(context.elements);
  const name = capitalise(thing);
  return say(
    `I would add "${name}" (${element_type.replace(/_/g, ' ')}) at (${spot.x}, ${spot.y})` +
      `${where ? `, by ${where.name}` : ', the freest spot in the scene'}${hidden ? ', hidden until found' : ''}. ` +
      'Apply the proposal to create it, then fill in its details in the Edit Element dialog.',
    {
      label: `Add ${name} at (${spot.x}, ${spot.y})`,
      action: {
        kind: 'create_element',
        element: { name, element_type, x_position: spot.x, y_position: spot.y, visible: !hidden },
      },
    },
  );
}

function lowConfidenceAnswer({ elements }: AssistantContext): Answer {
  const low = elements.filter((e) => e.confidence < LOW_CONFIDENCE_THRESHOLD && !e.manual);
  if (!low.length)
    return say(
      `No element has a low-confidence position (all at ${pct(LOW_CONFIDENCE_THRESHOLD)} or more, or placed by hand).`,
    );
  return say(
    `These positions are unsure (below ${pct(LOW_CONFIDENCE_THRESHOLD)}): ${low.map((e) => `${e.name} ${pct(e.confidence)} at ${at(e)}`).join('; ')}. ` +
      'Drag their markers onto the right spot to confirm them.',
  );
}

const LOW_CONFIDENCE_WORDS = /\blow\b|confiden|\bunsure\b|uncertain|not sure|misplaced/;

/**
 * The offline assistant's answer, in the same wire form a model gives. A question about the
 * scene is answered from its data (scene-questions.ts); a command becomes one proposal; words
 * that are neither get the scene's summary and what it can do.
 */
export function answerSceneAssistant(context: AssistantContext): Answer {
  const text = context.prompt.trim();
  const lower = text.toLowerCase();
  if (isQuestion(text))
    return LOW_CONFIDENCE_WORDS.test(lower)
      ? lowConfidenceAnswer(context)
      : say(answerQuestion(context, ASSISTANT_CAPABILITIES));
  const element = findElementInChat(text, context.messages, context.elements);

  const rename = /\b(?:rename|call|name)\b\s+(.+?)\s+\b(?:to|as)\b\s+["“']?(.+?)["”']?[.!]?$/i.exec(text);
  if (rename) {
    const target = findElementInChat(rename[1], context.messages, context.elements);
    const name = rename[2].trim().slice(0, 120);
    if (target && name)
      return say(
        `Apply the proposal to rename ${target.name} to "${name}".`,
        update(target, `Rename ${target.name} to ${name}`, { name }),
      );
  }
  if (/\b(?:move|shift|nudge|drag|slide|push)\b/.test(lower) && element) return moveAnswer(text, element);
  if (/\b(?:delete|remove|get rid of)\b/.test(lower) && element) {
    return say(
      `Apply the proposal to delete ${element.name}; the checker then tells you whether the room can still be solved.`,
      {
        label: `Delete ${element.name}`,
        action: { kind: 'delete_element', element_id: element.id },
      },
    );
  }
  if (/\b(?:hide|conceal)\b|\binvisible\b/.test(lower) && element)
    return say(
      `Apply the proposal to hide ${element.name} until players find it.`,
      update(element, `Hide ${element.name}`, { visible: false }),
    );
  if (/\b(?:unhide|reveal)\b|\bmake\b.*\bvisible\b|\bshow\b(?!\s+me\b)/.test(lower) && element)
    return say(
      `Apply the proposal to make ${element.name} visible.`,
      update(element, `Show ${element.name}`, { visible: true }),
    );

  const change = readSceneChange(text);
  const decor = /\b(?:decor|decoration|decorate|background|picture|image)\b/.test(lower);
  if (change && (change.lighting || change.temperature || change.tint || (change.props && decor))) {
    return say('Apply the proposal to change the scene picture; the elements stay where they are.', {
      label: `Modify scene: ${text.slice(0, 60)}`,
      action: { kind: 'modify_scene', modification_prompt: text },
    });
  }
  const add = /\b(?:add|create|place|put|insert)\b/.test(lower) ? addAnswer(text, context) : null;
  if (add) return add;
  if (/\b(?:move|shift|nudge|drag|slide|push)\b/.test(lower))
    return say(
      `Which element should move? This scene has: ${context.elements.map((e) => e.name).join(', ') || 'no elements yet'}.`,
    );

  if (LOW_CONFIDENCE_WORDS.test(lower)) return lowConfidenceAnswer(context);
  return say(answerQuestion(context, ASSISTANT_CAPABILITIES));
}
