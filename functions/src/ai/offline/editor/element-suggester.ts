/**
 * The offline engine's grid suggestions (rooms-and-play-spec §7 suggest-puzzle-elements):
 * three elements that fit the clicked tile. The tile's row says what belongs there (wall
 * pieces high up, furniture and containers in the middle, floor things low down); an
 * element next to the tile invites a hidden item under or behind it; the scene description
 * lends its theme words; a creator's prompt leads with the thing they asked for.
 */
import { gridToPixel, GRID_SIZE, type ElementSuggestion, type ElementType, type GridCell } from '@core';

export interface SuggestionRequest {
  scene_data: {
    title?: string;
    description?: string;
    elements?: Array<{ name: string; element_type?: string; x_position?: number; y_position?: number }>;
  };
  grid_position: GridCell;
  user_prompt: string;
}

type Action = ElementSuggestion['action_type'];
interface Idea {
  noun: string;
  element_type: ElementType;
  action_type: Action;
  does: string;
}

type Band = 'wall' | 'middle' | 'floor';
const BAND_TEXT: Record<Band, string> = {
  wall: 'high on the picture, where the back wall is',
  middle: 'at furniture height',
  floor: 'low in the picture, on the floor',
};
const IDEAS: Record<Band, Idea[]> = {
  wall: [
    {
      noun: 'painting',
      element_type: 'clickable_object',
      action_type: 'hotspot',
      does: 'hides a number in its brushwork',
    },
    {
      noun: 'wall clock',
      element_type: 'clickable_object',
      action_type: 'hotspot',
      does: 'has hands stopped at a telling time',
    },
    {
      noun: 'map',
      element_type: 'clickable_object',
      action_type: 'place_element',
      does: 'marks where something is hidden',
    },
    {
      noun: 'keypad',
      element_type: 'combination_lock',
      action_type: 'trigger_event',
      does: 'opens something when the right code is entered',
    },
    {
      noun: 'mirror',
      element_type: 'clickable_object',
      action_type: 'hotspot',
      does: 'shows a reversed message when inspected',
    },
  ],
  middle: [
    {
      noun: 'chest',
      element_type: 'combination_lock',
      action_type: 'place_element',
      does: 'is locked with a code found elsewhere',
    },
    { noun: 'cabinet', element_type: 'clickable_object', action_type: 'place_element', does: 'holds a note or a tool' },
    {
      noun: 'lockbox',
      element_type: 'combination_lock',
      action_type: 'place_element',
      does: 'needs a three- or four-digit code',
    },
    {
      noun: 'bookshelf',
      element_type: 'clickable_object',
      action_type: 'hotspot',
      does: 'has one book that does not belong',
    },
    { noun: 'desk drawer', element_type: 'key', action_type: 'place_element', does: 'holds a small key' },
  ],
  floor: [
    { noun: 'rug', element_type: 'hidden_item', action_type: 'hidden_area', does: 'covers something flat beneath it' },
    {
      noun: 'crate',
      element_type: 'clickable_object',
      action_type: 'place_element',
      does: 'can be pried open for a part',
    },
    { noun: 'floor hatch', element_type: 'door', action_type: 'trigger_event', does: 'leads further once unlocked' },
    {
      noun: 'loose floorboard',
      element_type: 'hidden_item',
      action_type: 'hidden_area',
      does: 'lifts to reveal a hiding place',
    },
    {
      noun: 'puzzle tile',
      element_type: 'puzzle_piece',
      action_type: 'place_element',
      does: 'fits into a mechanism elsewhere',
    },
  ],
};

