import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { AppError } from '../../model/app-error';
import { forLog, LOG_TEXT_LIMIT, withOutcomeLog } from './log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the outcome log', () => {
  it('when free text is longer than the limit then it is cut to 100 characters on one line', () => {
    const text = `A dusty\nhall ${'with candles '.repeat(30)}`;
    const logged = forLog(text);
    expect(logged).toHaveLength(LOG_TEXT_LIMIT);
    expect(logged).toBe(`${text.replace(/\s+/g, ' ').slice(0, LOG_TEXT_LIMIT - 1)}…`);
    expect(forLog('short one')).toBe('short one');
    expect(forLog('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('when the step succeeds then one info line names it with its fields, the 300-character description cut to 100, and the outcome', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const description = 'd'.repeat(300);
    await expect(
      withOutcomeLog(
        'generate_scene_image',
        { room: 'r1', scene_index: 2, description },
        async () => ({ url: '/api/v1/media/m1', placed: 4 }),
        (result) => ({ image: result.url, placed: result.placed }),
      ),
    ).resolves.toEqual({ url: '/api/v1/media/m1', placed: 4 });
    expect(write).toHaveBeenCalledOnce();
    expect(write).toHaveBeenCalledWith({
      severity: 'INFO',
      message: `[rooms] generate_scene_image succeeded room="r1" scene_index=2 description="${'d'.repeat(99)}…" image="/api/v1/media/m1" placed=4`,
      step: 'generate_scene_image',
      room: 'r1',
      scene_index: 2,
      description: `${'d'.repeat(99)}…`,
      image: '/api/v1/media/m1',
      placed: 4,
    });
  });

  it('when the step fails then the failure is logged with its status and re-thrown', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const failing = withOutcomeLog('create_scenes', { room: 'r2' }, async () => {
      throw new AppError(400, 'Generate a storyboard first');
    });
    await expect(failing).rejects.toThrow('Generate a storyboard first');
    expect(write).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'ERROR',
        message: '[rooms] create_scenes failed room="r2" status=400: Generate a storyboard first',
        status: 400,
      }),
    );
  });

  it('when a modification prompt fails the step then the failure line carries it cut to 100 characters', async () => {
    const write = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const prompt = `Make it darker ${'and darker '.repeat(40)}`;
    await expect(
      withOutcomeLog('modify_scene', { room: 'r3', modification_prompt: prompt }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const entry = write.mock.calls[0][0];
    expect(entry.modification_prompt).toBe(forLog(prompt));
    const line = String(entry.message);
    expect(line).toBe(`[rooms] modify_scene failed room="r3" modification_prompt="${forLog(prompt)}": boom`);
    expect(forLog(prompt)).toHaveLength(100);
    expect(line).not.toContain(prompt.trim());
  });
});
