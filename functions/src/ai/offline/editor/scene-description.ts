/**
 * The description players read of a modified scene: the scene's own description followed by
 * prose for what the scene is like now (its light, colours and added decor). It is rebuilt
 * from the scene's current modification every time, so a later change to the light or the
 * colours replaces the earlier one's words instead of adding to them.
 */
import type { ArtKind, SceneLighting, SceneModification } from '../../../model/room-design';

const LIGHTING_PROSE: Record<SceneLighting, string> = {
  darker: 'The room lies in deep shadow',
  night: 'It is night, and cold moonlight falls into the room',
  brighter: 'Bright light fills the room',
  dawn: 'The warm light of dawn falls in',
  'candle-lit': 'The room is lit by candles',
  foggy: 'Fog hangs in the room',
};

const TEMPERATURE_PROSE: Record<NonNullable<SceneModification['temperature']>, string> = {
  warmer: 'everything glows in warm tones',
  colder: 'everything looks cold and pale',
};

/** Where each kind of decor is, so the sentence reads like a room ("A rug lies on the floor."). */
const WHERE: Array<{ kinds: ArtKind[]; one: string; many: string }> = [
  { kinds: ['rug'], one: 'lies on the floor', many: 'lie on the floor' },
  { kinds: ['painting', 'mirror', 'map', 'clock'], one: 'hangs on the wall', many: 'hang on the wall' },
  { kinds: ['candle'], one: 'burns on a ledge', many: 'burn on ledges about the room' },
  {
    kinds: ['book', 'scroll', 'gem', 'gear'],
    one: 'rests on a ledge',
    many: 'rest on ledges and shelves',
  },
];
const STANDING = { one: 'stands in the room', many: 'stand in the room' };

const NAMES: Partial<Record<ArtKind, [string, string]>> = {
  bookshelf: ['bookshelf', 'bookshelves'],
  sarcophagus: ['sarcophagus', 'sarcophagi'],
  terminal: ['computer terminal', 'computer terminals'],
};
const NUMBERS = ['', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

function counted(art: ArtKind, count: number): string {
  const [one, many] = NAMES[art] ?? [art, art.endsWith('s') ? `${art}es` : `${art}s`];
  if (count === 1) return `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
  return `${NUMBERS[count] ?? String(count)} ${many}`;
}

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const capitalised = (text: string) => (text ? `${text[0].toUpperCase()}${text.slice(1)}` : text);

/** One sentence per place the decor is in, in the order it was added. */
function decorSentences(props: ArtKind[]): string[] {
  const counts = new Map<ArtKind, number>();
  for (const art of props) counts.set(art, (counts.get(art) ?? 0) + 1);
  const groups = new Map<{ one: string; many: string }, string[]>();
  for (const [art, count] of counts) {
    const place = WHERE.find((w) => w.kinds.includes(art)) ?? STANDING;
    groups.set(place, [...(groups.get(place) ?? []), counted(art, count)]);
  }
  return [...groups].map(([place, items]) => {
    const many = items.length > 1 || !/^an? /.test(items[0]);
    return `${capitalised(listed(items))} ${many ? place.many : place.one}.`;
  });
}

/** The light and colour of the scene in one or two sentences. */
function lightSentences(change: SceneModification): string[] {
  const light = change.lighting ? LIGHTING_PROSE[change.lighting] : '';
  const tone = change.temperature ? TEMPERATURE_PROSE[change.temperature] : '';
  const first = light && tone ? `${light}, and ${tone}.` : light ? `${light}.` : tone ? `${capitalised(tone)}.` : '';
  const tint = change.tint;
  const second = !tint
    ? ''
    : tint.target === 'walls'
      ? `The walls are painted ${tint.name}.`
      : `The light has a ${tint.name} glow.`;
  return [first, second].filter(Boolean);
}

/** Prose for what the modification makes of the scene (empty when there is none). */
export function describeModification(change: SceneModification | undefined): string {
  if (!change) return '';
  return [...lightSentences(change), ...decorSentences(change.props ?? [])].join(' ');
}

/** The scene's description as players read it: its own description, then what the scene is like now. */
export function describeModifiedScene(baseDescription: string, change: SceneModification | undefined): string {
  return `${baseDescription.trim()} ${describeModification(change)}`.trim();
}
