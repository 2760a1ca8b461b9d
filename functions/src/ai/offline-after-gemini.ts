/**
 * When Gemini gave no usable answer and the offline engine then cannot act on the creator's
 * sentence (a 422), the message says both, so the creator knows the model was tried first.
 */
import { AppError } from '../model/app-error';
import { activeProvider } from './genkit';

export function offlineAfterGemini<T>(offline: () => T | Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await offline();
    } catch (error) {
      if (error instanceof AppError && error.status === 422 && activeProvider() === 'gemini') {
        const reason = error.message.charAt(0).toLowerCase() + error.message.slice(1);
        throw new AppError(422, `Gemini gave no usable answer (tried twice), and ${reason}`, error.code, error.details);
      }
      throw error;
    }
  };
}
