/**
 * The writing material of the offline engine: settings (where), themes (what mood)
 * and narrator voices (who tells it), resolved from the free text of a room brief.
 */
import type { RoomBrief } from '../../../model/room-design';
import type { SettingMaterial, StoryThing, ThemeMaterial, VoiceMaterial } from './types';
import { ancientLibrary } from './settings/ancient-library';
import { hauntedMansion } from './settings/haunted-mansion';
import { spaceStation } from './settings/space-station';
import { medievalCastle } from './settings/medieval-castle';
import { modernLaboratory } from './settings/modern-laboratory';
import { underwaterBase } from './settings/underwater-base';
import { desertTemple } from './settings/desert-temple';
import { cyberpunkCity } from './settings/cyberpunk-city';
import { MORE_LOCKED_BOXES } from './settings/locked-boxes';
import { MORE_PIECE_SETS } from './settings/piece-sets';
import { THEMES } from './themes';
import { VOICES } from './voices';
import { deriveSeed } from '../rng';

export type { SettingMaterial, ThemeMaterial, VoiceMaterial } from './types';
export { fill } from './types';

export const SETTINGS: SettingMaterial[] = [
  ancientLibrary,
  hauntedMansion,
  spaceStation,
  medievalCastle,
  modernLaboratory,
  underwaterBase,
  desertTemple,
  cyberpunkCity,
].map((setting) => ({
  ...setting,
  chests: [...setting.chests, ...(MORE_LOCKED_BOXES[setting.name] ?? [])],
  pieceSets: [...setting.pieceSets, ...(MORE_PIECE_SETS[setting.name] ?? [])],
}));
export { THEMES, VOICES };

/** Words in free text that point at a setting or a theme when the text is not one of the names. */
const SETTING_WORDS: Record<string, string[]> = {
  'Ancient Library': ['library', 'book', 'archive', 'scroll', 'scholar', 'manuscript'],
  'Haunted Mansion': ['haunt', 'ghost', 'mansion', 'manor', 'spirit', 'house'],
  'Space Station': ['space', 'station', 'orbit', 'star', 'alien', 'astronaut', 'planet'],
  'Medieval Castle': ['castle', 'knight', 'king', 'queen', 'dungeon', 'medieval', 'dragon'],
  'Modern Laboratory': ['lab', 'experiment', 'scien', 'virus', 'chemical', 'research'],
  'Underwater Base': ['underwater', 'ocean', 'sea', 'submarine', 'deep', 'reef', 'diver'],
  'Desert Temple': ['desert', 'temple', 'tomb', 'pyramid', 'pharaoh', 'sand'],
  'Cyberpunk City': ['cyber', 'neon', 'hacker', 'city', 'android', 'corporate', 'future'],
};
const THEME_WORDS: Record<string, string[]> = {
  Mystery: ['myster', 'detective', 'murder', 'clue', 'secret', 'crime', 'noir'],
  Horror: ['horror', 'ghost', 'haunt', 'zombie', 'curse', 'blood', 'scary', 'terror', 'halloween'],
  'Sci-Fi': ['sci', 'space', 'robot', 'alien', 'future', 'cyber', 'tech'],
  Fantasy: ['fantasy', 'magic', 'wizard', 'dragon', 'elf', 'fairy', 'spell', 'witch'],
  Adventure: ['adventure', 'pirate', 'jungle', 'treasure', 'explor', 'quest', 'island'],
  Steampunk: ['steam', 'clock', 'gear', 'airship', 'invent', 'brass'],
  Egyptian: ['egypt', 'pharaoh', 'pyramid', 'mummy', 'nile', 'sphinx', 'tomb'],
  Victorian: ['victorian', 'london', 'sherlock', 'gaslight', 'manor', '1890', 'edwardian'],
};

function byName<T extends { name: string }>(items: T[], text: string | undefined): T | undefined {
  const wanted = (text ?? '').trim().toLowerCase();
  return items.find((item) => item.name.toLowerCase() === wanted);
}

function byWords<T extends { name: string }>(
  items: T[],
  words: Record<string, string[]>,
  text: string | undefined,
): T | undefined {
  const lower = (text ?? '').toLowerCase();
  if (!lower) return undefined;
  let best: T | undefined;
  let bestScore = 0;
  for (const item of items) {
    const score = (words[item.name] ?? []).filter((word) => lower.includes(word)).length;
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

function bySeed<T>(items: T[], seed: number, label: string): T {
  return items[deriveSeed(seed, label) % items.length];
}

/** The setting named by the agent; free text is matched by keywords, then by seed. */
export function resolveSetting(setting: string | undefined, seed = 0): SettingMaterial {
  return byName(SETTINGS, setting) ?? byWords(SETTINGS, SETTING_WORDS, setting) ?? bySeed(SETTINGS, seed, 'setting');
}

/** The room theme wins over the agent's theme; each is tried by name, then by keywords. */
export function resolveTheme(roomTheme: string | undefined, agentTheme?: string, seed = 0): ThemeMaterial {
  return (
    byName(THEMES, roomTheme) ??
    byWords(THEMES, THEME_WORDS, roomTheme) ??
    byName(THEMES, agentTheme) ??
    byWords(THEMES, THEME_WORDS, agentTheme) ??
    bySeed(THEMES, seed, 'theme')
  );
}

/** The theme a free text names or clearly points at (no seed fallback): undefined when it names none. */
export function themeNamedIn(text: string): ThemeMaterial | undefined {
  return byName(THEMES, text) ?? byWords(THEMES, THEME_WORDS, text);
}

/** The setting a free text names or clearly points at (no seed fallback): undefined when it names none. */
export function settingNamedIn(text: string): SettingMaterial | undefined {
  return byName(SETTINGS, text) ?? byWords(SETTINGS, SETTING_WORDS, text);
}

export function resolveVoice(personality: string | undefined, seed = 0): VoiceMaterial {
  return byName(VOICES, personality) ?? bySeed(VOICES, seed, 'voice');
}

export interface Material {
  setting: SettingMaterial;
  theme: ThemeMaterial;
  voice: VoiceMaterial;
  /**
   * How soon the room plan draws a thing of the setting for the scene being built, lowest first (a Gemini
   * design's objects of that scene before the setting's own, design/gemini-material.ts); none: as shuffled.
   */
  rank?: (thing: object, sceneIndex: number) => number;
  /** Story things a designer (a model) wrote for a scene, placed there before the setting's (story-elements.ts). */
  sceneStory?: Array<StoryThing & { sceneIndex: number }>;
}

export function materialFor(brief: RoomBrief): Material {
  return {
    setting: resolveSetting(brief.agent.setting, brief.seed),
    theme: resolveTheme(brief.theme, brief.agent.theme, brief.seed),
    voice: resolveVoice(brief.agent.personality, brief.seed),
  };
}
