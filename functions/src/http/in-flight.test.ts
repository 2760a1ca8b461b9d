import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { oneLanePerPlayer } from './in-flight';

/** A request of `uid` and its response, which the test finishes (or the client closes) when it likes. */
function call(uid: string) {
  const res = Object.assign(new EventEmitter(), { set: () => undefined }) as unknown as Response & EventEmitter;
  const req = { caller: { identity: { uid } } } as unknown as Request;
  return { req, res, finish: () => res.emit('finish'), close: () => res.emit('close') };
}

function harness(inFlight = 2) {
  const lane = oneLanePerPlayer('play-interact', () => inFlight);
  const started: string[] = [];
  const errors: unknown[] = [];
  const send = (uid: string, label: string) => {
    const c = call(uid);
    const next: NextFunction = (error?: unknown) => (error ? errors.push(error) : started.push(label));
    lane(c.req, c.res, next);
    return c;
  };
  return { send, started, errors };
}

describe('oneLanePerPlayer', () => {
  it('when a player sends more requests than may run at once then the rest wait and start in order as earlier ones finish', () => {
    const h = harness(2);
    const a = h.send('flood', 'a');
    h.send('flood', 'b');
    h.send('flood', 'c');
    h.send('flood', 'd');
    expect(h.started).toEqual(['a', 'b']);
    a.finish();
    expect(h.started).toEqual(['a', 'b', 'c']);
  });

  it('when one player is waiting then another player starts at once', () => {
    const h = harness(1);
    h.send('flood', 'f1');
    h.send('flood', 'f2');
    h.send('quiet', 'q1');
    expect(h.started).toEqual(['f1', 'q1']);
  });

  it('when a waiting client hangs up then its turn goes to the next one, and a response that both finishes and closes frees one place', () => {
    const h = harness(1);
    const first = h.send('p', 'first');
    const gone = h.send('p', 'gone');
    h.send('p', 'third');
    gone.close();
    first.finish();
    first.close();
    expect(h.started).toEqual(['first', 'third']);
  });

  it('when too many requests of one player are waiting then the next is refused with 429 at once', () => {
    const h = harness(1);
    for (let i = 0; i < 65; i += 1) h.send('flood', `r${i}`);
    expect(h.started).toEqual(['r0']);
    h.send('flood', 'over');
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]).toMatchObject({ status: 429 });
  });
});
