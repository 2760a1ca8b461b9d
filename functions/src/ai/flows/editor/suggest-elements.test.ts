import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestElements } from '../../editor-ai';
import { restoreAi, useOfflineAi } from '../../testing/offline-fixtures';
import { suggestElementsFlow } from './suggest-elements';

beforeAll(useOfflineAi);
afterAll(restoreAi);

describe('suggestElementsFlow on the offline engine', () => {
  it('answers three suggestions for the tile from the offline engine', async () => {
    const result = await suggestElementsFlow({
      scene_data: { title: 'Vault', description: 'A neon-lit cyberpunk vault.', elements: [] },
      grid_position: { x: 4, y: 13 },
      user_prompt: '',
    });
    expect(result.suggestions).toHaveLength(3);
    expect(result.suggestions[0].name).toMatch(/^Neon /);
    expect(result.engine).toBe('offline');
    expect(result.notice).toBeUndefined();
  });

  it('is what suggestElements returns, and rejects a tile off the grid', async () => {
    const { suggestions } = await suggestElements({
      scene_data: {},
      grid_position: { x: 0, y: 0 },
      user_prompt: 'an old map',
    });
    expect(suggestions[0]).toMatchObject({ name: 'Old map', element_type: 'clickable_object' });
    await expect(
      suggestElementsFlow({ scene_data: {}, grid_position: { x: 16, y: 0 }, user_prompt: '' }),
    ).rejects.toThrow(/grid_position/);
  });
});
