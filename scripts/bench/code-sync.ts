/**
 * The event-loop block of the 200-code sync (issue 29 item 5): one sync of SYNC_MAX_ACTIONS
 * different wrong codes, spread over enough lockers that the wrong-entry limit per lock lets each
 * through, while perf_hooks.monitorEventLoopDelay samples the loop every millisecond. The room is
 * tests/api/play-room-fixtures.ts's safe room, as the timing test (tests/api/play-cost.test.ts) plays it.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SYNC_MAX_ACTIONS } from '@core';
import { insertAgent } from '../../functions/src/db/agents-repo';
import { signUp, type Api } from '../../tests/api/harness';
import { SAFE_CODE, safeRoom, storedElementIds } from '../../tests/api/play-room-fixtures';

/** Wrong entries a lock takes in a minute (action-limits.ts). */
const ENTRIES_PER_LOCK = 10;

export async function benchCodeSync(api: Api, adminId: string): Promise<{ longestMs: number; totalMs: number }> {
  const agent = await insertAgent(adminId, {
    name: 'Coder',
    personality: 'Wise',
    setting: 'Space Station',
    theme: 'Sci-Fi',
    description: '',
  });
  const lockers = SYNC_MAX_ACTIONS / ENTRIES_PER_LOCK;
  const roomId = await safeRoom(adminId, agent.id, lockers);
  const player = await signUp(api, 'bench-codes');
  const sync = (actions: unknown[]) =>
    api.call('POST', `/api/v1/escape_rooms/${roomId}/sync`, { token: player.token, body: { actions } });
  await api.call('GET', `/api/v1/escape_rooms/${roomId}/session`, { token: player.token }); // seals the room
  const ids = await storedElementIds(roomId);
  const tap = (elementId: string, input?: string) => ({
    action_id: randomUUID(),
    action: { type: 'interact', element_id: elementId, ...(input === undefined ? {} : { input }) },
  });
  await sync([tap(ids.Lamp)]); // warm-up: the room's answers confirmed, its package indexed
  const wrong = (n: number) => String((Number(SAFE_CODE) + 1 + n) % 10_000).padStart(4, '0');
  const actions = Array.from({ length: SYNC_MAX_ACTIONS }, (_, n) => tap(ids[`Locker ${n % lockers}`], wrong(n)));

  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const start = performance.now();
  histogram.enable();
  const res = await sync(actions);
  histogram.disable();
  const totalMs = performance.now() - start;
  if (res.status !== 200) throw new Error(`the code sync answered ${res.status}: ${JSON.stringify(res.body)}`);
  const longestMs = histogram.max / 1e6;
  console.log(
    `  ${SYNC_MAX_ACTIONS} wrong codes in one sync: longest event-loop block ${longestMs.toFixed(1)} ms (target < 50 ms), ${totalMs.toFixed(0)} ms in all`,
  );
  return { longestMs, totalMs };
}
