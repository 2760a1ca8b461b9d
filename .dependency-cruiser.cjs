// Import rules that hold the house together, checked by `npm run lint` (depcruise).
// No import circles anywhere, type-only imports included. The layers import downward only:
//   src (the web app) -> core;  functions/src: http -> domain -> ai, db -> model -> core.
// Inside functions/src the layer rules bind the code that ships: a test there (*.test.ts,
// ai/testing/) may reach up to build its input or to check what its layer's output becomes.
const FN = '^functions/src/';
const FN_TEST = '(\\.test\\.ts$|^functions/src/ai/testing/)';

/** A layer rule: no file under FROM imports a file under TO. */
const never = (name, comment, from, to, pathNot) => ({
  name,
  comment,
  severity: 'error',
  from: pathNot ? { path: from, pathNot } : { path: from },
  to: { path: to },
});
/** The same inside functions/src, tests aside. */
const neverInFunctions = (name, comment, from, to) => never(name, comment, `${FN}${from}`, `${FN}${to}`, FN_TEST);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files never import each other in a loop, not even for types: split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    never(
      'core-imports-nothing-of-ours',
      'core/ is shared by the web app and the server: it imports only itself.',
      '^core/src/',
      '^(src|functions|tests|scripts)/',
    ),
    never(
      'web-never-imports-functions',
      'The web app shares contracts with the server through core/, so it imports nothing of functions/, not even types (eslint forbids it too).',
      '^src/',
      '^functions/',
    ),
    never(
      'only-call-paths-send-requests',
      'One client call path: call sites use callApi (api-client.ts) or the named size-bound calls; only those two send a request.',
      '^src/',
      '^src/data/http/transport\\.ts$',
      '(^src/data/http/(api-client|size-bound-calls)\\.ts$|\\.test\\.tsx?$)',
    ),
    neverInFunctions(
      'http-never-imports-db',
      'Routers call domain use cases; only domain talks to db.',
      'http/',
      'db/',
    ),
    neverInFunctions('domain-never-imports-http', 'Use cases know no Express: http calls domain.', 'domain/', 'http/'),
    neverInFunctions('db-never-imports-ai', 'db stores the room design (model/), not the engines.', 'db/', 'ai/'),
    neverInFunctions(
      'db-never-imports-domain-or-http',
      'Repositories sit below the use cases.',
      'db/',
      '(domain|http)/',
    ),
    neverInFunctions(
      'ai-never-imports-domain',
      'The engines sit below the use cases; shared things live in model/.',
      'ai/',
      'domain/',
    ),
    neverInFunctions(
      'ai-never-imports-db-or-http',
      'The engines take what they need as arguments.',
      'ai/',
      '(db|http)/',
    ),
    neverInFunctions(
      'play-write-strategies-stand-alone',
      'The play write (domain/play/write-play.ts) tries its strategies in order; a strategy imports the shared play modules, never another strategy.',
      'domain/play/strategies/',
      'domain/play/strategies/',
    ),
    neverInFunctions('model-imports-only-core', 'model/ is the floor of functions/src.', 'model/', '(?!model/)'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(functions/lib|dist|dev-dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
