/**
 * GET /openapi.json: the OpenAPI 3.1 description of /api/v1, generated from the route contracts
 * (http/openapi/openapi-document.ts). Public, and built once per instance: the contracts only
 * change with a deploy.
 */
import { Router } from 'express';
import { buildOpenApiDocument } from '../openapi/openapi-document';

export const OPENAPI_PATH = '/openapi.json';

export function openApiRouter(): Router {
  const router = Router();
  let documentJson: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    documentJson ??= JSON.stringify(buildOpenApiDocument());
    res.type('application/json').send(documentJson);
  });
  return router;
}
