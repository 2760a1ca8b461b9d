/**
 * Players' runs made through the play API instead of the screen (for the analytics): accounts from
 * the Auth emulator's REST API, actions sent as the play screen's sync sends them; the server
 * replays every one with the core engine, as it does for a player.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { GameAction } from '@core';
import { emulatorSignUp, expect, newUser } from './support';

/** Sends `actions` as one sync of a run of the player whose ID token is `token`. */
export async function syncActions(page: Page, roomId: string, token: string, actions: GameAction[]): Promise<void> {
  const answer = await page.request.post(`/api/v1/escape_rooms/${roomId}/sync`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { actions: actions.map((action) => ({ action_id: randomUUID(), action })) },
    timeout: 60_000,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** `count` new players each play `actions` (a room's solution: they escape); answers their ID tokens. */
export async function seedRuns(page: Page, roomId: string, actions: GameAction[], count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // The API makes the player's account on their first call.
    const token = await emulatorSignUp(page, newUser('player'));
    await syncActions(page, roomId, token, actions);
    tokens.push(token);
  }
  return tokens;
}
