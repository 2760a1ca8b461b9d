/**
 * A local HTTP server that answers in the Gemini REST wire format, so the real
 * @genkit-ai/google-genai plugin can be exercised without network:
 * `POST {baseUrl}/v1beta/models/{model}:generateContent` with the key in `x-goog-api-key`.
 * Tests queue the parts the "model" should answer with and read back what it received.
 * Like the real API it serves only the models that exist (SERVED_GEMINI_MODELS): any other
 * name gets Gemini's 404 NOT_FOUND, so a retired model name fails a test; and it serves the
 * models list (`GET /v1beta/models`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A part in Gemini's wire format (`{ text }` or `{ inlineData: { mimeType, data } }`). */
export type GeminiWirePart = { text: string } | { inlineData: { mimeType: string; data: string } };

/**
 * The model names the Gemini API serves today (November 2026) that this project uses: the
 * text default, the image default and the cheap text tier (config.ts DEFAULT_GEMINI_MODELS).
 * gemini-2.5-flash and gemini-2.5-flash-image, the earlier defaults, are shut down.
 */
export const SERVED_GEMINI_MODELS = ['gemini-3.5-flash', 'gemini-3.1-flash-image', 'gemini-3.1-flash-lite'] as const;

export interface GeminiMockRequest {
  model: string;
  method: string;
  apiKey: string | undefined;
  /** The client closed the request before the mock answered (an aborted call). */
  aborted: boolean;
  body: {
    contents?: Array<{ role: string; parts: Array<Record<string, unknown>> }>;
    generationConfig?: Record<string, unknown>;
    systemInstruction?: unknown;
  };
}

/**
 * What the mock answers: parts for a normal candidate, or an HTTP error; `delayMs` holds
 * the answer back (a slow or hanging model, for timeout tests).
 */
export type GeminiMockReply = (
  | { parts: GeminiWirePart[]; /** e.g. 'SAFETY' for a blocked answer; default 'STOP'. */ finishReason?: string }
  | { status: number; error: string }
) & { delayMs?: number };
type Responder = (request: GeminiMockRequest) => GeminiMockReply;

export interface GeminiMockServer {
  baseUrl: string;
  /** The generateContent requests, also those for a model it does not serve. */
  requests: GeminiMockRequest[];
  /** How many times the models list was asked for. */
  modelListRequests: () => number;
  /** Answers the next request with this reply (a queue; when empty, the default responder answers). */
  enqueue(reply: GeminiMockReply | Responder): void;
  /** Answers every request without a queued reply. */
  setDefault(responder: Responder): void;
  /** The text of all parts the last request sent, joined. */
  lastPromptText(): string;
  /** The images (inlineData parts) the last request sent, e.g. the picture an edit starts from. */
  lastInlineImages(): Array<{ mimeType: string; data: string }>;
  close(): Promise<void>;
}

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)(?:\?.*)?$/;
const LIST_ROUTE = /^\/v1beta\/models(?:\?.*)?$/;

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Gemini's own answer for a model name it does not serve. */
const notFound = (model: string) => ({
  error: {
    code: 404,
    message: `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
    status: 'NOT_FOUND',
  },
});

const modelList = (served: readonly string[]) => ({
  models: served.map((name) => ({
    name: `models/${name}`,
    displayName: name,
    supportedGenerationMethods: ['generateContent', 'countTokens'],
  })),
});

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const candidateBody = (parts: GeminiWirePart[], finishReason = 'STOP') => ({
  candidates: [{ index: 0, content: { role: 'model', parts }, finishReason }],
  usageMetadata: { promptTokenCount: 42, candidatesTokenCount: 17, totalTokenCount: 59 },
  modelVersion: 'mock',
});

/** Writes a reply: Gemini's error JSON for an HTTP error, else a candidate (as JSON or one SSE event). */
function sendReply(res: ServerResponse, request: GeminiMockRequest, reply: GeminiMockReply): void {
  if ('status' in reply) {
    return sendJson(res, reply.status, { error: { code: reply.status, message: reply.error, status: 'INTERNAL' } });
  }
  const body = candidateBody(reply.parts, reply.finishReason);
  if (request.method === 'streamGenerateContent') {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`data: ${JSON.stringify(body)}\n\n`);
    return;
  }
  sendJson(res, 200, body);
}

/**
 * Listens on 127.0.0.1, on `port` (0, the default, picks a free one); `servedModels` replaces
 * the served names (e.g. an empty list for a models list that lacks everything).
 */
export async function startGeminiMockServer(
  options: { port?: number; servedModels?: readonly string[] } = {},
): Promise<GeminiMockServer> {
  const served = options.servedModels ?? SERVED_GEMINI_MODELS;
  let modelListRequests = 0;
  const requests: GeminiMockRequest[] = [];
  const queue: Array<GeminiMockReply | Responder> = [];
  let fallback: Responder = () => ({ status: 500, error: 'The Gemini mock has no reply queued' });

  const server: Server = createServer(async (req, res) => {
    const route = ROUTE.exec(req.url ?? '');
    const raw = await readBody(req);
    if (req.method === 'GET' && LIST_ROUTE.test(req.url ?? '')) {
      modelListRequests += 1;
      return sendJson(res, 200, modelList(served));
    }
    if (req.method !== 'POST' || !route) {
      return sendJson(res, 404, {
        error: { code: 404, message: `No route ${req.method} ${req.url}`, status: 'NOT_FOUND' },
      });
    }
    const request: GeminiMockRequest = {
      model: route[1],
      method: route[2],
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      aborted: false,
      body: raw ? JSON.parse(raw) : {},
    };
    requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) request.aborted = true;
    });
    if (!served.includes(request.model)) return sendJson(res, 404, notFound(request.model));
    const next = queue.shift() ?? fallback;
    const reply = typeof next === 'function' ? next(request) : next;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed || req.socket.destroyed) return;
    sendReply(res, request, reply);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    modelListRequests: () => modelListRequests,
    enqueue: (reply) => void queue.push(reply),
    setDefault: (responder) => {
      fallback = responder;
    },
    lastPromptText: () => {
      const last = requests.at(-1);
      const parts = last?.body.contents?.flatMap((content) => content.parts) ?? [];
      return parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join('\n');
    },
    lastInlineImages: () => {
      const parts = requests.at(-1)?.body.contents?.flatMap((content) => content.parts) ?? [];
      return parts.flatMap((part) => {
        const inline = part.inlineData as { mimeType?: unknown; data?: unknown } | undefined;
        return inline && typeof inline.data === 'string'
          ? [{ mimeType: String(inline.mimeType ?? ''), data: inline.data }]
          : [];
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A real, decodable PNG of the given size filled with one colour (fixtures for image answers). */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [40, 90, 160]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
