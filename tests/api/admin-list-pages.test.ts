/** Cursor pages of the admin lists: users, invitations and early-access responses (Hardening item 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '@core';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { signUp, startApi, uniqueEmail, type Api } from './harness';
import { application } from './route-fixtures';

let api: Api;
let admin: { token: string };

beforeAll(async () => {
  const base = loadConfig();
  setConfigForTests({
    ...base,
    mail: { ...base.mail, smtpUrl: undefined, smtpHost: undefined },
    rateLimits: { ...loadConfig().rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  api = await startApi();
  admin = await signUp(api, 'pages-admin', 'admin');
  for (let i = 0; i < 5; i += 1) {
    await signUp(api, `pages-user-${i}`);
    await api.call('POST', '/api/v1/admin/invitations', {
      token: admin.token,
      body: { invitation: { email: uniqueEmail(`pages-invite-${i}`) } },
    });
    await api.call('POST', '/api/v1/public/eoi_responses', {
      body: application({ email: uniqueEmail(`pages-eoi-${i}`), full_name: 'Page Tester' }),
    });
  }
});
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

const LISTS = [
  ['/api/v1/users', 'users', 'created_at'],
  ['/api/v1/admin/invitations', 'invitations', 'created_at'],
  ['/api/v1/eoi_responses', 'eoi_responses', 'submitted_at'],
] as const;

describe.each(LISTS)('GET %s pages', (path, key, timeField) => {
  it('when pages of 2 are walked with next_cursor then every item comes once, newest first, and the last page says null', async () => {
    const all = await api.call('GET', `${path}?limit=${PAGE_SIZE_MAX}`, { token: admin.token });
    expect(all.status).toBe(200);
    // Other test files share the database, so the list may be longer than one page of the maximum size.
    const seen: { id: string; [field: string]: string }[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const res = await api.call('GET', `${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body[key].length).toBeLessThanOrEqual(2);
      seen.push(...res.body[key]);
      cursor = res.body.next_cursor;
      if (!cursor) break;
    }
    expect(seen.length).toBeGreaterThanOrEqual(5);
    const firstPage = all.body[key].map((item: { id: string }) => item.id);
    expect(seen.slice(0, firstPage.length).map((item) => item.id)).toEqual(firstPage);
    if (all.body.next_cursor === null) expect(seen).toHaveLength(firstPage.length);
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    const times = seen.map((item) => Date.parse(item[timeField]));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when no limit is given then at most 50 come back, and a limit over the cap or a forged cursor answers 400', async () => {
    const first = await api.call('GET', path, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body[key].length).toBeLessThanOrEqual(50);
    expect(first.body).toHaveProperty('next_cursor');
    const tooMany = await api.call('GET', `${path}?limit=${PAGE_SIZE_MAX + 1}`, { token: admin.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`limit must be at most ${PAGE_SIZE_MAX}`);
    const forged = await api.call('GET', `${path}?cursor=abcd`, { token: admin.token });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('cursor is not valid');
  });
});
