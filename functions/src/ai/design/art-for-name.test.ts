import { describe, expect, it } from 'vitest';
import { artForName } from './art-for-name';
import type { ModelElementKind } from './model-design-schema';

describe('artForName: an element is drawn as what its name says', () => {
  it.each<[string, ModelElementKind, string]>([
    ['Grandfather Clock', 'clue', 'clock'],
    ['Clock dial', 'code_lock', 'clock'],
    ['Sun Dial', 'clue', 'clock'],
    ['Map Table', 'container', 'desk'],
    ['Star Chart', 'clue', 'map'],
    ['Wall Safe', 'code_lock', 'safe'],
    ['Bulkhead Keypad', 'code_lock', 'keypad'],
    ['Combination padlock', 'code_lock', 'keypad'],
    ["Captain's Log", 'clue', 'book'],
    ['Family Bible', 'clue', 'book'],
    ['Torn Letter', 'clue', 'scroll'],
    ['Portrait of the Founder', 'clue', 'painting'],
    ['Stained-Glass Window', 'clue', 'mirror'],
    ['Oil Lamp', 'item', 'candle'],
    ['Brass Cog', 'item', 'gear'],
    ['Silver Locket', 'item', 'gem'],
    ['Gold Coin', 'item', 'gem'],
    ['Potted Fern', 'container', 'plant'],
    ['Wine Barrel', 'container', 'crate'],
    ['Oak Writing Desk', 'container', 'desk'],
    ['Steamer Trunk', 'container', 'chest'],
    ['Jewellery Box', 'code_lock', 'lockbox'],
    ['Marble Bust', 'clue', 'statue'],
    ['Security Terminal', 'code_lock', 'terminal'],
    ['Ventilation Grate', 'door', 'hatch'],
    ['Cellar trapdoor', 'exit', 'hatch'],
    ['Iron Gate', 'door', 'door'],
    ['Skeleton Key', 'key', 'key'],
    ['Key to the Safe', 'key', 'key'],
    ['Access Keycard', 'key', 'card'],
    ['Painting of a key', 'door', 'door'],
    ['Stone Altar', 'container', 'desk'],
    ['Something odd', 'item', 'gem'],
  ])('%s (%s) is drawn as a %s', (name, kind, art) => {
    expect(artForName(name, kind)).toBe(art);
  });
});
