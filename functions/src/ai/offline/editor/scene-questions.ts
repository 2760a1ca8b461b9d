/**
 * The offline assistant's reading of a creator's question about the scene. Each intent scores
 * the question's words against its keywords (with -s, -es, -ed or -ing endings),
 * so "whereabouts is the cabinet located" and "where's the cabinet" read the same. An element
 * named fuzzily steers to where/what-it-does; a filter ("hidden", "in the inventory", "top
 * left") narrows a list. A question no intent claims gets the scene's summary and what can be
 * asked, never a shrug.
 */
import { LOW_CONFIDENCE_THRESHOLD } from '@core';
import type { AssistantContext, AssistantElement } from '../../flows/editor/assistant-schemas';
import { findElementInChat, words } from './assistant-reading';
import {
  blockersAnswer,
  explainElement,
  regionOf,
  regionWords,
  roleWords,
  sceneSuggestions,
  typeWords,
  whereAnswer,
  at,
  type Column,
  type Row,
} from './scene-facts';

type Intent = 'where' | 'near' | 'explain' | 'solvable' | 'suggest' | 'list' | 'about';

/** Each intent's keywords and weights ("word:weight"); a word matches with -s, -es, -ed, -d or -ing added. */
const INTENT_WORDS: Record<Intent, string> = {
  explain:
    'do:1 does:2 purpose:2 use:1.5 work:1 explain:2 tell:1 open:2 unlock:2 get:1 obtain:2 need:2 require:2 ' +
    'code:1.5 clue:1 give:2 happen:2 role:2 function:2 how:1 about:1 from:1 what:0.5',
  where: 'where:3 wheres:3 whereabouts:3 locate:2 location:2 position:2 coordinates:2 grid:2 cell:2 tile:2 spot:1',
  near: 'near:3 nearby:3 beside:3 next:1 close:2 closest:3 nearest:3 around:1 neighbour:3 neighbor:3',
  solvable:
    'solvable:3 solve:2 solvability:3 unsolvable:3 winnable:3 broken:2 stuck:2 finish:2 playable:2 block:3 ' +
    'blocker:3 wrong:2 problem:2 issue:2 beat:1 escape:1 complete:1 verdict:3 checker:3 possible:1 cannot:1 ' +
    'cant:1 prevent:3 fail:2 work:1',
  suggest:
    'add:2 suggest:3 suggestion:3 improve:3 improvement:3 missing:2 better:2 should:1 idea:3 recommend:3 ' +
    'lack:2 fix:2 tip:3 advice:3 could:0.5 put:1.5 place:1 new:1.5 more:1',
  list:
    'list:3 object:2 element:2 item:2 thing:2 everything:3 many:2 count:2 number:1 find:1 contain:2 overview:3 ' +
    'summary:3 summarise:3 summarize:3 inventory:1 which:1 all:1 what:0.5 whats:1 there:0.5',
  about: 'about:2 describe:2 description:2 theme:2 story:2 setting:2 scene:0.5 look:1 mood:2',
};

const keywordMatch = (word: string, key: string) =>
  word === key || ['s', 'es', 'ed', 'd', 'ing'].some((ending) => word === key + ending);

const TABLES = Object.entries(INTENT_WORDS).map(([intent, spec]): [Intent, Array<[string, number]>] => [
  intent as Intent,
  spec.split(/\s+/).map((pair) => {
    const [word, weight] = pair.split(':');
    return [word, Number(weight)];
  }),
]);

export function scoreIntents(tokens: string[], element: AssistantElement | null): Array<[Intent, number]> {
  const scores = TABLES.map(([intent, table]): [Intent, number] => [
    intent,
    tokens.reduce((sum, t) => sum + Math.max(0, ...table.filter(([w]) => keywordMatch(t, w)).map(([, n]) => n)), 0),
  ]);
  if (element)
    for (const entry of scores)
      if (entry[0] === 'explain' || entry[0] === 'where' || entry[0] === 'near') entry[1] += 1.5;
  return scores.sort((a, b) => b[1] - a[1]);
}

