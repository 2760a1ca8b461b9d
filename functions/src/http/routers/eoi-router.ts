/** Early-access applications: public submission, admin list (platform-spec §7). */
import { Router } from 'express';
import { EARLY_ACCESS_TEXTS, earlyAccessApi } from '@core';
import { listApplications, submitApplication } from '../../domain/accounts/early-access';
import { mount, Reply } from '../route';

export function eoiRouter(): Router {
  const router = Router();

  mount(router, earlyAccessApi.submit, async ({ body }) => {
    await submitApplication(body.eoi_response);
    return new Reply({ status: 'success', message: EARLY_ACCESS_TEXTS.successMessage }, 201);
  });

  mount(router, earlyAccessApi.list, async ({ query }) => {
    const page = await listApplications(query);
    return { status: 'success', eoi_responses: page.items, next_cursor: page.next_cursor };
  });

  return router;
}
