/**
 * Which kind of object the painter draws for an element the model named: the first kind whose
 * words appear in the name, else the usual look of the element's kind.
 */
import type { ArtKind } from '../offline/types';
import type { ModelElementKind } from './model-design-schema';

const WORDS: Array<[ArtKind, RegExp]> = [
  ['safe', /\b(safe|vault)\b/],
  ['keypad', /\b(keypad|panel|dial|combination)\b/],
  ['terminal', /\b(terminal|computer|screen|monitor)\b/],
  ['console', /\b(console|control|switchboard)\b/],
  ['lockbox', /\b(lockbox|strongbox|cash ?box|box)\b/],
  ['chest', /\b(chest|trunk|coffer|casket)\b/],
  ['sarcophagus', /\b(sarcophagus|coffin|tomb)\b/],
  ['bookshelf', /\b(bookshelf|bookcase|shelf|shelves)\b/],
  ['book', /\b(book|journal|diary|ledger|logbook|log|notebook|tome|almanac)\b/],
  ['map', /\b(map|chart|blueprint|plan)\b/],
  ['scroll', /\b(scroll|letter|note|parchment|paper|page|telegram|manuscript|recipe)\b/],
  ['card', /\b(card|ticket|badge|photo|photograph|postcard)\b/],
  ['painting', /\b(painting|portrait|picture|canvas|poster|frame)\b/],
  ['clock', /\b(clock|watch|pendulum|hourglass)\b/],
  ['mirror', /\b(mirror)\b/],
  ['candle', /\b(candle|lantern|lamp|candelabra|torch)\b/],
  ['lever', /\b(lever|switch|handle|crank)\b/],
  ['gear', /\b(gear|cog|wheel|spring)\b/],
  ['statue', /\b(statue|bust|idol|figurine|sculpture)\b/],
  ['crate', /\b(crate|barrel|sack|basket|bin)\b/],
  ['desk', /\b(desk|table|drawer|cabinet|counter|bureau|dresser|workbench)\b/],
  ['vase', /\b(vase|urn|jar|pot|bottle|jug)\b/],
  ['plant', /\b(plant|fern|flower|tree|pot plant)\b/],
  ['rug', /\b(rug|carpet|mat)\b/],
  ['hatch', /\b(hatch|trapdoor|grate|vent|manhole)\b/],
  ['portal', /\b(portal|rift|gateway)\b/],
  ['gem', /\b(gem|jewel|crystal|stone|amulet|ring|coin|medallion)\b/],
  ['key', /\b(key|keycard)\b/],
  ['door', /\b(door|gate|archway|passage|stair|stairs|staircase|ladder)\b/],
];

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
  const lower = name.toLowerCase();
  const match = WORDS.find(([, words]) => words.test(lower))?.[0];
  const allowed = FIXED[kind];
  if (allowed) return match && allowed.includes(match) ? match : BY_KIND[kind];
  return match ?? BY_KIND[kind];
}