const ELEMENT_INTENTS = new Set<Intent>(['explain', 'where', 'near']);

/** A command the creator gives ("move…", "could you add…"), as opposed to a question. */
const COMMAND =
  /^(?:(?:please|could you|can you|would you|will you|can i|could i|let'?s|i want to|i'd like to)\s+)*(?:move|shift|nudge|drag|slide|push|rename|call|name|delete|remove|get rid of|hide|conceal|unhide|reveal|show(?!\s+me)|make|add|create|place|put|insert|change|set|turn|paint|darken|brighten)\b/i;
const QUESTION =
  /\?\s*$|^(?:what|which|where|how|why|who|when|is|are|does|do|did|can|could|should|would|will|any|tell|list|describe|explain|give me|show me|summari[sz]e|overview|help|count)\b/i;

export const isQuestion = (text: string) => !COMMAND.test(text.trim()) && QUESTION.test(text.trim());

/** The element the question is about: scene words ("this scene", its title) do not name one. */
export function questionElement(context: AssistantContext): AssistantElement | null {
  const title = new Set(words(context.scene.title));
  let text = context.prompt.replace(/\b(?:this|the|that|whole)\s+(?:scene|room|picture|image|level)\b/gi, ' ');
  const fullName = context.elements.some((e) => text.toLowerCase().includes(e.name.toLowerCase()));
  if (!fullName)
    text = words(text)
      .filter((w) => !title.has(w))
      .join(' ');
  return findElementInChat(text, context.messages, context.elements);
}

type Filter = { label: string; test: (e: AssistantElement) => boolean };

const FILTERS: Array<[RegExp, Filter]> = [
  [/\bhidden\b|\binvisible\b|\bsecret/i, { label: 'Elements hidden at the start', test: (e) => !e.visible }],
  [
    /\binventory\b|\bcollect|\bpick(?:ed)?\s+up\b|\bcarr(?:y|ied)\b|\btake\b/i,
    { label: 'Elements that go into the inventory', test: (e) => !!e.details?.collect || e.element_type === 'key' },
  ],
  [/\blocked\b/i, { label: 'Elements locked at the start', test: (e) => e.details?.state === 'locked' }],
  [
    /\b(?:no|without|missing|lack)\w*\s+hints?\b/i,
    { label: 'Elements with no hints', test: (e) => !!e.details && !e.details.hints.length },
  ],
  [/\bclues?\b/i, { label: 'Elements with a clue', test: (e) => !!e.details?.clue }],
  [
    /\bleave\b|\bexits?\b|\bway out\b|\bnext scene\b|\bget out\b/i,
    {
      label: 'Ways out of the scene',
      test: (e) => !!e.details?.leads_to || !!e.details?.escape || e.element_type === 'door',
    },
  ],
  [/\blocks\b|\bpadlocks?\b|\bsafes\b/i, { label: 'Locks', test: (e) => e.element_type === 'combination_lock' }],
  [/\bkeys\b/i, { label: 'Keys', test: (e) => e.element_type === 'key' }],
  [/\bdoors\b/i, { label: 'Doors', test: (e) => e.element_type === 'door' }],
];

function readRegion(text: string): { row?: Row; column?: Column } | null {
  const lower = text.toLowerCase();
  const row = /\btop\b|\bupper\b|\bceiling\b/.test(lower)
    ? 'top'
    : /\bbottom\b|\blower\b|\bfloor\b/.test(lower)
      ? 'bottom'
      : undefined;
  const column = /\bleft\b/.test(lower)
    ? 'left'
    : /\bright\b/.test(lower)
      ? 'right'
      : /\bcent(?:re|er)\b|\bmiddle\b/.test(lower)
        ? 'centre'
        : undefined;
  return row || column ? { row, column } : null;
}

