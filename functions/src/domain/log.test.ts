import { afterEach, describe, expect, it, vi } from 'vitest';
import { forLog, LOG_TEXT_LIMIT, withOutcomeLog } from './log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the outcome log', () => {
  it('when free text is longer than the limit then it is cut to 100 characters on one line', () => {
    const text = `A dusty\nhall ${'with candles '.repeat(20)}`;
    const logged = forLog(text);
    expect(logged).toBe(`${text.replace(/\s+/g, ' ').slice(0, LOG_TEXT_LIMIT)}…`);
    expect(forLog('short one')).toBe('short one');
  });

  it('when the step succeeds then one info line names it with its fields', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const description = 'd'.repeat(250);
    await expect(
      withOutcomeLog('generate_scene_image', { room: 'r1', scene_index: 2, description }, async () => 7),
    ).resolves.toBe(7);
    expect(info).toHaveBeenCalledWith(
      `[rooms] generate_scene_image succeeded room="r1" scene_index=2 description="${'d'.repeat(100)}…"`,
    );
  });

  it('when the step fails then the failure is logged and re-thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = withOutcomeLog('create_scenes', { room: 'r2' }, async () => {
      throw new Error('no storyboard');
    });
    await expect(failing).rejects.toThrow('no storyboard');
    expect(error).toHaveBeenCalledWith('[rooms] create_scenes failed room="r2": no storyboard');
  });
});
