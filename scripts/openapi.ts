/**
 * `npm run build:openapi`: writes docs/openapi.json, the OpenAPI 3.1 description generated from
 * the route contracts (functions/src/http/openapi/openapi-document.ts), formatted by prettier so
 * the file is the same on every run. A unit test fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import {
  buildOpenApiDocument,
  contractOperations,
  documentOperations,
} from '../functions/src/http/openapi/openapi-document';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const document = buildOpenApiDocument();
const options = await prettier.resolveConfig(target);
writeFileSync(target, await prettier.format(JSON.stringify(document), { ...options, parser: 'json' }));
console.log(
  `openapi.json routes: ${documentOperations(document).length}, contract routes: ${contractOperations().length}`,
);