function listAnswer(context: AssistantContext, filter: Filter | null, region: ReturnType<typeof readRegion>): string {
  const inRegion = (e: AssistantElement) => {
    if (!region) return true;
    const r = regionOf(e, context);
    return (!region.row || r.row === region.row) && (!region.column || r.column === region.column);
  };
  const found = context.elements.filter((e) => (!filter || filter.test(e)) && inRegion(e));
  const where = region ? ` in the ${[region.row, region.column].filter(Boolean).join(' ')}` : '';
  const label = `${filter?.label ?? 'Elements'}${where}`;
  if (!found.length) return `${label}: none in "${context.scene.title}".`;
  const listed = found.map((e) => {
    const role = roleWords(e);
    return `${e.name} (${typeWords(e)}, ${regionWords(regionOf(e, context))} ${at(e)}${e.visible ? '' : ', hidden'})${role ? `: ${role}` : ''}`;
  });
  return `${label} (${found.length}): ${listed.join('; ')}.`;
}

function nearAnswer(element: AssistantElement, context: AssistantContext): string {
  const others = context.elements
    .filter((e) => e.id !== element.id)
    .map((e) => ({ e, distance: Math.hypot(e.x - element.x, e.y - element.y) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3);
  if (!others.length) return `${element.name} is the only element in "${context.scene.title}".`;
  const listed = others.map(({ e, distance }) => `${e.name} ${Math.round(distance)} px away ${at(e)}`);
  return `Nearest to ${element.name} ${at(element)}: ${listed.join('; ')}.`;
}

/** The scene's title, description and elements, each with where it is. */
export function sceneSummary(context: AssistantContext): string {
  const { scene, elements } = context;
  if (!elements.length) return `"${scene.title}" has no elements yet. ${scene.description}`.trim();
  const listed = elements.map(
    (e) =>
      `${e.name} (${typeWords(e)}) at ${at(e)}${e.visible ? '' : ', hidden'}` +
      `${e.confidence < LOW_CONFIDENCE_THRESHOLD ? ', low confidence' : ''}`,
  );
  return `"${scene.title}": ${scene.description} It has ${elements.length} element${elements.length === 1 ? '' : 's'}: ${listed.join('; ')}.`;
}

/** The answer to a question about the scene (never a shrug: an unclear one gets the summary and `help`). */
export function answerQuestion(context: AssistantContext, help: string): string {
  const text = context.prompt;
  const element = questionElement(context);
  const filter = FILTERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const region = element ? null : readRegion(text);
  // Without an element, a filter or a region, intents about one element have nothing to answer.
  const [intent, score] = scoreIntents(words(text), element).find(
    ([i]) => element || filter || region || !ELEMENT_INTENTS.has(i),
  )!;
  if (score <= 0 && !filter && !region) {
    return element ? explainElement(element, context) : `${sceneSummary(context)} ${help}`;
  }
  switch (intent) {
    case 'solvable':
      return blockersAnswer(context);
    case 'suggest':
      return element
        ? `${explainElement(element, context)} Ideas: ${
            sceneSuggestions(context)
              .filter((s) => s.includes(element.name))
              .join(' ') || 'it is in good shape.'
          }`
        : `Ideas for "${context.scene.title}": ${sceneSuggestions(context).join(' ')}`;
    case 'near':
      if (element) return nearAnswer(element, context);
      return listAnswer(context, filter, region);
    case 'where':
      if (element) return whereAnswer(element, context);
      return region || filter
        ? listAnswer(context, filter, region)
        : `Which element? ${listAnswer(context, null, null)}`;
    case 'explain':
      if (element) return explainElement(element, context);
      return filter || region ? listAnswer(context, filter, region) : `${sceneSummary(context)} ${help}`;
    case 'about':
      if (element) return explainElement(element, context);
      return sceneSummary(context);
    default:
      if (filter || region) return listAnswer(context, filter, region);
      return element && !/\b(?:elements|objects|things|everything|all)\b/i.test(text)
        ? explainElement(element, context)
        : sceneSummary(context);
  }
}
