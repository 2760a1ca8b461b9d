/**
 * The escape screen's zod-free rating call: its guard accepts exactly what community.rate's
 * response schema accepts, for a valid answer and the same answer with one value replaced or
 * removed anywhere in it; and a refused answer or a server error is a message to show.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityApi } from '@core';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import { isRateAnswer, rateFromPlay } from './rate-from-play';

const answer = {
  status: 'success',
  rating: {
    id: 'r-1',
    stars: 4,
    review: 'Clever clocks.',
    author_name: 'Ada L.',
    mine: true,
    hidden: false,
    hidden_reason: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  xp_awarded: 10,
};
const replacements: unknown[] = [null, '', 'x', 0, 1, 2.5, 6, -1, true, false, [], {}];

function variants(): unknown[] {
  const out: unknown[] = [answer];
  const top = answer as Record<string, unknown>;
  for (const key of Object.keys(top)) {
    for (const value of replacements) out.push({ ...top, [key]: value });
    const { [key]: _gone, ...rest } = top;
    out.push(rest);
  }
  for (const key of Object.keys(answer.rating)) {
    for (const value of replacements) out.push({ ...answer, rating: { ...answer.rating, [key]: value } });
    const { [key as 'id']: _gone, ...rest } = answer.rating;
    out.push({ ...answer, rating: rest });
  }
  return out;
}

afterEach(() => vi.unstubAllGlobals());

describe('the escape screen’s rating call', () => {
  it('its guard accepts exactly what the contract’s schema accepts', () => {
    for (const value of variants())
      expect([JSON.stringify(value), isRateAnswer(value)]).toEqual([
        JSON.stringify(value),
        communityApi.rate.response.safeParse(value).success,
      ]);
  });

  it('when the server refuses (403 before an escape) then its message is the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: COMMUNITY_MESSAGES.rateAfterEscape }), { status: 403 })),
    );
    await expect(rateFromPlay('room-1', 5, '')).rejects.toThrow(COMMUNITY_MESSAGES.rateAfterEscape);
  });

  it('when it saves then it PUTs the stars and the trimmed review (blank: none) to the room’s rating', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    const saved = await rateFromPlay('room-1', 4, '   ');

    expect(saved.xp_awarded).toBe(10);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/v1/escape_rooms/room-1/rating',
      'PUT',
      { stars: 4, review: null },
    ]);
  });
});
