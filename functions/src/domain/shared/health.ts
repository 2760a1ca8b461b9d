/**
 * GET /health: that the function is up, for anyone (answered before the database is touched);
 * for a signed-in admin also the AI engine in use and the result of the Gemini models check.
 */
import type { health } from '@core';
import type { z } from 'zod';
import { aiStatus } from '../../ai/gemini-models-check';
import type { StoredUser } from '../../model/stored-user';

export type Health = z.infer<typeof health.response>;

export async function healthFor(user: StoredUser | undefined): Promise<Health> {
  return user?.role === 'admin' ? { status: 'ok', ai: await aiStatus() } : { status: 'ok' };
}
