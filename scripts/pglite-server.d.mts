// Types of pglite-server.mjs, for the API tests that serve a scratch database of their own.
import type { PGlite } from '@electric-sql/pglite';

export interface PgliteServer {
  port: number;
  stop(): Promise<void>;
}
export function startPgliteServer(options: { db: PGlite; port: number; host?: string }): Promise<PgliteServer>;
