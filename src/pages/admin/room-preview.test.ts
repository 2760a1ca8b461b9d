import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './room-preview';

describe('descriptionPreview', () => {
  it('when the description is short then keeps it whole', () => {
    expect(descriptionPreview('A short one.')).toBe('A short one.');
    expect(descriptionPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('when the description is longer than 100 characters then cuts it there', () => {
    const preview = descriptionPreview('y'.repeat(150));
    expect(preview).toBe(`${'y'.repeat(100)}…`);
  });
});
