/**
 * Logging of the creation and editing steps (rooms-and-play-spec §7): the outcome of each
 * step, success or failure, with ids and counts, and any scene description or modification
 * prompt cut to 100 characters (never a secret, never a whole prompt). Failures are logged
 * and re-thrown. Each line is a structured entry (structured-log.ts): the fields as JSON, and
 * the same in its message for a person reading the log.
 */
import { log } from '../../structured-log';

/** Longest free text (a description, a prompt) a log line carries. */
export const LOG_TEXT_LIMIT = 100;

/** Free text as it may appear in a log: one line, at most LOG_TEXT_LIMIT characters ("…" ends a cut one). */
export function forLog(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LOG_TEXT_LIMIT ? `${line.slice(0, LOG_TEXT_LIMIT - 1)}…` : line;
}

/** What a log line says about a step: ids and counts as they are, free text through forLog. */
export type LogFields = Record<string, string | number | undefined>;

/** The fields as a log entry carries them: numbers as they are, free text through forLog. */
function forLogFields(fields: LogFields): Record<string, string | number> {
  const kept = Object.entries(fields).filter(([, value]) => value !== undefined) as [string, string | number][];
  return Object.fromEntries(
    kept.map(([key, value]) => [key, typeof value === 'number' ? value : forLog(String(value))]),
  );
}

function describe(fields: LogFields): string {
  return Object.entries(forLogFields(fields))
    .map(([key, value]) => `${key}=${typeof value === 'number' ? value : JSON.stringify(value)}`)
    .join(' ');
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Runs `work`, logging `step` and its outcome: on success the request's `fields` and what
 * `outcome` reads from the result (ids, counts, who did it); a failure is logged with its
 * status and message, and re-thrown.
 */
export async function withOutcomeLog<T>(
  step: string,
  fields: LogFields,
  work: () => Promise<T>,
  outcome?: (result: T) => LogFields,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    const message = forLog(String((error as Error)?.message ?? error));
    const failed = { ...fields, status: statusOf(error) };
    log.error(`[rooms] ${step} failed ${describe(failed)}: ${message}`, {
      step,
      ...forLogFields(failed),
      error: message,
    });
    throw error;
  }
  const succeeded = { ...fields, ...outcome?.(result) };
  log.info(`[rooms] ${step} succeeded ${describe(succeeded)}`, { step, ...forLogFields(succeeded) });
  return result;
}
