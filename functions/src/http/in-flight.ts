/**
 * At most PLAY_IN_FLIGHT_PER_USER (1) requests of one player on one play route at a time, in this
 * instance: the next ones wait their turn (in order) before anything else of theirs runs, rate
 * limit included. The play screen sends one request at a time (its actions and flushes run one
 * after another), so a player never waits here (two tabs on one room wait a few milliseconds); a
 * script with many connections does, and so takes no more of the instance's CPU than one player
 * would, whether its requests are answered or refused with 429. The other players' requests keep
 * their place in the queue of the event loop.
 *
 * A player with too many requests waiting answers 429 at once (Retry-After 1): waiting requests
 * hold sockets, not CPU, but they are not kept without end.
 */
import type { Request, RequestHandler } from 'express';
import { tooManyRequests } from '../model/app-error';

/** Requests of one player on one route that may wait for their turn; more are refused. */
const MAX_WAITING = 64;

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

/** The player a request comes from, by the verified token or the users row (the route's guard ran first). */
function playerOf(req: Request): string | null {
  return req.caller?.identity.uid ?? req.user?.firebase_uid ?? null;
}

export function oneLanePerPlayer(name: string, inFlight: () => number): RequestHandler {
  const lanes = new Map<string, Lane>();
  return (req, res, next) => {
    const player = playerOf(req);
    if (!player) return next();
    let lane = lanes.get(player);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(player, lane);
    }
    const current = lane;
    if (current.running >= inFlight() && current.waiting.length >= MAX_WAITING) {
      res.set('Retry-After', '1');
      return next(tooManyRequests(`Too many ${name} requests at once, please slow down and try again in 1 seconds`));
    }
    const start = () => {
      res.off('close', leaveQueue);
      current.running += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        current.running -= 1;
        const nextUp = current.waiting.shift();
        if (nextUp) nextUp();
        else if (current.running === 0) lanes.delete(player);
      };
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    // A client that hangs up while waiting gives its turn away.
    const leaveQueue = () => {
      const at = current.waiting.indexOf(start);
      if (at >= 0) current.waiting.splice(at, 1);
      if (current.running === 0 && current.waiting.length === 0) lanes.delete(player);
    };
    if (current.running < inFlight()) return start();
    current.waiting.push(start);
    res.once('close', leaveQueue);
  };
}
