/**
 * Story things (issue 30 item 2): objects off the solution path that tell the story, set the
 * mood and reward curiosity. Each reads as a person wrote it and never misleads: no digits or
 * number words, no colour, sign or drawn thing a puzzle uses, nothing in capitals that could be
 * taken for a code (see `storyTextMisleads`). Fixed things carry their own text; framed things
 * (a chronicle, a letter) wrap the setting's history, the theme's twists and stakes and the role.
 */
import type { SettingStory } from './types';
import { ancientLibraryStory } from './story/ancient-library';
import { hauntedMansionStory } from './story/haunted-mansion';
import { spaceStationStory } from './story/space-station';
import { medievalCastleStory } from './story/medieval-castle';
import { modernLaboratoryStory } from './story/modern-laboratory';
import { underwaterBaseStory } from './story/underwater-base';
import { desertTempleStory } from './story/desert-temple';
import { cyberpunkCityStory } from './story/cyberpunk-city';

export type { FramedStoryThing, SettingStory, StoryThing } from './types';

/** Story things per setting name. */
export const STORY_BY_SETTING: Record<string, SettingStory> = {
  'Ancient Library': ancientLibraryStory,
  'Haunted Mansion': hauntedMansionStory,
  'Space Station': spaceStationStory,
  'Medieval Castle': medievalCastleStory,
  'Modern Laboratory': modernLaboratoryStory,
  'Underwater Base': underwaterBaseStory,
  'Desert Temple': desertTempleStory,
  'Cyberpunk City': cyberpunkCityStory,
};

/**
 * Words a puzzle of core/puzzles or the room's signs speak in: numbers, ordinals, colours, the
 * drawn things of counting and colour-order clues, symbol-map symbols, clock words and the
 * scratched marks (code-puzzles.ts). A story text holds none of them, singular or plural.
 */
export const PUZZLE_WORDS = [
  ...'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million dozen'.split(
    ' ',
  ),
  ...'first second third fourth fifth sixth seventh eighth ninth tenth half once twice'.split(' '),
  ...'red blue green yellow white black violet purple orange'.split(' '),
  ...'bell key candle feather crown skull anchor owl moth shell acorn ring'.split(' '),
  ...'ribbon flask banner stone knot notch dot'.split(' '),
  ...'sun moon star eye hand fish tree bird wave flame snake'.split(' '),
  ...'clock hour minute midnight noon dial'.split(' '),
  ...'trident spiral horseshoe arrowhead thistle triangle hammer diamond chevron cross'.split(' '),
  ...'code cipher combination digit number alphabet riddle symbol sign mark'.split(' '),
];

const PUZZLE_WORD_PATTERN = new RegExp(`\\b(?:${PUZZLE_WORDS.join('|')})(?:s|es)?\\b`, 'i');

/**
 * Why `text` could mislead a player, or null: a digit, a puzzle word, a word in capitals (a
 * player tries those as codes), or one of `avoid` (the room's codes and signs) anywhere in it.
 */
export function storyTextMisleads(text: string, avoid: readonly string[] = []): string | null {
  const digit = /\d/.exec(text);
  if (digit) return `digit ${digit[0]}`;
  const word = PUZZLE_WORD_PATTERN.exec(text);
  if (word) return `puzzle word "${word[0]}"`;
  const capitals = /\b[A-Z]{2,}\b/.exec(text);
  if (capitals) return `capitals "${capitals[0]}"`;
  const lower = text.toLowerCase();
  const hit = avoid.find((a) => a.trim() && lower.includes(a.trim().toLowerCase()));
  return hit ? `room word "${hit}"` : null;
}
