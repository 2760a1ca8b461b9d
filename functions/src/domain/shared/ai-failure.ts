/** A failure of a picture or AI step is the AI's (502 with the spec's message), never a 500. */
import { AppError } from '../../model/app-error';

export async function aiStep<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = String((error as Error)?.message ?? 'no usable answer');
    throw new AppError(502, `${failure}: ${detail}`.slice(0, 300), 'ai_failed');
  }
}
