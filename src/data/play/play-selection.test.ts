import { describe, expect, it } from 'vitest';
import type { InventoryItem, PlayElement } from '@core';
import { fixtureRoom } from '../test-support/play-fixture';
import { keepSelection, takesItems, tapAction } from './play-selection';

const elements = new Map(fixtureRoom.scenes.flatMap((s) => s.elements).map((el) => [el.id, el] as const));
const el = (id: string): PlayElement => elements.get(id)!;
const key: InventoryItem = {
  id: 'key',
  elementId: 'key',
  name: 'Brass key',
  type: 'key',
  description: '',
  icon: 'key',
};

describe('keepSelection', () => {
  it('keeps an item still held and drops one that was used', () => {
    expect(keepSelection('key', [key])).toBe('key');
    expect(keepSelection('key', [])).toBeNull();
    expect(keepSelection(null, [key])).toBeNull();
  });
});

describe('tapAction', () => {
  it('uses the selected item on a lock or door', () => {
    expect(tapAction(el('door'), { state: 'locked', visible: true }, 'key')).toEqual({
      type: 'use_item',
      element_id: 'door',
      item_id: 'key',
    });
    expect(tapAction(el('safe'), { state: 'available', visible: true }, 'key')).toEqual({
      type: 'use_item',
      element_id: 'safe',
      item_id: 'key',
    });
  });

  it('opens the dialog with nothing selected, on a plain object, or on a solved lock', () => {
    expect(tapAction(el('door'), { state: 'locked', visible: true }, null)).toBeNull();
    expect(tapAction(el('note'), { state: 'available', visible: true }, 'key')).toBeNull();
    expect(tapAction(el('door'), { state: 'solved', visible: true }, 'key')).toBeNull();
    expect(takesItems(el('safe'), { state: 'solved', visible: true })).toBe(false);
  });
});