const THEME_WORDS = [
  'brass',
  'dusty',
  'ancient',
  'rusty',
  'glowing',
  'neon',
  'stone',
  'wooden',
  'gilded',
  'cracked',
  'iron',
  'steel',
  'golden',
  'silver',
  'velvet',
  'marble',
  'sandstone',
  'coral',
  'haunted',
  'victorian',
  'faded',
  'leather',
  'copper',
  'crystal',
  'carved',
  'mossy',
  'frosted',
  'chrome',
  'ornate',
  'old',
];
const SETTING_WORDS: Array<[RegExp, string]> = [
  [/librar|archive|study|book/, 'leather-bound'],
  [/mansion|haunt|ghost|manor/, 'faded'],
  [/space|station|starship|orbit/, 'steel'],
  [/castle|medieval|dungeon|keep/, 'iron-bound'],
  [/lab|research|science/, 'labelled'],
  [/underwater|ocean|sea|submarine/, 'barnacled'],
  [/temple|desert|tomb|pyramid|egypt/, 'sandstone'],
  [/cyber|neon|city/, 'neon'],
  [/clock|steam|gear/, 'brass'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The scene's own theme word, or one its setting suggests. */
export function themeWord(description: string): string | null {
  const text = description.toLowerCase();
  const own = THEME_WORDS.find((word) => new RegExp(`\\b${word}\\b`).test(text));
  return own ?? SETTING_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const STOP = new Set(
  'a an the and or with for some any please add put place make want need would like here there this that these those it its into onto under behind near next to of on in at by my me we our can could should new one two three more something thing'.split(
    ' ',
  ),
);
const NOUN_TYPES: Array<[RegExp, ElementType, Action]> = [
  [/^keys?$/, 'key', 'place_element'],
  [/^(?:locks?|padlocks?|safes?|keypads?|combination|code|dial)$/, 'combination_lock', 'place_element'],
  [/^(?:doors?|hatch(?:es)?|gates?|trapdoors?|exit|portal)$/, 'door', 'trigger_event'],
  [/^(?:compartments?|stash|cache|hideouts?)$/, 'hidden_item', 'hidden_area'],
  [/^(?:pieces?|fragments?|shards?|gears?|cogs?|tiles?)$/, 'puzzle_piece', 'place_element'],
];

/** The creator's thing: the last content words of the prompt ("a secret compartment" -> "secret compartment"). */
export function promptThing(prompt: string): { phrase: string; element_type: ElementType; action_type: Action } | null {
  const words = prompt.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  const content = words.filter((word) => !STOP.has(word) && word.length > 2);
  if (!content.length) return null;
  const phrase = content.slice(-2).join(' ');
  const noun = content.at(-1) as string;
  const typed = NOUN_TYPES.find(([pattern]) => pattern.test(noun));
  const hidden = /\b(?:hidden|secret|under|beneath|behind|inside)\b/.test(prompt.toLowerCase());
  return {
    phrase,
    element_type: typed?.[1] ?? (hidden ? 'hidden_item' : 'clickable_object'),
    action_type: hidden ? 'hidden_area' : (typed?.[2] ?? 'place_element'),
  };
}

const bandOf = (row: number): Band => (row < 6 ? 'wall' : row < 11 ? 'middle' : 'floor');

/** Three suggestions for the tile, the creator's wish first, never repeating an element already in the scene. */
export function suggestForTile(request: SuggestionRequest): ElementSuggestion[] {
  const { x, y } = request.grid_position;
  const band = bandOf(y);
  const tile = `[${x}, ${y}]`;
  const adjective = themeWord(`${request.scene_data.title ?? ''} ${request.scene_data.description ?? ''}`);
  const named = (noun: string) => capitalise(adjective ? `${adjective} ${noun}` : noun);
  const existing = request.scene_data.elements ?? [];
  const taken = new Set(existing.map((element) => element.name.toLowerCase()));
  const suggestions: ElementSuggestion[] = [];
  const add = (suggestion: ElementSuggestion) => {
    const key = suggestion.name.toLowerCase();
    if (suggestions.length < 3 && !taken.has(key)) {
      taken.add(key);
      suggestions.push(suggestion);
    }
  };

  const wish = request.user_prompt.trim() ? promptThing(request.user_prompt) : null;
  if (wish) {
    add({
      name: named(wish.phrase),
      element_type: wish.element_type,
      action_type: wish.action_type,
      description: `A ${adjective ? `${adjective} ` : ''}${wish.phrase} at tile ${tile}, ${BAND_TEXT[band]}.`,
      reason: `You asked for "${request.user_prompt.trim()}"; tile ${tile} is ${BAND_TEXT[band]}.`,
      confidence: 0.9,
    });
  }

  const centre = gridToPixel({ x: x + 0.5, y: y + 0.5 });
  const reach = (1.6 * 1024) / GRID_SIZE;
  const near = existing
    .filter((element) => element.x_position !== undefined && element.y_position !== undefined)
    .map((element) => ({ element, d: Math.hypot(element.x_position! - centre.x, element.y_position! - centre.y) }))
    .filter(({ d }) => d <= reach)
    .sort((a, b) => a.d - b.d)[0]?.element;
  if (near) {
    const where = band === 'wall' ? 'behind' : 'under';
    add({
      name: `Hidden note ${where} ${near.name}`.slice(0, 120),
      element_type: 'hidden_item',
      action_type: 'hidden_area',
      description: `A folded note tucked ${where} ${near.name}, found only by searching around it.`,
      reason: `Tile ${tile} touches ${near.name}: players search around what they already see.`,
      confidence: 0.78,
    });
  }

  const ideas = IDEAS[band];
  const start = (x * 7 + y * 3) % ideas.length;
  for (let i = 0; i < ideas.length && suggestions.length < 3; i++) {
    const idea = ideas[(start + i) % ideas.length];
    add({
      name: named(idea.noun),
      element_type: idea.element_type,
      action_type: idea.action_type,
      description: `A ${adjective ? `${adjective} ` : ''}${idea.noun} that ${idea.does}.`,
      reason: `Tile ${tile} is ${BAND_TEXT[band]}, where a ${idea.noun} belongs.`,
      confidence: Math.round((0.86 - i * 0.04) * 100) / 100,
    });
  }
  return suggestions;
}
