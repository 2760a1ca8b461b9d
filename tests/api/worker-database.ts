// Each API test worker (VITEST_POOL_ID 1, 2, …) works on a database of its own, from the list
// scripts/with-auth-emulator.mjs --databases=N hands over, so files running side by side never
// share a row or a rate-limit counter. Runs before each test file is loaded.
const urls = (process.env.TEST_DATABASE_URLS ?? '').split(',').filter(Boolean);
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
if (urls.length > 0) process.env.DATABASE_URL = urls[(worker - 1) % urls.length];
