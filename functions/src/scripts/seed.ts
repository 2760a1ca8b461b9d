/**
 * Seeds a fresh local stack: the admin account (credentials printed on every start)
 * and a published sample room made by the offline engine. Safe to run again.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { closePool, getPool } from '../db/pool';
import { setUserRole } from '../db/users-repo';
import { insertAgent } from '../db/agents-repo';
import {
  createIdentity,
  findIdentityByEmail,
  setIdentityEmailVerified,
  setIdentityPassword,
} from '../domain/accounts/identity';
import { rowForIdentity } from '../domain/accounts/user-rows';
import { databaseReady } from '../domain/shared/readiness';
import { createRoom, createScenes, finalizeRoom, generateSceneImage } from '../domain/rooms/room-creation';

export const SAMPLE_ROOM_TITLE = "The Clockmaker's Study";
const ADMIN_EMAIL = 'admin@ermie.local';

interface Credentials {
  email: string;
  password: string;
}

function loadCredentials(file: string): Credentials {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  const credentials = { email: ADMIN_EMAIL, password: `ermie-${randomBytes(6).toString('hex')}` };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/** The admin's mailbox is ours: the account is created verified (and marked so if it already exists). */
async function seedAdmin(credentials: Credentials) {
  const existing = await findIdentityByEmail(credentials.email);
  const uid =
    existing?.uid ??
    (await createIdentity(credentials.email, credentials.password, {
      displayName: 'Ermie Admin',
      emailVerified: true,
    }));
  if (existing) {
    await setIdentityPassword(uid, credentials.password);
    await setIdentityEmailVerified(uid);
  }
  // rowForIdentity also adopts a row left from an earlier Auth state (same email, old uid).
  const user = await rowForIdentity(
    { uid, email: credentials.email, emailVerified: true },
    { role: 'admin', first_name: 'Ermie', last_name: 'Admin' },
  );
  await setUserRole(user.id, 'admin');
  return user;
}

async function seedSampleRoom(adminId: string): Promise<string> {
  const existing = await getPool().query<{ id: string }>(
    'SELECT id FROM escape_rooms WHERE title = $1 AND package IS NOT NULL LIMIT 1',
    [SAMPLE_ROOM_TITLE],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const agent = await insertAgent(adminId, {
    name: 'Ermie',
    personality: 'Wise',
    setting: 'Ancient Library',
    theme: 'Mystery',
    description: "The studio's own game master.",
  });
  const { puzzle } = await createRoom(adminId, {
    title: SAMPLE_ROOM_TITLE,
    description:
      'A master clockmaker vanished mid-experiment. His study still ticks. Find his secret before midnight strikes.',
    difficulty: 'medium',
    theme: 'Mystery',
    agent_id: agent.id,
    // A medium room that keeps the title's promise (issue 30 item 9): a pocket watch read as a clock
    // (clock-count), five patterns, two of them read from the painted scene (a row of bottles, a
    // striped rug), two chains open at once on average, a quarter of it story.
    seed: 20261123,
  });
  const { scenes } = await createScenes(puzzle.id);
  for (const scene of scenes) await generateSceneImage(puzzle.id, scene.scene_index, scene.description);
  await finalizeRoom(puzzle.id);
  return puzzle.id;
}

async function main() {
  const credentialsFile = process.env.SEED_CREDENTIALS_FILE ?? '.data/admin-credentials.json';
  // The schema is migrated before the seed runs (`npm run migrate`, scripts/stack.mjs); behind, this fails.
  await databaseReady();
  const credentials = loadCredentials(credentialsFile);
  const admin = await seedAdmin(credentials);
  const roomId = await seedSampleRoom(admin.id);
  // The last line of stdout: scripts/stack.mjs parses it (the steps' structured log lines come before it).
  process.stdout.write(`${JSON.stringify({ admin: credentials, sampleRoomId: roomId })}\n`);
}

main()
  .then(() => closePool())
  .catch(async (error) => {
    process.stderr.write(`[seed] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await closePool().catch(() => undefined);
    process.exit(1);
  });
