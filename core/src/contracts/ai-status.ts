/**
 * The AI part of GET /api/v1/health, shown to an admin: the engine in use, the Gemini models it
 * asks, and whether Gemini's models list serves them (checked once per server process at start).
 */
import { z } from 'zod';
import { AiEngineSchema } from './ai-assist';

export const GEMINI_MODELS_CHECK_STATUSES = ['ok', 'missing_models', 'not_checked', 'check_failed'] as const;

export const GeminiModelsCheckSchema = z.object({
  /** not_checked: no Gemini key (offline); check_failed: the models list could not be read. */
  status: z.enum(GEMINI_MODELS_CHECK_STATUSES),
  /** One or more sentences an operator can act on (which setting to change, and to what). */
  message: z.string(),
  missing: z.array(
    z.object({
      /** The environment setting that names the model, e.g. GEMINI_TEXT_MODEL. */
      setting: z.string(),
      model: z.string(),
      /** Served models that would fit the setting. */
      suggestions: z.array(z.string()),
    }),
  ),
  checked_at: z.string().datetime().optional(),
});
export type GeminiModelsCheck = z.infer<typeof GeminiModelsCheckSchema>;

export const AiStatusSchema = z.object({
  engine: AiEngineSchema,
  /** The configured Gemini models (absent offline). */
  models: z.object({ text: z.string(), image: z.string(), lite: z.string() }).optional(),
  models_check: GeminiModelsCheckSchema,
});
export type AiStatus = z.infer<typeof AiStatusSchema>;
