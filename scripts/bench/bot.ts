/**
 * The player-bot bench: per difficulty, BENCH_BOT_SEEDS (default 1,000) offline rooms,
 * each proven solvable by the checker and played, released under opaque ids, by the screen bot
 * from what the play screen shows (and by the blind guesser, for comparison),
 * then the shape of each room's puzzle chart along the checker's shortest solution
 * (core/src/checker/room-shape.ts), beside the figures issue 30 measured before.
 * Run alone with `npx tsx scripts/bench/bot.ts`; `npm run bench` calls `benchBot`.
 */
import { DIFFICULTIES, type Difficulty } from '@core';
import { formatBotTrial, runBotTrial, type BotTrialResult } from '../../functions/src/ai/offline/design/bot-trial';
import { formatPatterns } from '../../functions/src/ai/offline/design/screen-trial';

/** Issue 30's table (200 offline rooms per difficulty, before the bushy charts) and its targets. */
const BEFORE: Record<Difficulty, { open: string; single: string; offPath: string }> = {
  easy: { open: '1.00 / 1', single: '100 %', offPath: '0 %' },
  medium: { open: '1.02 / 2', single: '98 %', offPath: '0 %' },
  hard: { open: '1.05 / 3', single: '95 %', offPath: '0 %' },
  expert: { open: '1.15 / 3', single: '87 %', offPath: '0 %' },
};
const TARGET: Record<Difficulty, { open: string; single: string; offPath: string }> = {
  easy: { open: '≥ 1.3', single: '', offPath: '≥ 20 %' },
  medium: { open: '≥ 1.8', single: '≤ 50 %', offPath: '≥ 20 %' },
  hard: { open: '≥ 2.2', single: '≤ 50 %', offPath: '≥ 20 %' },
  expert: { open: '≥ 2.5', single: '≤ 50 %', offPath: '≥ 20 %' },
};

/**
 * Code locks' answer spaces (entries a player could try, core answerSpace), min / median, over 200 offline
 * rooms per difficulty before issue 30 item 6 (commit 5731974), and the target from medium up.
 */
const SPACE_BEFORE: Record<Difficulty, string> = {
  easy: '1 / 729',
  medium: '1,000 / 10,000',
  hard: '4,000 / 10,000',
  expert: '4,000 / 10,000',
};
const SPACE_TARGET: Record<Difficulty, string> = {
  easy: '',
  medium: 'min ≥ 1,000',
  hard: 'min ≥ 1,000',
  expert: 'min ≥ 1,000',
};

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;

/** One row per figure, one column per difficulty: now, (before; target). */
export function formatShapeTable(results: BotTrialResult[]): string {
  const cell = (now: string, before?: string, target?: string) =>
    [
      now,
      before || target
        ? `(${[before && `was ${before}`, target && `target ${target}`].filter(Boolean).join('; ')})`
        : '',
    ]
      .filter(Boolean)
      .join(' ');
  const rows: Array<[string, (r: BotTrialResult) => string]> = [
    [
      'puzzles open at once, mean / max',
      (r) =>
        cell(
          `${r.shape.meanOpen.toFixed(2)} / ${r.shape.maxOpen}`,
          BEFORE[r.difficulty].open,
          TARGET[r.difficulty].open,
        ),
    ],
    [
      'moments with one puzzle open',
      (r) => cell(percent(r.shape.singleOpenShare), BEFORE[r.difficulty].single, TARGET[r.difficulty].single),
    ],
    [
      'elements off the solution path',
      (r) => cell(percent(r.shape.offPathShare), BEFORE[r.difficulty].offPath, TARGET[r.difficulty].offPath),
    ],
    [
      'code answer space, min / median',
      (r) =>
        cell(
          `${r.answerSpace.min.toLocaleString('en')} / ${r.answerSpace.median.toLocaleString('en')}`,
          SPACE_BEFORE[r.difficulty],
          SPACE_TARGET[r.difficulty],
        ),
    ],
    ['screen bot escapes (target ≥ 95 %)', (r) => cell(percent(r.screen.escaped / r.rooms))],
    ['codes entered per lock it opened, mean', (r) => cell(r.screen.meanTries.toFixed(2))],
    ['blind guesser escapes (target ≤ 2 % from medium up)', (r) => cell(percent(r.blind.escaped / r.rooms))],
    ['solution steps, mean', (r) => cell(r.shape.meanSteps.toFixed(1))],
    ['depth (longest puzzle chain), mean', (r) => cell(r.shape.meanDepth.toFixed(2))],
  ];
  const header = `| | ${results.map((r) => `${r.difficulty} (${r.rooms} rooms)`).join(' | ')} |`;
  const divider = `|---|${results.map(() => '---').join('|')}|`;
  return [header, divider, ...rows.map(([name, value]) => `| ${name} | ${results.map(value).join(' | ')} |`)].join(
    '\n',
  );
}

export async function benchBot(seeds = Number(process.env.BENCH_BOT_SEEDS ?? 1000)): Promise<void> {
  console.log(
    `— Screen bot on generated rooms (${seeds} seeds per difficulty, no painting, only the play screen seen) —`,
  );
  const start = process.hrtime.bigint();
  const results: BotTrialResult[] = [];
  for (const difficulty of DIFFICULTIES) {
    const result = runBotTrial(difficulty, seeds);
    results.push(result);
    console.log(formatBotTrial(result));
    console.log(`    locks opened by the screen bot, per pattern: ${formatPatterns(result.screen)}`);
    console.log(`    locks opened by the blind guesser, per pattern: ${formatPatterns(result.blind)}`);
    for (const failure of result.failures.slice(0, 5)) console.log(`    ${failure}`);
  }
  console.log(`  Shape of the puzzle charts along the checker's shortest solution (issue 30):`);
  console.log(formatShapeTable(results));
  console.log(`  took ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(0)} s`);
}

if (process.argv[1]?.endsWith('bench/bot.ts')) void benchBot();
