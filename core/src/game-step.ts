/**
 * The game's step as players take it: the engine (engine/engine.ts) handed the hint finder
 * (hints/hints.ts), so `{ type: 'hint' }` buys the hint the search offers. This is the one
 * place the two meet; the engine itself never imports the hints.
 */
import { createEngine } from './engine/engine';
import { findHint } from './hints/hints';

const engine = createEngine(findHint);

/** One player action on a room package: the next state, its events and the player-facing message. */
export const step = engine.step;

/** `step` on an already indexed package (the checker, the bot and the server's replay index once). */
export const stepIndexed = engine.stepIndexed;
