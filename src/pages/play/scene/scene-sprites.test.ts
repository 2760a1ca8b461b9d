import { describe, expect, it } from 'vitest';
import { PlayElementSchema, type PlayElementInput } from '@core';
import { spriteReason } from './scene-sprites';

const el = (input: Partial<PlayElementInput>) =>
  PlayElementSchema.parse({
    id: 'x',
    name: 'Thing',
    element_type: 'clickable_object',
    x_position: 1,
    y_position: 1,
    ...input,
  });

describe('spriteReason', () => {
  const key = el({ name: 'Brass key', art: 'key', element_type: 'key', visible: false, yields: { collect: true } });

  it('draws a hidden collectible only once revealed, and not after it is picked up', () => {
    expect(spriteReason(key, { state: 'available', visible: false })).toBeNull();
    expect(spriteReason(key, { state: 'available', visible: true })).toBe('item');
    expect(spriteReason(key, { state: 'solved', visible: false })).toBeNull();
  });

  it('draws a collectible in sight from the start (the image never shows it)', () => {
    const gem = el({ name: 'Red gem', art: 'gem', yields: { collect: true } });
    expect(spriteReason(gem, { state: 'available', visible: true })).toBe('item');
  });

  it('draws a door or lock only once its look changed from the painted one', () => {
    const door = el({ name: 'Oak door', art: 'door', element_type: 'door', initial_state: 'locked' });
    expect(spriteReason(door, { state: 'locked', visible: true })).toBeNull();
    expect(spriteReason(door, { state: 'unlocked', visible: true })).toBe('state');
  });

  it('leaves painted furniture and sealed elements (no art yet) to the image', () => {
    const desk = el({ name: 'Desk', art: 'desk' });
    expect(spriteReason(desk, { state: 'solved', visible: true })).toBeNull();
    expect(
      spriteReason(el({ visible: false, yields: { collect: true } }), { state: 'available', visible: true }),
    ).toBeNull();
  });
});
