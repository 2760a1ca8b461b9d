/**
 * Whole seconds left until a moment (epoch ms), counting down on screen: the code entry's wait
 * while a lock is over its wrong-entry limit (the server's 429 with Retry-After, carried by the
 * sync's status: src/data/play/offline/sync-wait.ts). 0 with no moment or once it has passed.
 */
import { useEffect, useState } from 'react';

/** Ticks a few times a second so the shown second changes on time; a tick that changes nothing renders nothing. */
const TICK_MS = 250;

const secondsUntil = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** `until` is a moment held in state (not worked out anew on each render), or the countdown starts over. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null || secondsUntil(until) === 0) return;
    const tick = setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) clearInterval(tick);
    }, TICK_MS);
    return () => clearInterval(tick);
  }, [until]);
  return seconds;
}
