/** The bench's mixed play load: an open-loop stream of the five play requests of signed-in players. */
import { randomUUID } from 'node:crypto';
import { percentile } from './stats';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/**
 * An open-loop load: one request every 1/perSecond s whatever the answers take, cycling
 * through the players and the five play requests, so slow answers show in the latency
 * instead of lowering the rate.
 */
export async function steadyMixedPlay(
  base: string,
  roomId: string,
  elementId: string,
  imageUrl: string,
  players: Array<{ token: string }>,
  { perSecond, seconds }: { perSecond: number; seconds: number },
) {
  const kinds = ['GET package', 'GET session', 'POST interact', 'POST sync', 'GET media'] as const;
  const tap = { type: 'interact', element_id: elementId };
  const request = (kind: (typeof kinds)[number], token: string): [string, RequestInit] => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    switch (kind) {
      case 'GET package':
        return [`${base}/api/v1/escape_rooms/${roomId}/package`, { headers }];
      case 'GET session':
        return [`${base}/api/v1/escape_rooms/${roomId}/session`, { headers }];
      case 'POST interact':
        return [
          `${base}/api/v1/escape_rooms/${roomId}/interact/${elementId}`,
          { method: 'POST', headers, body: JSON.stringify({ user_input: '', action_id: randomUUID() }) },
        ];
      case 'POST sync': {
        const actions = [1, 2].map(() => ({ action_id: randomUUID(), action: tap, at: new Date().toISOString() }));
        return [
          `${base}/api/v1/escape_rooms/${roomId}/sync`,
          { method: 'POST', headers, body: JSON.stringify({ actions }) },
        ];
      }
      case 'GET media':
        return [`${base}${imageUrl}`, { headers }];
    }
  };
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const errorsByKind: Record<string, number> = {};
  const inFlight: Array<Promise<void>> = [];
  const total = perSecond * seconds;
  const start = Date.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = kinds[i % kinds.length];
    const [url, init] = request(kind, players[Math.floor(i / kinds.length) % players.length].token);
    const sent = process.hrtime.bigint();
    inFlight.push(
      fetch(url, init)
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) throw new Error(String(res.status));
        })
        .then(
          () => {
            latencies.push(ms(sent));
            (byKind[kind] ??= []).push(ms(sent));
          },
          (error: unknown) => {
            latencies.push(ms(sent));
            (byKind[kind] ??= []).push(ms(sent));
            const key = `${kind} (${error instanceof Error ? error.message : String(error)})`;
            errorsByKind[key] = (errorsByKind[key] ?? 0) + 1;
          },
        ),
    );
  }
  await Promise.all(inFlight);
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = Object.values(errorsByKind).reduce((a, b) => a + b, 0);
  return {
    count: latencies.length,
    errors,
    errorsByKind,
    byKind: Object.entries(byKind).map(([kind, xs]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { kind, p50: percentile(s, 50), p95: percentile(s, 95) };
    }),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
