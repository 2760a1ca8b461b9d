/**
 * What a walk through the states of tests/e2e/a11y/states.ts needs before its first state: the
 * role signed in, the sample room's solution and (for the guest) a pending invitation. Shared by
 * the accessibility sweep and the chat-button clearance check.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, expect, sampleRoomId, signIn, signUpThroughUi, newUser, solutionFor } from '../support';
import type { A11yState, Role, SweepFixtures } from './arrange';

/** A pending invitation made with the admin's token (from the Auth emulator's REST sign-in: no second browser login). */
async function invitationPath(request: APIRequestContext): Promise<string> {
  const port = process.env.AUTH_EMULATOR_PORT ?? '9099';
  const signedIn = await request.post(
    `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    { data: { email: admin.email, password: admin.password, returnSecureToken: true } },
  );
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const email = `a11y-${randomUUID().slice(0, 8)}@e2e.example`;
  const created = await request.post('/api/v1/admin/invitations', {
    headers: { Authorization: `Bearer ${idToken}` },
    data: { invitation: { email } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const body = (await created.json()) as { invitation: { invitation_token: string } };
  return `/invitation/${body.invitation.invitation_token}`;
}

/** Signs the role in (a new player per walk) and gathers the walk's fixtures. */
export async function prepare(role: Role, page: Page, request: APIRequestContext): Promise<SweepFixtures> {
  const { pkg, actions } = await solutionFor(sampleRoomId);
  const fixtures: SweepFixtures = { sampleRoomId, pkg, solution: actions, invitationPath: '' };
  if (role === 'guest') fixtures.invitationPath = await invitationPath(request);
  if (role === 'admin') await signIn(page, admin.email, admin.password);
  if (role === 'player') {
    const player = newUser('player');
    await signUpThroughUi(page, player.email, player.password);
  }
  return fixtures;
}

export const routeOf = (state: A11yState, fixtures: SweepFixtures) =>
  typeof state.route === 'function' ? state.route(fixtures) : state.route;
