/**
 * The player-bot bench: per difficulty, BENCH_BOT_SEEDS (default 1,000) offline rooms,
 * each proven solvable by the checker and played by the bot from what a player sees.
 * Run alone with `npx tsx scripts/bench/bot.ts`; `npm run bench` calls `benchBot`.
 */
import { DIFFICULTIES } from '@core';
import { formatBotTrial, runBotTrial } from '../../functions/src/ai/offline/design/bot-trial';

export async function benchBot(seeds = Number(process.env.BENCH_BOT_SEEDS ?? 1000)): Promise<void> {
  console.log(`— Player bot on generated rooms (${seeds} seeds per difficulty, no painting, no solutions given) —`);
  const start = process.hrtime.bigint();
  for (const difficulty of DIFFICULTIES) {
    const result = runBotTrial(difficulty, seeds);
    console.log(formatBotTrial(result));
    for (const failure of result.failures.slice(0, 5)) console.log(`    ${failure}`);
  }
  console.log(`  took ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(0)} s`);
}

if (process.argv[1]?.endsWith('bench/bot.ts')) void benchBot();
