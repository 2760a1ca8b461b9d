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
 * design changed without a new package) keeps the engine's own hash check.
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
}

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
  const unconfirmed: string[] = [];
  for (const { el, answer, key } of confirmed) {
    if (key === null || answer === undefined) unconfirmed.push(el.id);
    else digests.set(el.id, digestOf(answer));
    if (key) keys.set(el.id, key);
  }
  if (unconfirmed.length)
    log.warn('some locks have no stored answer matching their hash: their codes are checked by PBKDF2', {
      roomId: pkg.id,
      locks: unconfirmed.length,
    });
  const check: CodeCheck = (el, input) => {
    const answer = digests.get(el.id);
    if (!answer) return codeMatches(pkg.salt, el.id, input, el.requires.code_hash ?? '');
    return timingSafeEqual(digestOf(input), answer);
  };
  return { check, keys };
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
