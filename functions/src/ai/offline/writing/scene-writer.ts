/**
 * The offline engine of generate-scene (rooms-and-play-spec §7): a new scene that goes after
 * the storyboard's scenes, in the storyboard's own setting and theme. The creator's sentence
 * may name the place ("a flooded observatory with a brass telescope") and a tone ("darker");
 * otherwise a place of the setting the storyboard has not used yet is chosen. The title is
 * never one the storyboard already has, and the objects named are ones it has not named.
 */
import { MAX_STORYBOARD_SCENES, type Storyboard, type StoryboardScene } from '@core';
import { AppError } from '../../../model/app-error';
import { capitalize } from '../design/element-factory';
import { readEditSentence, withArticle } from './edit-directives';
import { fill } from '../material/types';
import { editProse } from './prose-editor';
import { storyboardContext, storyboardText } from './storyboard-editor';
import { nameWithLook, verbsFor } from './grammar';

const LIST_FRAMES = [
  'Close at hand {is} {list}.',
  'Looking around, you spot {list}.',
  'Among the clutter you notice {list}.',
];
const EXIT_FRAMES = [
  'The only way out {is} {door}.',
  'Freedom waits beyond {door}.',
  'At the far end {stands} {door}, your way out.',
];
const PLACE_WORDS =
  /\b(?:room|chamber|hall|hallway|corridor|cellar|vault|crypt|library|study|office|lab|laboratory|observatory|attic|tower|garden|greenhouse|kitchen|chapel|gallery|bridge|deck|bay|hangar|tomb|temple|cave|cavern|dungeon|workshop|archive|engine room|cabin|station|tunnel|courtyard|ballroom|bedroom|nursery|parlour|parlor|conservatory|sanctum|shrine|market|alley|rooftop)s?\b/i;

const joinNames = (names: string[]) => {
  const items = names.map((n) => `the ${n}`);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

const titleCase = (phrase: string) =>
  phrase
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && /^(?:of|and|the|a|an|in|on|at|to|with)$/i.test(word) ? word.toLowerCase() : capitalize(word),
    )
    .join(' ');

/** The place a sentence names: "add a flooded observatory with a telescope" -> place and feature. */
function placeIn(prompt: string): { place: string; feature?: string; clause?: string } | null {
  const text = prompt.replace(/^(?:please\s+)?(?:add|create|make|write|generate|give me|i want)\s+/i, '');
  const match =
    /\b(?:an?|the|some)\s+([a-z][\w' -]*?)(?:\s+(?:(with|full of|filled with|that has|holding)|where|in which)\s+([^.;!?]+))?(?=[.;!?,]|$)/i.exec(
      text,
    );
  if (!match || !PLACE_WORDS.test(match[1])) return null;
  const place = match[1].trim().replace(/\s+(?:scene|next|after that)$/i, '');
  // "with a telescope" names a thing; "where the ghost waits" is already a sentence
  return match[2] ? { place, feature: match[3]?.trim() } : { place, clause: match[3]?.trim() };
}

export function writeNextScene(storyboard: Storyboard, prompt = ''): StoryboardScene {
  if (storyboard.scenes.length >= MAX_STORYBOARD_SCENES)
    throw new AppError(
      400,
      `storyboard_context.scenes already holds ${MAX_STORYBOARD_SCENES} scenes, the most a room can have`,
      'bad_request',
    );
  const context = storyboardContext(storyboard, `next-scene:${prompt}`);
  const directives = readEditSentence(prompt);
  // A theme counts when it is asked for ("more steampunk"), not when a named thing hints at one ("brass").
  const theme = directives.theme ?? context.theme;
  const { rng, setting } = context;
  const text = storyboardText(storyboard).toLowerCase();
  const taken = new Set(storyboard.scenes.map((s) => s.title.trim().toLowerCase()));
  const unique = (title: string) => {
    if (!taken.has(title.toLowerCase())) return title;
    const adjective = rng
      .shuffle(theme.adjectives)
      .find((a) => !taken.has(`the ${a} ${title.replace(/^the\s+/i, '')}`.toLowerCase()));
    return `The ${adjective ?? 'Other'} ${title.replace(/^the\s+/i, '')}`;
  };

  const named = prompt.trim() ? placeIn(prompt) : null;
  const lines: string[] = [];
  let title: string;
  if (named) {
    title = unique(titleCase(`the ${named.place.replace(/^(?:an?|the)\s+/i, '')}`));
    lines.push(`You step into ${withArticle(named.place)}.`);
    if (named.feature) lines.push(`${capitalize(withArticle(named.feature))} waits here.`);
    if (named.clause) lines.push(`${capitalize(named.clause.replace(/[.!]$/, ''))}.`);
  } else {
    const unused = setting.places.filter(
      (p) => !taken.has(p.title.toLowerCase()) && !text.includes(p.look.toLowerCase().slice(0, 40)),
    );
    const place = unused.length ? rng.pick(unused) : rng.pick(setting.places);
    title = unique(place.title);
    lines.push(place.look);
  }
  const unnamed = <T extends { name: string }>(things: T[]) =>
    rng.shuffle(things).filter((t) => !text.includes(t.name.toLowerCase()));
  const things = [
    ...unnamed(setting.containers).slice(0, 1),
    ...unnamed(setting.clues).slice(0, 1),
    ...unnamed(setting.locks).slice(0, 1),
  ];
  const names = things.map((t) => t.name);
  if (things.length) lines.push(fill(rng.pick(LIST_FRAMES), { list: joinNames(names), ...verbsFor(names) }));
  const exit = unnamed(setting.exits)[0] ?? rng.pick(setting.exits);
  lines.push(fill(rng.pick(EXIT_FRAMES), { door: nameWithLook(exit.name, exit.look), ...verbsFor([exit.name]) }));
  const freshMoods = theme.moods.filter((m) => !text.includes(m.toLowerCase()));
  lines.push(rng.pick(freshMoods.length ? freshMoods : theme.moods));

  let description = lines.join(' ');
  if (directives.tone || directives.length) {
    const toned = editProse(
      'scene',
      description,
      { removals: [], additions: [], tone: directives.tone, length: directives.length },
      { ...context, theme },
    );
    description = toned.text;
  }
  return { title, description };
}
