/**
 * The tone material of the offline storyboard editor: word swaps that move a text darker or
 * lighter, lines that make it funnier, and title words for each tone. Darker lines come from
 * the Horror theme's moods (theme-material); the rest is here.
 */

/** [light word, dark word]: "darker" replaces the first by the second, "lighter" the reverse. */
export const TONE_SWAPS: Array<[string, string]> = [
  ['bright', 'dim'],
  ['brightly', 'dimly'],
  ['sunlit', 'shadowed'],
  ['sunny', 'overcast'],
  ['warm', 'cold'],
  ['warmly', 'coldly'],
  ['cheerful', 'grim'],
  ['cheery', 'bleak'],
  ['gentle', 'harsh'],
  ['golden', 'ashen'],
  ['glowing', 'guttering'],
  ['sparkling', 'tarnished'],
  ['shining', 'dull'],
  ['laughter', 'whispers'],
  ['friendly', 'wary'],
  ['happy', 'uneasy'],
  ['welcoming', 'forbidding'],
  ['pleasant', 'oppressive'],
  ['colourful', 'faded'],
  ['colorful', 'faded'],
  ['fresh', 'stale'],
  ['playful', 'sinister'],
  ['hums', 'groans'],
  ['giggle', 'whisper'],
  ['giggles', 'whispers'],
];

/** Grim words a funnier text softens ([grim, silly]). */
export const FUNNY_SWAPS: Array<[string, string]> = [
  ['terrifying', 'ridiculous'],
  ['sinister', 'mischievous'],
  ['dread', 'nervous giggles'],
  ['scream', 'squeak'],
  ['screams', 'squeaks'],
  ['howl', 'hoot'],
  ['howls', 'hoots'],
  ['grim', 'sheepish'],
  ['cursed', 'jinxed'],
  ['menacing', 'grumpy'],
  ['ominous', 'suspiciously cheerful'],
];

/** Lines that make a text funnier (family friendly, no people to talk to). */
export const FUNNY_LINES = [
  'A rubber duck watches you from a shelf, clearly unimpressed.',
  'Someone has left a sticky note: "Back in five minutes. Probably."',
  'A cat-shaped clock rolls its eyes with every tick.',
  'The whole place smells faintly of burnt toast and ambition.',
  'A tiny sign reads: "Please do not lick the puzzles."',
  'Somewhere a kazoo plays a triumphant note, then thinks better of it.',
];

/** Title words per tone (the darker ones come from the Horror theme's adjectives). */
export const FUNNY_TITLE_WORDS = ['Slightly Ridiculous', 'Wobbly', 'Giggling', 'Bumbling', 'Topsy-Turvy', 'Unlikely'];

/** Title words that raise the stakes. */
export const TENSE_TITLE_WORDS = ['Final', 'Last', 'Desperate', 'Midnight', 'Ticking'];

/** Frames that turn a theme's stake ("before the candles burn out") into a tense line. */
export const TENSE_FRAMES = [
  'Every second counts: escape {stake}.',
  'There is no time to lose. Get out {stake}.',
  'The clock is running: you must be gone {stake}.',
];

/** The theme whose moods and adjectives make a text darker. */
export const DARK_THEME_NAME = 'Horror';
