/**
 * The three ways a Gemini answer is unusable that every flow must survive with its documented
 * fallback (the offline answer with a notice): malformed output, an HTTP error and a timeout.
 * Each case queues the same bad reply twice (geminiOrOffline retries once).
 */
import { config } from '../../config';
import type { GeminiMockReply, GeminiMockServer } from './gemini-mock-server';

export interface FallbackCase {
  name: string;
  reply: GeminiMockReply;
  /** What the notice says about it. */
  notice: RegExp;
  /** The model timeout for the case (ms); the others keep the configured one. */
  timeoutMs?: number;
}

export const FALLBACK_CASES: FallbackCase[] = [
  {
    name: 'malformed output',
    reply: { parts: [{ text: 'Sure! Here you go, no JSON today.' }] },
    notice: /not valid JSON/,
  },
  { name: 'an HTTP error', reply: { status: 503, error: 'model overloaded' }, notice: /model overloaded/ },
  {
    name: 'a timeout',
    reply: { parts: [{ text: '{}' }], delayMs: 1_500 },
    notice: /no answer within 0\.2 s/,
    timeoutMs: 200,
  },
];

/** Queues the case's reply for both attempts and runs `work` with the case's timeout. */
export async function underFallbackCase<T>(
  mock: GeminiMockServer,
  fallback: FallbackCase,
  work: () => Promise<T>,
): Promise<T> {
  mock.enqueue(fallback.reply);
  mock.enqueue(fallback.reply);
  const saved = config().ai.timeoutMs;
  if (fallback.timeoutMs) config().ai.timeoutMs = fallback.timeoutMs;
  try {
    return await work();
  } finally {
    config().ai.timeoutMs = saved;
  }
}
