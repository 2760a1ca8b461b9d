import { GRID_ACTION_TYPES } from '@core';
import { describe, expect, it } from 'vitest';
import { promptThing, suggestForTile, themeWord, type SuggestionRequest } from './element-suggester';

const scene: SuggestionRequest['scene_data'] = {
  title: 'The Clock Shop',
  description: 'A cramped shop full of brass clocks and a dusty counter.',
  elements: [
    { name: 'Shop counter', element_type: 'clickable_object', x_position: 300, y_position: 400 },
    { name: 'Grandfather clock', element_type: 'clickable_object', x_position: 600, y_position: 200 },
  ],
};
const ask = (x: number, y: number, user_prompt = '') =>
  suggestForTile({ scene_data: scene, grid_position: { x, y }, user_prompt });

describe('suggestForTile', () => {
  it('suggests three well-formed elements for any tile', () => {
    for (const [x, y] of [
      [0, 0],
      [15, 15],
      [7, 8],
    ]) {
      const suggestions = ask(x, y);
      expect(suggestions).toHaveLength(3);
      for (const s of suggestions) {
        expect(GRID_ACTION_TYPES).toContain(s.action_type);
        expect(s.confidence).toBeGreaterThan(0);
        expect(s.confidence).toBeLessThanOrEqual(1);
        expect(s.description.length).toBeGreaterThan(10);
        expect(s.reason).toContain(`[${x}, ${y}]`);
      }
    }
  });

  it('puts wall things high, furniture in the middle and floor things low, in the scene’s theme words', () => {
    const wall = ask(1, 1)
      .map((s) => s.name.toLowerCase())
      .join(' ');
    const middle = ask(1, 8)
      .map((s) => s.name.toLowerCase())
      .join(' ');
    const floor = ask(1, 14)
      .map((s) => s.name.toLowerCase())
      .join(' ');
    expect(wall).toMatch(/painting|clock|map|keypad|mirror/);
    expect(middle).toMatch(/chest|cabinet|lockbox|bookshelf|drawer/);
    expect(floor).toMatch(/rug|crate|hatch|floorboard|tile/);
    expect(ask(1, 1).every((s) => s.name.startsWith('Brass '))).toBe(true);
  });

  it('offers a hidden item under or behind an element next to the tile', () => {
    // the counter sits at (300, 400): the centre of tile [4, 8] is (288, 408)
    const nearCounter = ask(4, 8);
    const hidden = nearCounter.find((s) => s.action_type === 'hidden_area' && s.name.includes('Shop counter'));
    expect(hidden).toMatchObject({ element_type: 'hidden_item', name: 'Hidden note under Shop counter' });
    expect(ask(9, 2).find((s) => s.action_type === 'hidden_area')?.name).toBe('Hidden note behind Grandfather clock');
    expect(ask(14, 14).some((s) => s.name.includes('Shop counter'))).toBe(false);
  });

  it('leads with what the creator asked for', () => {
    const [first] = ask(3, 12, 'a secret compartment');
    expect(first).toMatchObject({
      name: 'Brass secret compartment',
      element_type: 'hidden_item',
      action_type: 'hidden_area',
    });
    expect(first.reason).toContain('a secret compartment');
    expect(ask(3, 5, 'add a key please')[0]).toMatchObject({ element_type: 'key', action_type: 'place_element' });
  });

  it('never suggests an element that is already in the scene', () => {
    const names = new Set(ask(2, 2).map((s) => s.name));
    const again = suggestForTile({
      scene_data: { ...scene, elements: [...(scene.elements ?? []), ...[...names].map((name) => ({ name }))] },
      grid_position: { x: 2, y: 2 },
      user_prompt: '',
    });
    for (const s of again) expect(names.has(s.name)).toBe(false);
  });
});

describe('theme and prompt words', () => {
  it('takes the description’s own words, else one its setting suggests', () => {
    expect(themeWord('A dusty attic')).toBe('dusty');
    expect(themeWord('The orbital space station bridge')).toBe('steel');
    expect(themeWord('A plain room')).toBeNull();
  });

  it('reads the thing a prompt asks for', () => {
    expect(promptThing('please add a hidden safe')).toEqual({
      phrase: 'hidden safe',
      element_type: 'combination_lock',
      action_type: 'hidden_area',
    });
    expect(promptThing('a door')).toMatchObject({ phrase: 'door', element_type: 'door', action_type: 'trigger_event' });
    expect(promptThing('please')).toBeNull();
  });
});
