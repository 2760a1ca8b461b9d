/**
 * How the server checks a code a player enters: against the room's stored answers (the design's
 * solutions, kept with the package), by a constant-time comparison of digests of the normalized
 * codes. Nothing is derived per entry, so a sync of wrong codes costs a hash each, not a PBKDF2
 * on the event loop (issue 29 item 5). The engine is handed this check on the server's index
 * (core/src/engine/engine-room.ts `codeCheck`); the browser keeps checking the package's hash.
 *
 * Each stored answer is first confirmed against its lock's hash, once per room version and with
 * node:crypto's asynchronous PBKDF2 (off the event loop), so the server opens exactly what the
 * package's hash opens. A lock whose answer is missing or does not match its hash (a room whose
 * design changed without a new package) is checked against the hash: each entry on it is derived
 * with the asynchronous PBKDF2 before the engine steps it (`prepare`).
 */
import { createHash, pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  codeMatches,
  normalizeCode,
  parseCodeHash,
  sha256Hex,
  type CodeCheck,
  type PlayElement,
  type RoomPackage,
  type RoomSolutions,
} from '@core';
import { log } from '../../structured-log';

const derive = promisify(pbkdf2);
const KEY_BYTES = 32;

export interface CodeAnswers {
  check: CodeCheck;
  /** The key (hex) of each PBKDF2 lock whose answer was confirmed: it opens the texts sealed behind the lock. */
  keys: ReadonlyMap<string, string>;
  /** Lets `check` answer this entry without deriving on the event loop (needed only on a lock without a confirmed answer). */
  prepare(lockId: string, input: string): Promise<void>;
}

/** Verdicts of entries on unconfirmed locks kept per room version, a bound on memory. */
const MAX_PREPARED = 1024;

const digestOf = (code: string): Buffer => createHash('sha256').update(normalizeCode(code)).digest();

/** The lock's key when `answer` is what its hash records ('' for a legacy hash, which has no key), else null. */
async function confirmedKey(salt: string, el: PlayElement, answer: string): Promise<string | null> {
  const parsed = parseCodeHash(el.requires.code_hash ?? '');
  if (!parsed) return null;
  const normalized = normalizeCode(answer);
  if (parsed.kind === 'legacy') return sha256Hex(`${salt}:${el.id}:${normalized}`) === parsed.digest ? '' : null;
  const key = (await derive(normalized, `${salt}:${el.id}`, parsed.iterations, KEY_BYTES, 'sha256')).toString('hex');
  return sha256Hex(`verify:${key}`) === parsed.verifier ? key : null;
}

async function buildAnswers(pkg: RoomPackage, solutions: RoomSolutions): Promise<CodeAnswers> {
  const locks = pkg.scenes.flatMap((scene) => scene.elements).filter((el) => el.requires?.code_hash);
  const confirmed = await Promise.all(
    locks.map(async (el) => {
      const answer = solutions[el.id];
      return { el, answer, key: answer === undefined ? null : await confirmedKey(pkg.salt, el, answer) };
    }),
  );
  const digests = new Map<string, Buffer>();
  const keys = new Map<string, string>();
  const unconfirmed = new Map<string, PlayElement>();
  for (const { el, answer, key } of confirmed) {
    if (key === null || answer === undefined) unconfirmed.set(el.id, el);
    else digests.set(el.id, digestOf(answer));
    if (key) keys.set(el.id, key);
  }
  if (unconfirmed.size)
    log.warn('some locks have no stored answer matching their hash: their entries are derived (async PBKDF2)', {
      roomId: pkg.id,
      locks: unconfirmed.size,
    });
  const prepared = new Map<string, boolean>();
  const entryKey = (lockId: string, input: string) => `${lockId}\u0000${normalizeCode(input)}`;
  const prepare = async (lockId: string, input: string) => {
    const el = unconfirmed.get(lockId);
    if (!el || prepared.has(entryKey(lockId, input))) return;
    const opens = (await confirmedKey(pkg.salt, el, input)) !== null;
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    prepared.set(entryKey(lockId, input), opens);
  };
  const check: CodeCheck = (el, input) => {
    const answer = digests.get(el.id);
    if (answer) return timingSafeEqual(digestOf(input), answer);
    // Unconfirmed: as prepared; derived here only for a caller that did not prepare the entry.
    return prepared.get(entryKey(el.id, input)) ?? codeMatches(pkg.salt, el.id, input, el.requires.code_hash ?? '');
  };
  return { check, keys, prepare };
}

/** Per package object: the cache shares one frozen package per room version, so this runs once per version. */
const answersByPackage = new WeakMap<RoomPackage, Promise<CodeAnswers>>();

/** The code check and lock keys of a room version (confirmed once, off the event loop). */
export function codeAnswersOf(room: { pkg: RoomPackage; solutions: RoomSolutions }): Promise<CodeAnswers> {
  let answers = answersByPackage.get(room.pkg);
  if (!answers) {
    answers = buildAnswers(room.pkg, room.solutions);
    answersByPackage.set(room.pkg, answers);
    answers.catch(() => answersByPackage.delete(room.pkg));
  }
  return answers;
}
