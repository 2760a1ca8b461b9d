/**
 * The types the play write shares: what a replay answers, and the write that write-play.ts hands
 * from one strategy (strategies/) to the next. The strategies import these and the shared helpers
 * beside them, never each other.
 */
import type { GameAction, GameState, QueuedAction, RoomPackage, StepResult } from '@core';
import type { SessionRecord } from '../../db/sessions-repo';
import type { PlayableRoomPackages } from './room-package-cache';
import type { RequestHints } from './hint-budget';
import type { StoredUser } from '../../model/stored-user';
import type { Caller } from '../accounts/user-rows';
import type { RunProgress } from './run-progress';

export interface ReplayOutcome {
  session: SessionRecord;
  /** The room's packages the replay ran on (what the answer hands out is worked out from them). */
  room: PlayableRoomPackages;
  applied: number;
  skipped: number;
  /** The step result of each action applied now (skipped ones have none). */
  results: Array<{ action_id: string; result: StepResult | null }>;
}

export interface ReplayRun {
  state: GameState;
  /** The actions applied now, for the log. */
  fresh: Array<{ action_id: string; success: boolean }>;
  results: ReplayOutcome['results'];
  /** What the fresh actions did to the run, for the creator analytics (written with them; null: nothing to count). */
  progress: RunProgress | null;
}

/** A signed-in user, or a caller whose users row the first read brings along. */
export type Player = StoredUser | Caller;

export const isCaller = (player: Player): player is Caller => 'token' in player;

/** Vets the room's package before anything is applied (e.g. that the element exists); throws to refuse. */
export type PackageCheck = (pkg: RoomPackage) => void;

/**
 * Vets each fresh action of a replay run before the engine steps it (action-limits.ts: wrong codes
 * per lock, hints per player). A strategy may replay the same actions more than once; the last run
 * is the one written, so each run starts the gate's tally afresh.
 */
export interface ActionGate {
  startRun(pkg: RoomPackage): void;
  /** False ends the run before this action: it and the ones after it are not applied. */
  admits(action: GameAction): boolean;
  stepped(action: GameAction, result: StepResult): void;
}

/** Queued actions of one player in one room, to apply in order. */
export interface PlayWrite {
  player: Player;
  roomId: string;
  actions: QueuedAction[];
  check?: PackageCheck;
  gate?: ActionGate;
  /** The request's hint search budget (hint-budget.ts), shared by every strategy that replays it. */
  hints?: RequestHints;
}

/** A strategy's answer: the outcome, or the write handed on to the next strategy (its player maybe resolved to a user). */
export type WriteAttempt = { outcome: ReplayOutcome } | { next: PlayWrite };

export type PlayWriteStrategy = (write: PlayWrite) => Promise<WriteAttempt>;
