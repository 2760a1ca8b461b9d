/**
 * Rating a room from the escape screen (issue 31 item 3), without zod: the play route's code stays
 * within its budget, so this call builds its URL from the zod-free paths table and checks the
 * answer with a hand-written guard of community.rate's response (rate-from-play.test.ts holds the
 * guard to the contract's schema).
 */
import { call } from '../http/size-bound-calls';
import { ApiError } from '../http/api';
import { COMMUNITY_FALLBACKS } from './community-text';

export interface PlayRating {
  id: string;
  stars: number;
  review: string | null;
  hidden: boolean;
  hidden_reason: string | null;
}
export interface PlayRatingAnswer {
  status: 'success';
  rating: PlayRating & {
    author_name: string;
    mine: boolean;
    created_at: string;
    updated_at: string;
  };
  xp_awarded: number;
}

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** ReviewSchema (core/src/contracts/community.ts). */
const isReview = (v: unknown): boolean =>
  isObject(v) &&
  isString(v.id) &&
  isInt(v.stars) &&
  v.stars >= 1 &&
  v.stars <= 5 &&
  isNullableString(v.review) &&
  isString(v.author_name) &&
  typeof v.mine === 'boolean' &&
  typeof v.hidden === 'boolean' &&
  isNullableString(v.hidden_reason) &&
  isString(v.created_at) &&
  isString(v.updated_at);

/** community.rate's answer. */
export const isRateAnswer = (v: unknown): v is PlayRatingAnswer =>
  isObject(v) && v.status === 'success' && isReview(v.rating) && isInt(v.xp_awarded);

/** PUT the player's stars and review (blank: none); throws an Error with the message to show. */
export async function rateFromPlay(roomId: string, stars: number, review: string): Promise<PlayRatingAnswer> {
  try {
    return await call('community.rate', isRateAnswer, {
      params: { id: roomId },
      body: { stars, review: review.trim() || null },
    });
  } catch (error) {
    const server = error instanceof ApiError && !error.message.startsWith('Request failed (') ? error.message : '';
    throw new Error(server || COMMUNITY_FALLBACKS.rateFailed);
  }
}
