/**
 * The offline chat's answer time, in-process through chatFlow (retrieval over the
 * whitepaper with MiniSearch, then the composer): the first answer (the index is built
 * then) and the median and p95 over a set of questions, asked several times each.
 */
import { chatFlow } from '../../functions/src/ai/flows/chat/chat';
import { restoreAi, useOfflineAi } from '../../functions/src/ai/testing/offline-fixtures';
import { percentile } from './stats';

const QUESTIONS = [
  'What is the studio?',
  'What is Ermie Escape Studio?',
  'How do I create a room?',
  'Are rooms proven solvable before they are published?',
  'How does the checker work?',
  'Can I play offline on my phone?',
  'What does a hint cost?',
  'Can players cheat their score?',
  'How do I get early access?',
  'How do invitations work?',
  'What is the XP program?',
  'Tell me about the $ERM token',
  'Do I need a Gemini key?',
  'What can the scene editor do?',
  'Hello!',
  'Who are you?',
  'What is the capital of France?',
  'Who won the world cup in 1998?',
  'Tell me more',
  'Which agents can I pick for my room?',
];
const HISTORY = [
  { id: '1', content: 'How do I get early access?', sender: 'user' as const, timestamp: 1 },
  { id: '2', content: 'Visitors apply with a five-step application.', sender: 'bot' as const, timestamp: 2 },
];
const ROUNDS = 10;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export async function benchChat(): Promise<void> {
  useOfflineAi();
  try {
    let start = process.hrtime.bigint();
    await chatFlow({ prompt: QUESTIONS[0], messages: [] });
    const first = ms(start);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const prompt of QUESTIONS) {
        start = process.hrtime.bigint();
        await chatFlow({ prompt, messages: HISTORY });
        times.push(ms(start));
      }
    const sorted = [...times].sort((a, b) => a - b);
    console.log('— Offline chat answers (chatFlow in-process, MiniSearch over the whitepaper) —');
    console.log(`  first answer (builds the index): ${first.toFixed(1)} ms`);
    console.log(
      `  ${times.length} answers (${QUESTIONS.length} questions × ${ROUNDS}): median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms (target: median ≤ 300 ms)`,
    );
  } finally {
    restoreAi();
  }
}
