/**
 * The numbers of issue 31 ("A place to play"), written once: how a room's rating is averaged,
 * how long a room is, how much XP an escape, a first escape and a review earn, and how players
 * are named on boards. The server computes with these; the UI may show them.
 */
import type { Difficulty } from '../engine/room';

/** Bayesian average: every room starts with this many votes of this many stars. */
export const RATING_PRIOR_WEIGHT = 5;
export const RATING_PRIOR_MEAN = 3.5;

/**
 * A room's "top rated" score from its ratings: 0 while unrated (unrated rooms sort last), else
 * (prior weight × prior mean + sum) / (prior weight + count). One 5-star vote scores 3.75; a
 * hundred 4.6s score 4.55.
 */
export function bayesianScore(count: number, sum: number): number {
  if (count <= 0) return 0;
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + sum) / (RATING_PRIOR_WEIGHT + count);
}

/** The design's estimate of a room's time, used until a player has escaped it. */
export const DESIGN_ESTIMATE_MINUTES: Record<Difficulty, number> = { easy: 10, medium: 20, hard: 30, expert: 45 };

/** The browser's length filter, on the estimated time in minutes: [from, below). */
export const ROOM_LENGTHS = {
  short: { from: 0, below: 15 },
  medium: { from: 15, below: 30 },
  long: { from: 30, below: null },
} as const;
export type RoomLength = keyof typeof ROOM_LENGTHS;
export const ROOM_LENGTH_NAMES = Object.keys(ROOM_LENGTHS) as [RoomLength, ...RoomLength[]];

/** The browser's sorts: top rated (the Bayesian score), newest, most played. Here (zod-free) for the browser's first load. */
export const BROWSER_SORTS = ['top', 'new', 'played'] as const;
export type BrowserSort = (typeof BROWSER_SORTS)[number];

export const REVIEW_MAX_LENGTH = 280;
export const HIDE_REASON_MAX_LENGTH = 200;
export const SEARCH_MAX_LENGTH = 100;
export const LEADERBOARD_SIZE = 20;
export const XP_BOARD_SIZE = 50;
export const XP_HISTORY_SIZE = 50;
export const LATEST_REVIEWS = 10;
export const BROWSER_PAGE_DEFAULT = 20;
export const BROWSER_PAGE_MAX = 50;

/** XP of an escape by the room's difficulty, before hints. */
export const XP_ESCAPE_BY_DIFFICULTY: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 150, expert: 200 };
/** Each hint used takes this share of the escape's XP away… */
export const XP_HINT_PENALTY = 0.1;
/** …down to this share at least. */
export const XP_MIN_SHARE = 0.25;
/** An escape after the first of the same room (Play again) earns this share. */
export const XP_REPEAT_SHARE = 0.2;
/** A player's first escape of a room adds this. */
export const XP_FIRST_ESCAPE_BONUS = 50;
/** A review written (once per room, edits earn nothing more). */
export const XP_REVIEW = 10;

/** XP sources of the ledger. */
export const XP_SOURCES = ['escape', 'first_escape', 'review'] as const;
export type XpSource = (typeof XP_SOURCES)[number];

/** The escape's XP: by difficulty, less for hints, a fifth for a repeat; at least 1. */
export function escapeXp(difficulty: Difficulty, hintsUsed: number, repeat: boolean): number {
  const share = Math.max(XP_MIN_SHARE, 1 - XP_HINT_PENALTY * Math.max(0, hintsUsed));
  const amount = XP_ESCAPE_BY_DIFFICULTY[difficulty] * share * (repeat ? XP_REPEAT_SHARE : 1);
  return Math.max(1, Math.round(amount));
}

/**
 * The name other players see on a board or a review: the first name and the last name's initial,
 * else "Player" and four characters of the account's id (never anything of the email).
 */
export function playerDisplayName(firstName: string | null, lastName: string | null, userId: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (first) return initial ? `${first} ${initial.toUpperCase()}.` : first;
  if (!userId) return 'A former member';
  return `Player ${userId.replace(/-/g, '').slice(0, 4)}`;
}

/** A room's share link is `/r/{short id}`: the room's uuid as 22 base64url characters. */
export const SHARE_PATH_PREFIX = '/r/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function shareShortId(roomId: string): string {
  const hex = roomId.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error('Not a room id');
  let bits = '';
  for (const digit of hex) bits += parseInt(digit, 16).toString(2).padStart(4, '0');
  bits += '0000'; // 128 bits -> 22 characters of 6 bits
  let out = '';
  for (let at = 0; at < bits.length; at += 6) out += B64URL[parseInt(bits.slice(at, at + 6), 2)];
  return out;
}

/** The room id of a short id, or null when it is not one shareShortId made. */
export function roomIdOfShortId(shortId: string): string | null {
  if (!/^[A-Za-z0-9_-]{21}[AQgw]$/.test(shortId)) return null;
  const bits = [...shortId].map((c) => B64URL.indexOf(c).toString(2).padStart(6, '0')).join('');
  const hex = bits
    .slice(0, 128)
    .match(/.{4}/g)!
    .map((nibble) => parseInt(nibble, 2).toString(16))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const sharePath = (roomId: string): string => `${SHARE_PATH_PREFIX}${shareShortId(roomId)}`;
