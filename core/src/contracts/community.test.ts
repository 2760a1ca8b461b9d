import { describe, expect, it } from 'vitest';
import {
  BrowserQuerySchema,
  decodeBrowserCursor,
  encodeBrowserCursor,
  RateRoomRequestSchema,
  ReviewVisibilityRequestSchema,
} from './community';
import {
  bayesianScore,
  escapeXp,
  playerDisplayName,
  roomIdOfShortId,
  shareShortId,
  sharePath,
  XP_ESCAPE_BY_DIFFICULTY,
} from './community-rules';

describe('the community contracts', () => {
  it('when one 5-star vote meets a hundred 4.6s then the hundred rank higher, and unrated rooms score 0', () => {
    expect(bayesianScore(1, 5)).toBeCloseTo(3.75);
    expect(bayesianScore(100, 460)).toBeGreaterThan(bayesianScore(1, 5));
    expect(bayesianScore(0, 0)).toBe(0);
  });

  it('when hints are used then an escape earns less, never below a quarter; a repeat earns a fifth', () => {
    expect(escapeXp('medium', 0, false)).toBe(XP_ESCAPE_BY_DIFFICULTY.medium);
    expect(escapeXp('medium', 2, false)).toBe(80);
    expect(escapeXp('medium', 50, false)).toBe(25);
    expect(escapeXp('expert', 0, true)).toBe(40);
    expect(escapeXp('easy', 0, false)).toBeLessThan(escapeXp('hard', 0, false));
  });

  it('when a browser cursor is decoded then only one made for the same sort is accepted', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const cursor = encodeBrowserCursor({ sort: 'top', key: '4.25', id });
    expect(decodeBrowserCursor(cursor, 'top')).toEqual({ sort: 'top', key: '4.25', id });
    expect(decodeBrowserCursor(cursor, 'played')).toBeNull();
    expect(decodeBrowserCursor('abc', 'top')).toBeNull();
    expect(decodeBrowserCursor(encodeBrowserCursor({ sort: 'played', key: "1' OR 1=1", id }), 'played')).toBeNull();
  });

  it('when the browser query is parsed then blanks are dropped, the sort defaults to top and bad values are named', () => {
    expect(BrowserQuerySchema.parse({ q: '  ', theme: '' })).toEqual({ sort: 'top', limit: 20 });
    const bad = BrowserQuerySchema.safeParse({ sort: 'best', length: 'epic', limit: '500' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['sort must be top, new or played', 'length must be short, medium or long']),
    );
  });

  it('when a rating is parsed then stars are 1 to 5, a blank review is none and control characters are refused', () => {
    expect(RateRoomRequestSchema.parse({ stars: 4, review: '  ' })).toEqual({ stars: 4, review: null });
    expect(RateRoomRequestSchema.safeParse({ stars: 6 }).success).toBe(false);
    expect(RateRoomRequestSchema.safeParse({ stars: 3, review: 'x'.repeat(281) }).success).toBe(false);
    expect(RateRoomRequestSchema.safeParse({ stars: 3, review: 'bell\u0007' }).success).toBe(false);
    expect(RateRoomRequestSchema.parse({ stars: 3, review: ' Two lines\nof praise ' }).review).toBe(
      'Two lines\nof praise',
    );
  });

  it('when a review is hidden then a reason is required; showing it again needs none', () => {
    expect(ReviewVisibilityRequestSchema.safeParse({ hidden: true }).success).toBe(false);
    expect(ReviewVisibilityRequestSchema.safeParse({ hidden: false }).success).toBe(true);
  });

  it('when a player is named on a board then it is first name and initial, never the email', () => {
    expect(playerDisplayName('Ada', 'lovelace', 'x')).toBe('Ada L.');
    expect(playerDisplayName(null, null, '1a2b3c4d-0000-4000-8000-000000000000')).toBe('Player 1a2b');
    expect(playerDisplayName(null, null, null)).toBe('A former member');
  });
});

describe('share links', () => {
  it('when a room id is shortened then it comes back whole, and anything else is refused', () => {
    const id = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const short = shareShortId(id);
    expect(short).toHaveLength(22);
    expect(roomIdOfShortId(short)).toBe(id);
    expect(sharePath(id)).toBe(`/r/${short}`);
    expect(roomIdOfShortId('not-a-short-id')).toBeNull();
    expect(roomIdOfShortId(`${short.slice(0, 21)}B`)).toBeNull();
  });
});
