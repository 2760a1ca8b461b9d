/**
 * The community calls (issue 31): a room's page and leaderboard, rating a room,
 * an admin hiding a review, and XP. Each goes through callApi over core's contracts
 * (routes-community.ts) and throws an Error with the message to show: the server's words, else
 * the fallback named here. A room the server answers 404 for throws RoomNotFound. The browser's
 * page of cards is browse-call.ts (zod-free).
 */
import { communityApi, type LeaderboardEntry, type RoomPage, type RoomSummary, type Review, type XpEntry } from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
import { REMIX_MESSAGES } from '@core/content/remix-messages';
import { ApiError } from '../http/api';
import { callApi, failureMessage } from '../http/api-client';
import { COMMUNITY_FALLBACKS } from './community-text';

export type { BrowserFilters } from './browser-filters';

export { COMMUNITY_FALLBACKS } from './community-text';

/** The room the server answers 404 for: it does not exist, or players may not open it. */
export class RoomNotFound extends Error {
  constructor() {
    super(PLAY_MESSAGES.roomNotFound);
    this.name = 'RoomNotFound';
  }
}

const failed = (error: unknown, fallback: string): Error => new Error(failureMessage(error, fallback));
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export async function fetchRoomPage(roomId: string): Promise<RoomPage> {
  try {
    const { status: _status, ...page } = await callApi(communityApi.roomPage, { params: { id: roomId } });
    return page;
  } catch (error) {
    if (isNotFound(error)) throw new RoomNotFound();
    throw failed(error, PLAY_MESSAGES.loadRoomFailed);
  }
}

export interface RoomLeaderboard {
  entries: LeaderboardEntry[];
  /** The caller's best ranked run, also when outside the top entries; null before one. */
  me: LeaderboardEntry | null;
}

export async function fetchLeaderboard(roomId: string): Promise<RoomLeaderboard> {
  try {
    const body = await callApi(communityApi.leaderboard, { params: { id: roomId } });
    return { entries: body.entries, me: body.me };
  } catch (error) {
    if (isNotFound(error)) throw new RoomNotFound();
    throw failed(error, COMMUNITY_FALLBACKS.leaderboardFailed);
  }
}

export interface SavedRating {
  rating: Review;
  xp_awarded: number;
}

/** The player's stars and review (null or blank: none), created or replaced. */
export async function rateRoom(roomId: string, stars: number, review: string | null): Promise<SavedRating> {
  try {
    const body = await callApi(communityApi.rate, { params: { id: roomId }, body: { stars, review } });
    return { rating: body.rating, xp_awarded: body.xp_awarded };
  } catch (error) {
    throw failed(error, COMMUNITY_FALLBACKS.rateFailed);
  }
}

/** An admin hides a review with a reason, or shows it again. */
export async function setReviewHidden(reviewId: string, hidden: boolean, reason?: string): Promise<Review> {
  try {
    const body = await callApi(communityApi.reviewVisibility, {
      params: { id: reviewId },
      body: hidden ? { hidden, reason } : { hidden },
    });
    return body.review;
  } catch (error) {
    throw failed(error, COMMUNITY_FALLBACKS.visibilityFailed);
  }
}

/** Remix (issue 32): the room copied into the caller's library as a draft, proven solvable; the draft's summary. */
export async function remixRoom(roomId: string): Promise<RoomSummary> {
  try {
    const body = await callApi(communityApi.remix, { params: { id: roomId } });
    return body.puzzle;
  } catch (error) {
    throw failed(error, REMIX_MESSAGES.remixFailed);
  }
}

export interface MyXp {
  balance: number;
  week_xp: number;
  rank: number | null;
  entries: XpEntry[];
}

export async function fetchMyXp(): Promise<MyXp> {
  try {
    const { status: _status, ...xp } = await callApi(communityApi.myXp);
    return xp;
  } catch (error) {
    throw failed(error, COMMUNITY_FALLBACKS.xpFailed);
  }
}

export type XpPeriod = 'week' | 'all';
export interface XpBoardEntry {
  rank: number;
  player_name: string;
  xp: number;
  mine: boolean;
}
export interface XpBoard {
  entries: XpBoardEntry[];
  me: XpBoardEntry | null;
}

export async function fetchXpBoard(period: XpPeriod): Promise<XpBoard> {
  try {
    const body = await callApi(communityApi.xpBoard, { query: { period } });
    return { entries: body.entries, me: body.me };
  } catch (error) {
    throw failed(error, COMMUNITY_FALLBACKS.xpBoardFailed);
  }
}
