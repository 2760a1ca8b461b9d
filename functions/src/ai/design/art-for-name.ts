/**
 * Which kind of object the painter draws for an element the model named: the kind its head noun
 * names ("Map table" is a table, "Painting of a key" a painting), else the usual look of its kind.
 */
import type { ArtKind } from '../../model/room-design';
import type { ModelElementKind } from './model-design-schema';

const WORDS: Array<[ArtKind, RegExp]> = [
  ['clock', /\b(clock dial|clock face|clock|clocks|watch|pendulum|hourglass|sundial|sun dial|timer)\b/],
  ['safe', /\b(safe|vault|locker|strongroom)\b/],
  ['keypad', /\b(keypad|panel|dial|combination|padlock)\b/],
  ['terminal', /\b(terminal|computer|screen|monitor|laptop|radio)\b/],
  ['console', /\b(console|controls?|switchboard|machine|generator)\b/],
  ['lockbox', /\b(lockbox|strongbox|cash ?box|box|case|casket)\b/],
  ['chest', /\b(chest|trunk|coffer)\b/],
  ['sarcophagus', /\b(sarcophagus|coffin|tomb)\b/],
  ['bookshelf', /\b(bookshelf|bookcase|shelf|shelves)\b/],
  ['book', /\b(book|journal|diary|ledger|logbook|log|notebook|tome|almanac|bible|grimoire)\b/],
  ['map', /\b(map|chart|blueprint|plan)\b/],
  ['scroll', /\b(scroll|letter|note|parchment|paper|page|telegram|manuscript|recipe|papyrus|decree)\b/],
  ['card', /\b(card|ticket|badge|photo|photograph|postcard|keycard|id)\b/],
  ['painting', /\b(painting|portrait|picture|canvas|poster|frame|tapestry|mural)\b/],
  ['mirror', /\b(mirror|window|looking glass)\b/],
  ['candle', /\b(candle|candles|lantern|lamp|candelabra|candelabrum|torch)\b/],
  ['lever', /\b(lever|switch|handle|crank|winch)\b/],
  ['gear', /\b(gear|cog|wheel|spring|fuse)\b/],
  ['statue', /\b(statue|bust|idol|figurine|sculpture|skull|armou?r)\b/],
  ['crate', /\b(crate|barrel|sack|basket|bin)\b/],
  ['desk', /\b(desk|table|drawer|cabinet|counter|bureau|dresser|workbench|altar|lectern)\b/],
  ['vase', /\b(vase|urn|jar|pot|bottle|jug|vial|flask|potion)\b/],
  ['plant', /\b(plant|fern|flower|flowers|tree|bonsai|ficus)\b/],
  ['rug', /\b(rug|carpet|mat)\b/],
  ['hatch', /\b(hatch|trapdoor|grate|grating|vent|manhole)\b/],
  ['portal', /\b(portal|rift|gateway)\b/],
  ['gem', /\b(gem|jewel|crystal|amulet|ring|coin|medallion|orb|pearl|locket|ruby|emerald|sapphire|diamond)\b/],
  ['key', /\b(key)\b/],
  ['door', /\b(door|gate|archway|passage|stair|stairs|staircase|ladder|exit)\b/],
];

/** Words after which a name goes on about something else ("Painting of a key", "Key to the safe"). */
const TAIL = /\s(of|to|for|from|with|on|in|under|behind|beside|near)\s.*$/;

/** The kind named by the name's head: the last matching word before any "of/to/with..." tail. */
function namedKind(name: string): ArtKind | undefined {
  const head = name.toLowerCase().replace(/[-_]/g, ' ').replace(TAIL, '');
  let best: { art: ArtKind; end: number } | undefined;
  for (const [art, words] of WORDS) {
    const all = [...head.matchAll(new RegExp(words.source, 'g'))];
    const last = all[all.length - 1];
    if (!last) continue;
    const end = (last.index ?? 0) + last[0].length;
    if (!best || end > best.end) best = { art, end };
  }
  return best?.art;
}

const BY_KIND: Record<ModelElementKind, ArtKind> = {
  container: 'crate',
  clue: 'scroll',
  code_lock: 'keypad',
  key: 'key',
  item: 'gem',
  door: 'door',
  exit: 'exit_door',
};

/** Kinds whose art must stay recognisable whatever the name says (a door is drawn as a door). */
const FIXED: Partial<Record<ModelElementKind, ArtKind[]>> = {
  door: ['door', 'hatch', 'portal'],
  exit: ['exit_door', 'hatch', 'portal'],
  key: ['key', 'card', 'gem', 'gear'],
};

export function artForName(name: string, kind: ModelElementKind): ArtKind {
  const match = namedKind(name);
  const allowed = FIXED[kind];
  if (allowed) return match && allowed.includes(match) ? match : BY_KIND[kind];
  return match ?? BY_KIND[kind];
}
