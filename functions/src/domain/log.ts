/**
 * Logging of the creation and editing steps (rooms-and-play-spec §7): the outcome of each
 * step, success or failure, with any scene description or modification prompt cut to
 * 100 characters. Failures are logged and re-thrown.
 */

/** Longest free text (a description, a prompt) a log line carries. */
export const LOG_TEXT_LIMIT = 100;

/** Free text as it may appear in a log: one line, at most LOG_TEXT_LIMIT characters. */
export function forLog(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LOG_TEXT_LIMIT ? `${line.slice(0, LOG_TEXT_LIMIT)}…` : line;
}

function describe(fields: Record<string, string | number>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'number' ? value : JSON.stringify(forLog(value))}`)
    .join(' ');
}

/** Runs `work`, logging `step` and its outcome; a failure is logged and re-thrown. */
export async function withOutcomeLog<T>(
  step: string,
  fields: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    console.info(`[rooms] ${step} succeeded ${describe(fields)}`);
    return result;
  } catch (error) {
    console.error(`[rooms] ${step} failed ${describe(fields)}: ${forLog(String((error as Error)?.message ?? error))}`);
    throw error;
  }
}
