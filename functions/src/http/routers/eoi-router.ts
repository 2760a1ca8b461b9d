/** Early-access applications: public submission, admin list (platform-spec §7). */
import { Router } from 'express';
import type { ZodType, ZodTypeDef } from 'zod';
import { EARLY_ACCESS_TEXTS, EoiSubmitRequestSchema } from '@core';
import { AppError } from '../../domain/app-error';
import { listApplications, submitApplication } from '../../domain/early-access';
import { config } from '../../config';
import { requireAdmin } from '../auth-middleware';
import { parse } from '../errors';
import { rateLimit } from '../rate-limit';

/** Like parse(), for bodies whose rule violations answer 422 Unprocessable Entity. */
export function parseEntity<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  try {
    return parse(schema, input);
  } catch (error) {
    if (error instanceof AppError && error.status === 400)
      throw new AppError(422, error.message, 'unprocessable', error.details);
    throw error;
  }
}

export function eoiRouter(): Router {
  const router = Router();
  const limited = rateLimit({ name: 'eoi', windowMs: 60_000, max: () => config().rateLimits.eoiPerMinute });

  router.post('/public/eoi_responses', limited, async (req, res) => {
    const { eoi_response } = parseEntity(EoiSubmitRequestSchema, req.body);
    await submitApplication(eoi_response);
    res.status(201).json({ status: 'success', message: EARLY_ACCESS_TEXTS.successMessage });
  });

  router.get('/eoi_responses', requireAdmin, async (_req, res) => {
    res.json({ status: 'success', eoi_responses: await listApplications() });
  });

  return router;
}
