// The project's Gemini-format server (`npm run gemini:mock`, its room responder) as a child
// process of a test run: started, waited for, its answers counted, stopped.
import { spawn } from 'node:child_process';
import { ROOT, log } from './stack.mjs';

export const GEMINI_MOCK_PORT = Number(process.env.GEMINI_MOCK_PORT ?? 8787);

export async function startGeminiMock({ port = GEMINI_MOCK_PORT } = {}) {
  // One process (node with tsx's loader), so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/src/ai/testing/serve-gemini-mock.ts'], {
    cwd: ROOT,
    env: { ...process.env, GEMINI_MOCK_PORT: String(port), TSX_TSCONFIG_PATH: 'functions/tsconfig.json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const answers = {};
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Gemini mock did not start within 30 s')), 30_000);
    child.on('exit', (code) => reject(new Error(`the Gemini mock exited (${code})`)));
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const listening = /listening at (http:\/\/\S+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
        const answered = /^\[gemini-mock\] (\S+) -> (.+)$/.exec(line);
        if (answered) answers[answered[1]] = (answers[answered[1]] ?? 0) + 1;
      }
    });
  });
  log(`Gemini-format mock at ${baseUrl}`);
  return {
    baseUrl,
    /** How many requests each model name received so far. */
    answers: () => ({ ...answers }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
