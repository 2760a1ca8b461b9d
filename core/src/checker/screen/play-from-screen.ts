/**
 * Plays a room with the screen bot (or the blind guesser): the engine steps the room, the bot
 * sees only `playerView` of each state, exactly what the play screen shows. Returns whether it
 * escaped, its steps and, per code lock it saw, how many codes it entered and whether it opened.
 */
import type { GameAction, GameState, RoomPackage, StepResult } from '../../engine/room';
import { indexRoom } from '../../engine/engine-room';
import { initialStateIndexed } from '../../engine/engine-state';
import { playerView } from '../../engine/player-view';
import { stepIndexed } from '../../game-step';
import { createScreenBot, type ScreenBot, type ScreenBotOptions } from './screen-bot';

export const SCREEN_BOT_MAX_STEPS = 5000;

export interface ScreenRun {
  escaped: boolean;
  steps: number;
  actions: GameAction[];
  state: GameState;
  /** Every code lock the bot saw: codes entered on it and whether it opened. */
  locks: Map<string, { tries: number; opened: boolean }>;
  /** The bot at the end: its notebook, and the codes it would still enter per lock. */
  bot: ScreenBot;
}

export function playFromScreen(
  pkg: RoomPackage,
  opts: ScreenBotOptions & {
    maxSteps?: number;
    /** How an action is played (default: the engine on `pkg`). */
    step?: (state: GameState, action: GameAction) => StepResult;
  } = {},
): ScreenRun {
  const index = indexRoom(pkg);
  const bot = createScreenBot(opts);
  const maxSteps = opts.maxSteps ?? SCREEN_BOT_MAX_STEPS;
  const actions: GameAction[] = [];
  const locks = new Map<string, { tries: number; opened: boolean }>();
  let state = initialStateIndexed(index);
  let view = playerView(pkg, state);
  while (!state.escaped && actions.length < maxSteps) {
    for (const el of view.elements)
      if (el.asksForCode && !locks.has(el.id)) locks.set(el.id, { tries: 0, opened: false });
    const action = bot.next(view);
    if (!action) break;
    actions.push(action);
    const result = opts.step ? opts.step(state, action) : stepIndexed(index, state, action);
    if (action.type === 'interact' && action.input !== undefined) {
      const lock = locks.get(action.element_id)!;
      locks.set(action.element_id, { tries: lock.tries + 1, opened: lock.opened || result.success });
    }
    state = result.state;
    view = playerView(pkg, state, result);
  }
  return { escaped: state.escaped, steps: actions.length, actions, state, locks, bot };
}
