/**
 * The text trial on 1,024 generated rooms (BENCH_TEXT_ROOMS overrides): every text a player reads,
 * and the play-time hints of every 8th room, read by the text checker; slips per rule and the time.
 * offline-room-texts.test.ts runs the first 256 in the unit suite. Run alone with
 * `npx tsx --tsconfig functions/tsconfig.json scripts/bench/room-texts.ts`; `npm run bench` calls `benchRoomTexts`.
 */
import { runTextTrial } from '../../functions/src/ai/offline/design/text-trial';

export function benchRoomTexts(rooms = Number(process.env.BENCH_TEXT_ROOMS ?? 1024)): number {
  console.log(`— Room texts read by the text checker (${rooms} generated rooms, issue 30 item 4) —`);
  const trial = runTextTrial(rooms);
  const rules = Object.entries(trial.byRule).map(([rule, count]) => `${rule} ${count}`);
  console.log(
    `  ${trial.texts.toLocaleString('en')} texts and ${trial.playHints.toLocaleString('en')} play-time hints read in ` +
      `${(trial.ms / 1000).toFixed(1)} s; slips: ${rules.length > 0 ? rules.join(', ') : 'none'}`,
  );
  for (const p of trial.problems.slice(0, 10)) console.log(`    ${p.rule} "${p.found}" at ${p.where}: ${p.text}`);
  return trial.problems.length;
}

if (process.argv[1]?.endsWith('bench/room-texts.ts')) process.exitCode = benchRoomTexts() > 0 ? 1 : 0;
