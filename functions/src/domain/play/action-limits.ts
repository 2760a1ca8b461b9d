/**
 * The limits on what a play write may do, per player, on top of the per-route limits
 * (http/limits.ts): wrong code entries per lock, so that the online `interact` is no oracle
 * (10 a minute by default, then the lock takes no entry until the window ends), and hint
 * actions, each a search of the room (30 a minute by default).
 *
 * The budgets live in the request counters' table (db/action-budgets-repo.ts). Before the replay,
 * each budget the batch could spend from is reserved at once, in one atomic statement, for as
 * many actions as the batch holds of its kind; the replay (replay-steps.ts) asks this gate before
 * each fresh action and stops before the first one over its budget; afterwards what was not spent
 * goes back. So concurrent requests of one player together never get past a limit, and actions
 * the server skips (already applied) spend nothing.
 *
 * A limited action answers 429 with Retry-After (the end of its budget's window). In a sync, the
 * actions before it are applied and it and the ones after it are not: the client's queue keeps
 * the whole batch, waits Retry-After and sends it again (src/data/play/offline/play-sync.ts); the
 * applied ones are then skipped by their ids. A batch with more wrong entries on one lock than the
 * limit is so applied over several windows instead of being refused for good.
 */
import { findElement, type GameAction, type RoomPackage, type StepResult } from '@core';
import { config } from '../../config';
import { reserveBudgets, returnBudgets, type BudgetGrant } from '../../db/action-budgets-repo';
import { tooManyRequests, type AppError } from '../../model/app-error';
import { isCaller, type ActionGate, type Player, type PlayWrite, type ReplayOutcome } from './types';
import { recordPlay } from './write-play';

const WRONG_CODE_BUCKET = 'play-wrong-code';
const HINT_BUCKET = 'play-hint';
const HINT_WINDOW_MS = 60_000;

/** What a limited action spends from: a lock's wrong entries, or the player's hints. */
interface Limited {
  bucket: string;
  key: string;
  /** The lock, for a code entry. */
  elementId?: string;
}

const uidOf = (player: Player): string => (isCaller(player) ? player.identity.uid : player.firebase_uid);

/** A code entry: a tap with a combination typed. Whether the element is a lock is known once the package is. */
const isEntry = (action: GameAction): action is Extract<GameAction, { type: 'interact' }> & { input: string } =>
  action.type === 'interact' && typeof action.input === 'string' && action.input.trim() !== '';

function limitedOf(uid: string, roomId: string, action: GameAction): Limited | null {
  if (action.type === 'hint') return { bucket: HINT_BUCKET, key: uid };
  if (isEntry(action))
    return { bucket: WRONG_CODE_BUCKET, key: `${uid}:${roomId}:${action.element_id}`, elementId: action.element_id };
  return null;
}

const idOf = (limited: Pick<Limited, 'bucket' | 'key'>) => `${limited.bucket}\u0000${limited.key}`;

/** The 429 of a limited action: when to try again, and for a lock, which one (the play screen counts down on it). */
function limitReached(grant: BudgetGrant, elementId: string | undefined): AppError {
  const seconds = Math.max(1, Math.ceil(grant.resetInMs / 1000));
  const message =
    grant.bucket === WRONG_CODE_BUCKET
      ? `Too many wrong codes on this lock. Try again in ${seconds} seconds`
      : `Too many hints in a minute. Try again in ${seconds} seconds`;
  const error = tooManyRequests(message, seconds);
  error.elementId = elementId;
  return error;
}

/** The gate of one write: the budgets granted, what the last run spent, and where it stopped. */
class BudgetGate implements ActionGate {
  #pkg: RoomPackage | null = null;
  #left = new Map<string, number>();
  blocked: { grant: BudgetGrant; elementId?: string } | null = null;

  constructor(
    private readonly uid: string,
    private readonly roomId: string,
    private readonly grants: Map<string, BudgetGrant>,
  ) {}

  startRun(pkg: RoomPackage): void {
    this.#pkg = pkg;
    this.#left = new Map([...this.grants].map(([id, grant]) => [id, grant.granted]));
    this.blocked = null;
  }

  /** The budget an action spends from here: hints always, an entry only on a lock that checks a code. */
  #budgetOf(action: GameAction): (Limited & { id: string }) | null {
    const limited = limitedOf(this.uid, this.roomId, action);
    if (!limited) return null;
    if (limited.elementId && !findElement(this.#pkg!, limited.elementId)?.element.requires.code_hash) return null;
    return { ...limited, id: idOf(limited) };
  }

  admits(action: GameAction): boolean {
    const budget = this.#budgetOf(action);
    if (!budget || (this.#left.get(budget.id) ?? 0) > 0) return true;
    this.blocked = { grant: this.grants.get(budget.id)!, elementId: budget.elementId };
    return false;
  }

  stepped(action: GameAction, result: StepResult): void {
    const budget = this.#budgetOf(action);
    // A hint is spent when searched; an entry only when the lock refused it.
    if (!budget || (budget.bucket === WRONG_CODE_BUCKET && result.success)) return;
    this.#left.set(budget.id, (this.#left.get(budget.id) ?? 0) - 1);
  }

  /** What the last run did not spend of each reservation (all of it when nothing was written). */
  unspent(written: boolean) {
    return [...this.grants].map(([id, grant]) => ({
      bucket: grant.bucket,
      key: grant.key,
      windowStart: grant.windowStart,
      count: grant.wanted - (written ? grant.granted - (this.#left.get(id) ?? grant.granted) : 0),
    }));
  }
}

/** The budgets the batch could spend from, reserved; null when it holds no code entry and no hint. */
async function reserveFor(write: PlayWrite): Promise<BudgetGate | null> {
  const uid = uidOf(write.player);
  const wanted = new Map<string, Limited & { wanted: number }>();
  for (const { action } of write.actions) {
    const limited = limitedOf(uid, write.roomId, action as GameAction);
    if (!limited) continue;
    const id = idOf(limited);
    const ask = wanted.get(id) ?? { ...limited, wanted: 0 };
    ask.wanted += 1;
    wanted.set(id, ask);
  }
  if (wanted.size === 0) return null;
  const { rateLimits } = config();
  const asks = [...wanted.values()];
  const [codes, hints] = await Promise.all([
    reserveBudgets(
      asks.filter((a) => a.bucket === WRONG_CODE_BUCKET),
      rateLimits.wrongCodesPerLock,
      rateLimits.wrongCodeWindowMs,
    ),
    reserveBudgets(
      asks.filter((a) => a.bucket === HINT_BUCKET),
      rateLimits.playHintsPerMinute,
      HINT_WINDOW_MS,
    ),
  ]);
  return new BudgetGate(uid, write.roomId, new Map([...codes, ...hints].map((grant) => [idOf(grant), grant])));
}

/**
 * recordPlay (write-play.ts) within the player's action limits: the actions up to the first one
 * over a limit are applied, and then that one answers 429 (ActionLimitReached).
 */
export async function recordWithinLimits(write: PlayWrite): Promise<ReplayOutcome> {
  const gate = await reserveFor(write);
  if (!gate) return recordPlay(write);
  let outcome: ReplayOutcome;
  try {
    outcome = await recordPlay({ ...write, gate });
  } catch (error) {
    await returnBudgets(gate.unspent(false)).catch(() => undefined);
    throw error;
  }
  await returnBudgets(gate.unspent(true));
  if (gate.blocked) throw limitReached(gate.blocked.grant, gate.blocked.elementId);
  return outcome;
}
