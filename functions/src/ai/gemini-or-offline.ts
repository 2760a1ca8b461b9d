/**
 * The rule every AI step follows (issue "Gemini creation that stays consistent"): with no key
 * the offline engine answers; with Gemini configured the model is asked, an unusable answer
 * (malformed JSON, a missing field, an empty image, a safety block, an HTTP error or no
 * answer within `ai.timeoutMs`) is retried once, and then the offline engine answers, with
 * the reason in one sentence a creator can read (`notice`). Each attempt has a real deadline:
 * its model calls carry it as Genkit's abortSignal (model-call.ts), so a late call is aborted,
 * not left running; transient HTTP failures are retried inside the attempt with backoff.
 */
import type { AiEngine } from '@core';
import { config } from '../config';
import { log, noteAiEngine } from '../structured-log';
import { activeProvider, AiFlowError, toAiFlowError } from './genkit';
import { runWithDeadline } from './model-call';

export interface Engined<T> {
  value: T;
  engine: AiEngine;
  /** Why the offline engine answered although Gemini is configured. */
  notice?: string;
}

/**
 * Runs `work` with a deadline of `ms` (AbortSignal.timeout): the model calls inside it are aborted
 * when it fires, and the attempt rejects then with a MODEL_FAILED AiFlowError.
 */
export async function withDeadline<T>(flow: string, work: () => Promise<T>, ms: number): Promise<T> {
  const deadline = AbortSignal.timeout(ms);
  const late = () => new AiFlowError(flow, 'MODEL_FAILED', `no answer within ${Math.round(ms / 100) / 10} s`);
  const timedOut = new Promise<never>((_resolve, reject) => {
    deadline.addEventListener('abort', () => reject(late()), { once: true });
  });
  try {
    return await Promise.race([runWithDeadline(deadline, work), timedOut]);
  } catch (error) {
    throw deadline.aborted ? late() : error;
  }
}

/** The reason of a failed Gemini step, as a creator reads it. */
export function describeFailure(error: AiFlowError): string {
  const detail = error.message.replace(`${error.flow}: `, '');
  switch (error.code) {
    case 'INVALID_JSON':
      return 'its answer was not valid JSON';
    case 'SCHEMA_MISMATCH':
      return `its answer did not have the expected fields (${detail})`;
    case 'UNUSABLE_DESIGN':
      return `its design did not hold together (${detail})`;
    case 'EMPTY_OUTPUT':
      return `it returned nothing usable (${detail})`;
    default:
      return detail;
  }
}

/** The step's answer, noted for the request's log line (structured-log.ts). */
function answeredBy<T>(engine: AiEngine, value: T): Engined<T> {
  noteAiEngine(engine);
  return { value, engine };
}

/**
 * Runs `gemini` (at most twice) when Gemini is the active provider, else `offline`.
 * `task` names the step for the notice, e.g. 'write the storyboard'. The second attempt is
 * given the first one's failure (`previous`), so a step may name what to fix in its prompt.
 */
export async function geminiOrOffline<T>(
  task: string,
  gemini: (previous?: AiFlowError) => Promise<T>,
  offline: () => T | Promise<T>,
): Promise<Engined<T>> {
  if (activeProvider() === 'offline') return answeredBy('offline', await offline());
  let failure: AiFlowError | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const previous = failure;
      return answeredBy('gemini', await withDeadline(task, () => gemini(previous), config().ai.timeoutMs));
    } catch (error) {
      failure = toAiFlowError(task, error);
      log.warn(`Gemini could not ${task}`, { task, attempt: attempt + 1, code: failure.code, error: failure.message });
    }
  }
  const notice = `Gemini could not ${task}: ${describeFailure(failure!)}. Tried twice; the offline engine did it instead.`;
  return { ...answeredBy('offline', await offline()), notice };
}
