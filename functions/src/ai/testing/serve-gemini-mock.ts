/**
 * `npm run gemini:mock`: a local server in the Gemini REST format whose "model" is the room
 * responder (room-responder.ts), so the whole Gemini creation path runs without a key or network:
 *
 *   npm run gemini:mock                      # prints its base URL
 *   GEMINI_API_KEY=x GEMINI_BASE_URL=<that URL> npm start
 *
 * GEMINI_MOCK_PORT picks the port (default 8787); GEMINI_MOCK_GARBAGE=design,image makes those
 * steps answer unusable output, to watch the offline fallback and its notices. Like Gemini, it
 * answers only the model names the real API serves (SERVED_GEMINI_MODELS, config.ts's defaults)
 * and 404s any other, so a GEMINI_TEXT_MODEL / GEMINI_IMAGE_MODEL set to a retired name fails here too.
 */
import { startGeminiMockServer } from './gemini-mock-server';
import { createRoomResponder, type RoomStep } from './room-responder';

const STEPS: RoomStep[] = ['storyboard', 'design', 'image', 'placement'];

/** A line for the person running this command (a CLI: plain text on stdout, no structured log). */
const say = (line: string) => void process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const port = Number(process.env.GEMINI_MOCK_PORT ?? 8787);
  const garbage = (process.env.GEMINI_MOCK_GARBAGE ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is RoomStep => STEPS.includes(s as RoomStep));
  const server = await startGeminiMockServer({ port });
  const respond = createRoomResponder({ garbage });
  server.setDefault((request) => {
    const reply = respond(request);
    say(`[gemini-mock] ${request.model} -> ${'status' in reply ? `HTTP ${reply.status}` : 'answered'}`);
    return reply;
  });
  say(`Gemini-format mock listening at ${server.baseUrl}`);
  say(`Use it: GEMINI_API_KEY=x GEMINI_BASE_URL=${server.baseUrl} npm start`);
  if (garbage.length) say(`Answering garbage for: ${garbage.join(', ')}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`[gemini-mock] could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
