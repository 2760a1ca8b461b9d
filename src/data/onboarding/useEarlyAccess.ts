/**
 * The early-access application (platform-spec §2, §4, §7, §8): the draft kept in
 * sessionStorage so a reload loses nothing, and the public submission.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADVENTURE_VIBES,
  EARLY_ACCESS_STEP_COUNT,
  ESCAPE_ENERGY,
  initialEarlyAccessDraft,
  isStepComplete,
  toEoiPayload,
  type EarlyAccessDraft,
} from '@core/contracts/early-access';
import { EARLY_ACCESS_MESSAGES } from '@core/content/messages';
import { earlyAccessApi, type BodyInputOf } from '@core';
import { ApiError } from '../http/api';
import { callApi } from '../http/api-client';

export const EARLY_ACCESS_STORAGE_KEY = 'early-access-application';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): DraftStorage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** §8: the server's errors joined by ", ", else its message, else "Failed to submit EOI". */
export function eoiFailureMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const { errors, message } = body as { errors?: unknown; message?: unknown };
    const list = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string' && e.length > 0) : [];
    if (list.length) return list.join(', ');
    if (typeof message === 'string' && message) return message;
  }
  return EARLY_ACCESS_MESSAGES.submitFailed;
}

/** Sends the application without the bearer token; resolves to the server's message. */
export async function submitEarlyAccess(draft: EarlyAccessDraft): Promise<string> {
  try {
    // The draft's choices are plain strings here; the server checks them against the lists.
    const body = toEoiPayload(draft) as BodyInputOf<typeof earlyAccessApi.submit>;
    return (await callApi(earlyAccessApi.submit, { body })).message;
  } catch (error) {
    throw new Error(error instanceof ApiError ? eoiFailureMessage(error.body) : EARLY_ACCESS_MESSAGES.submitFailed);
  }
}

export interface SavedApplication {
  step: number;
  draft: EarlyAccessDraft;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isRanking = (value: unknown): value is string[] =>
  isStringList(value) &&
  value.length === ADVENTURE_VIBES.length &&
  ADVENTURE_VIBES.every((vibe) => value.includes(vibe));

/** Takes each stored field only when it has the right shape; anything else keeps its initial value. */
export function restoreDraft(stored: unknown): EarlyAccessDraft {
  const draft = initialEarlyAccessDraft();
  if (!stored || typeof stored !== 'object') return draft;
  const source = stored as Record<string, unknown>;
  const fields = draft as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const initial = fields[key];
    const value = source[key];
    if (key === 'adventure_vibe') fields[key] = isRanking(value) ? [...value] : initial;
    else if (key === 'escape_energy')
      fields[key] =
        Number.isInteger(value) && (value as number) >= ESCAPE_ENERGY.min && (value as number) <= ESCAPE_ENERGY.max
          ? value
          : initial;
    else if (Array.isArray(initial)) fields[key] = isStringList(value) ? [...value] : initial;
    else if (typeof initial === 'string' && typeof value === 'string') fields[key] = value;
    // passive_rewards has no control in the wizard: it always keeps its default.
  }
  return draft;
}

/** A stored step never skips an incomplete step. */
export function resumeStep(stored: unknown, draft: EarlyAccessDraft): number {
  const wanted = Number.isInteger(stored) ? Math.min(Math.max(stored as number, 0), EARLY_ACCESS_STEP_COUNT - 1) : 0;
  for (let step = 0; step < wanted; step++) if (!isStepComplete(step, draft)) return step;
  return wanted;
}

export function loadSavedApplication(storage: DraftStorage | null = session()): SavedApplication | null {
  try {
    const text = storage?.getItem(EARLY_ACCESS_STORAGE_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as { step?: unknown; draft?: unknown };
    const draft = restoreDraft(parsed?.draft);
    return { draft, step: resumeStep(parsed?.step, draft) };
  } catch {
    return null;
  }
}

export function saveApplication(saved: SavedApplication, storage: DraftStorage | null = session()): void {
  try {
    storage?.setItem(EARLY_ACCESS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, only a reload would lose it.
  }
}

export function clearSavedApplication(storage: DraftStorage | null = session()): void {
  try {
    storage?.removeItem(EARLY_ACCESS_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export type SubmissionStatus = 'idle' | 'submitting' | 'submitted';

export interface EarlyAccessState {
  draft: EarlyAccessDraft;
  step: number;
  status: SubmissionStatus;
  /** The alert text of the last failed submission. */
  error: string | null;
  /** The server's message after a successful submission. */
  message: string;
  update: (patch: Partial<EarlyAccessDraft>) => void;
  setStep: (step: number) => void;
  submit: () => Promise<void>;
  /** Starts a new, empty application (after the thank-you view). */
  reset: () => void;
}

export function useEarlyAccess(): EarlyAccessState {
  const [saved] = useState(() => loadSavedApplication());
  const [draft, setDraft] = useState<EarlyAccessDraft>(() => saved?.draft ?? initialEarlyAccessDraft());
  const [step, setStep] = useState(saved?.step ?? 0);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const inFlight = useRef(false);

  useEffect(() => {
    if (status !== 'submitted') saveApplication({ step, draft });
  }, [step, draft, status]);

  const update = useCallback(
    (patch: Partial<EarlyAccessDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    setError(null);
    try {
      const answer = await submitEarlyAccess(draft);
      clearSavedApplication();
      setMessage(answer);
      setStatus('submitted');
    } catch (e) {
      // The draft stays as typed: nothing is lost on failure.
      setError(e instanceof Error ? e.message : EARLY_ACCESS_MESSAGES.submitFailed);
      setStatus('idle');
    } finally {
      inFlight.current = false;
    }
  }, [draft]);

  const reset = useCallback(() => {
    clearSavedApplication();
    setDraft(initialEarlyAccessDraft());
    setStep(0);
    setStatus('idle');
    setError(null);
    setMessage('');
  }, []);

  return { draft, step, status, error, message, update, setStep, submit, reset };
}
