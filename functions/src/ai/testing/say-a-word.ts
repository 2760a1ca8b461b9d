/** The smallest Gemini call the fallback tests make: one word as JSON, or 'offline' from the stand-in engine. */
import { z } from 'zod';
import { generateStructured, textModel } from '../genkit';

const Answer = z.object({ word: z.string().min(1) });

export const askForAWord = () =>
  generateStructured('testFlow', {
    model: textModel(),
    prompt: 'Say a word as JSON',
    schema: Answer,
    maxOutputTokens: 64,
  });

export const offlineWord = () => ({ word: 'offline' });
