/**
 * The room browser's page of cards (community.browse), without zod: the browser is the Play
 * Puzzle tab's first screen, and its first load stays within 200 KB (issue 31) only without the
 * schemas. The URL comes from the zod-free paths table; the answer is checked by a hand-written
 * guard of the contract's response, held to the schema by browse-call.test.ts.
 */
import type { RoomCard } from '@core';
import { ROOM_MESSAGES } from '@core/content/messages';
import { ApiError } from '../http/api';
import type { Page } from '../http/paging';
import { call } from '../http/size-bound-calls';
import type { BrowserFilters } from './browser-filters';

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isDifficulty = (v: unknown) => v === 'easy' || v === 'medium' || v === 'hard' || v === 'expert';

/** MyRoomStatusSchema. */
const isStatus = (v: unknown): boolean =>
  v === null ||
  (isObject(v) && ((v.state === 'escaped' && (v.best_ms === null || isInt(v.best_ms))) || v.state === 'in_progress'));

/** RemixCreditSchema. */
const isRemixCredit = (v: unknown): boolean =>
  v === null ||
  (isObject(v) &&
    isString(v.room_id) &&
    isString(v.version) &&
    isString(v.title) &&
    isString(v.creator_name) &&
    isString(v.credit) &&
    (v.original === null ||
      (isObject(v.original) &&
        isString(v.original.room_id) &&
        isString(v.original.title) &&
        isString(v.original.creator_name))));

/** RoomCardSchema. */
const isCard = (v: unknown): boolean =>
  isObject(v) &&
  isString(v.id) &&
  isString(v.title) &&
  isString(v.theme) &&
  isDifficulty(v.difficulty) &&
  (v.cover_url === null || isString(v.cover_url)) &&
  isInt(v.estimated_minutes) &&
  (v.estimate_source === 'runs' || v.estimate_source === 'design') &&
  isObject(v.rating) &&
  (v.rating.average === null || isNumber(v.rating.average)) &&
  isInt(v.rating.count) &&
  isInt(v.plays) &&
  isString(v.creator_name) &&
  isString(v.published_at) &&
  isStatus(v.my_status) &&
  isRemixCredit(v.remix_of);

export interface BrowseAnswer {
  status: 'success';
  rooms: RoomCard[];
  next_cursor: string | null;
}

/** community.browse's answer. */
export const isBrowseAnswer = (v: unknown): v is BrowseAnswer =>
  isObject(v) &&
  v.status === 'success' &&
  Array.isArray(v.rooms) &&
  v.rooms.every(isCard) &&
  (v.next_cursor === null || isString(v.next_cursor));

/** One page of room cards for `filters`, after `cursor` (null: the first page); `limit` cards (the server's default when not given). */
export async function browseRooms(
  filters: BrowserFilters,
  cursor: string | null,
  limit?: number,
): Promise<Page<RoomCard>> {
  try {
    const body = await call('community.browse', isBrowseAnswer, {
      query: {
        q: filters.q.trim() || undefined,
        difficulty: filters.difficulty || undefined,
        theme: filters.theme.trim() || undefined,
        length: filters.length || undefined,
        sort: filters.sort,
        cursor: cursor ?? undefined,
        limit: limit === undefined ? undefined : String(limit),
      },
    });
    return { items: body.rooms, next_cursor: body.next_cursor, total: null };
  } catch (error) {
    const server = error instanceof ApiError && !error.message.startsWith('Request failed (') ? error.message : '';
    throw new Error(server || ROOM_MESSAGES.fetchRoomsFailed);
  }
}
