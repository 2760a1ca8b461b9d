// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { User } from '@core';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';

const session = vi.hoisted(() => ({
  uid: 'uid-ada' as string | null,
  endSessionLocally: vi.fn(async () => undefined),
  leavePlaySpace: vi.fn(async () => undefined),
}));
const ada: User = {
  id: 'u1',
  email: 'ada@example.com',
  role: 'user',
  admin: false,
  first_name: null,
  last_name: null,
  created_at: '2025-01-01',
} as User;

vi.mock('./auth', () => ({
  checkCurrentUser: async () => ({ kind: 'user', user: ada }),
  signedInUid: () => session.uid,
  watchSignOut: () => () => undefined,
  endSessionLocally: session.endSessionLocally,
  login: vi.fn(),
  signup: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('../play/offline/play-space', () => ({
  flushEveryRoom: async () => ({}),
  leavePlaySpace: session.leavePlaySpace,
  playSpace: () => ({}),
  removeSharedPlayData: async () => undefined,
  SIGN_OUT_SYNC_MS: 5000,
}));

const { AuthProvider, useAuth } = await import('./useAuth');
const { sendRequest } = await import('../http/transport');

/** Shows where the router is, how it got there and what `from` it carries. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <p data-testid="where">
      {location.pathname} {useNavigationType()} from={from ? `${from.pathname}${from.search}` : 'none'}
    </p>
  );
}
function Status() {
  return <p data-testid="status">{useAuth().status}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <Status />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.uid = 'uid-ada';
  session.endSessionLocally.mockClear();
  session.leavePlaySpace.mockClear();
  installIdentity('stale-token', 'uid-ada');
  installFetch({ 'GET /api/v1/agents': () => json({ error: 'You need to sign in' }, 401) });
});
afterEach(cleanup);

const unauthorizedCall = () =>
  act(async () => {
    await sendRequest('/api/v1/agents').catch(() => undefined);
  });

describe('a 401 on an authenticated call', () => {
  it.each([
    ['the landing page', '/'],
    ['the early-access page', '/early-access?step=2'],
    ['an invitation page', '/invitation/abc'],
    ['the dashboard', '/dashboard'],
  ])('on %s ends the session locally and replaces the entry with /login, passing `from`', async (_, path) => {
    renderAt(path);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    await unauthorizedCall();
    const [pathname, search = ''] = path.split('?');
    expect(screen.getByTestId('where').textContent).toBe(
      `/login REPLACE from=${pathname}${search ? `?${search}` : ''}`,
    );
    expect(screen.getByTestId('status').textContent).toBe('unauthenticated');
    expect(session.endSessionLocally).toHaveBeenCalledOnce();
    expect(session.leavePlaySpace).toHaveBeenCalledWith('uid-ada', false);
  });

  it('on /login itself stays there (no loop) but still ends the session', async () => {
    renderAt('/login');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    await unauthorizedCall();
    expect(screen.getByTestId('where').textContent).toBe('/login POP from=none');
    expect(session.endSessionLocally).toHaveBeenCalledOnce();
  });

  it('is not triggered by a 401 on a call sent without a token', async () => {
    installIdentity(null);
    renderAt('/early-access');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    await unauthorizedCall();
    expect(screen.getByTestId('where').textContent).toBe('/early-access POP from=none');
    expect(session.endSessionLocally).not.toHaveBeenCalled();
  });
});
