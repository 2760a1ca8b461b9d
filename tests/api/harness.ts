/**
 * API test harness: the Express app in this process on port 0, the real database
 * (PGlite or DATABASE_URL) and the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST,
 * set by scripts/with-auth-emulator.mjs). Outside network is never used.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../functions/src/http/app';
import { closePool, getPool } from '../../functions/src/db/pool';
import { getAuth } from 'firebase-admin/auth';
import { findUserByEmail, markEmailVerified, setUserRole } from '../../functions/src/db/users-repo';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('API tests need the Auth emulator: run them with `npm run test:api`.');
}

export interface Api {
  url: string;
  close(): Promise<void>;
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; raw?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

/** The database is migrated before (tests/api/global-setup.ts; the bench migrates its own): the app never migrates. */
export async function startApi(): Promise<Api> {
  const server: Server = await new Promise((resolve) => {
    const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Each Api is its own client: like Firebase Hosting, the "proxy" appends the caller's address,
  // so request limits (counted per address in the shared database) do not carry across test files.
  const clientAddress = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closePool();
    },
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example`;

/** Signs up through the API and returns the token (and user), promoting to admin when asked. */
export async function signUp(api: Api, label: string, role: 'user' | 'creator' | 'admin' = 'user') {
  const email = uniqueEmail(label);
  const password = 'correct-horse-42';
  const res = await api.call('POST', '/api/v1/signup', {
    body: { user: { email, password, password_confirmation: password } },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = (res.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  if (role !== 'user') {
    const row = await findUserByEmail(email);
    await setUserRole(row!.id, role);
  }
  return { email, password, token, id: res.body.status.data.user.id as string };
}

export async function countRows(table: string): Promise<number> {
  const { rows } = await getPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

/**
 * Marks an account's email as verified, as if the person had clicked Firebase's verification link: the
 * Firebase account (so new tokens carry email_verified) and the users row.
 */
export async function verifyEmail(email: string): Promise<void> {
  const account = await getAuth().getUserByEmail(email);
  await getAuth().updateUser(account.uid, { emailVerified: true });
  const row = await findUserByEmail(email);
  if (row) await markEmailVerified(row.id);
}
