/**
 * The single Genkit instance of the backend. The built-in offline engine is always
 * registered as the model `offline/ermie`; Gemini (through @genkit-ai/google-genai)
 * joins it when `config().ai.provider === 'gemini'`. Flows never name a model
 * themselves: they ask `textModel()` / `imageModel()` for the active provider's one.
 */
import { googleAI } from '@genkit-ai/google-genai';
import {
  GenerationBlockedError,
  GenerationResponseError,
  GenkitError,
  genkit,
  type Genkit,
  type ModelArgument,
  type ModelReference,
  type Part,
} from 'genkit';
import { genkitPlugin, type GenkitPlugin, type GenkitPluginV2 } from 'genkit/plugin';
import { ValidationError } from 'genkit/schema';
import type { z } from 'zod';
import { config, type AiProvider } from '../config';
import { startGeminiModelsCheck } from './gemini-models-check';
import { modelCallOptions } from './model-call';
import { defineOfflineModel, embedErmieTask, OFFLINE_MODEL_NAME, type ErmieTask } from './offline-model';

export type AiFlowErrorCode =
  /** The model call itself failed (network, HTTP error, engine error). */
  | 'MODEL_FAILED'
  /** The model answered, but with nothing we can use (no text, no image). */
  | 'EMPTY_OUTPUT'
  /** The model answered with text that is not the JSON the flow asked for. */
  | 'INVALID_JSON'
  /** The JSON does not match the flow's schema. */
  | 'SCHEMA_MISMATCH'
  /** The JSON is well-formed but does not hold together (a puzzle design that cannot be solved). */
  | 'UNUSABLE_DESIGN';

/** Thrown by a flow when the model returns nothing usable; flows never return placeholders. */
export class AiFlowError extends Error {
  readonly code: AiFlowErrorCode;
  readonly flow: string;

  constructor(flow: string, code: AiFlowErrorCode, message: string, options?: { cause?: unknown }) {
    super(`${flow}: ${message}`, options);
    this.name = 'AiFlowError';
    this.code = code;
    this.flow = flow;
  }
}

let instance: Genkit | undefined;

const offlinePlugin = () => genkitPlugin('offline', (ai) => void defineOfflineModel(ai));

function createAi(): Genkit {
  const { ai } = config();
  const plugins: Array<GenkitPlugin | GenkitPluginV2> = [offlinePlugin()];
  if (ai.provider === 'gemini') {
    plugins.push(googleAI({ apiKey: ai.geminiApiKey ?? false, baseUrl: ai.geminiBaseUrl }));
    // At first use (a cold start): are the configured models served? Never blocks a request.
    startGeminiModelsCheck();
  }
  return genkit({ plugins });
}

/** The lazily created Genkit instance (one per process, rebuilt only by `resetAiForTests`). */
export function getAi(): Genkit {
  return (instance ??= createAi());
}

/** Forgets the instance so the next `getAi()` reads the (test) configuration again. */
export function resetAiForTests(): void {
  instance = undefined;
}

export const activeProvider = (): AiProvider => config().ai.provider;

type AnyModelRef = ModelReference<z.ZodTypeAny>;

/** The model that writes text and JSON for the active provider. */
export function textModel(): AnyModelRef | string {
  const { ai } = config();
  return ai.provider === 'gemini' ? googleAI.model(ai.textModel) : OFFLINE_MODEL_NAME;
}

/** The cheap text tier (GEMINI_LITE_MODEL) for short answers such as the chat's. */
export function liteModel(): AnyModelRef | string {
  const { ai } = config();
  return ai.provider === 'gemini' ? googleAI.model(ai.liteModel) : OFFLINE_MODEL_NAME;
}

/** The model that paints scene images for the active provider. */
export function imageModel(): AnyModelRef | string {
  const { ai } = config();
  return ai.provider === 'gemini' ? googleAI.model(ai.imageModel) : OFFLINE_MODEL_NAME;
}

/** Classifies whatever a generate call threw as an AiFlowError of the given flow. */
export function toAiFlowError(flow: string, error: unknown): AiFlowError {
  if (error instanceof AiFlowError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ValidationError) {
    // Genkit validates the JSON it extracted; when it found none the "provided data" is null.
    const noJson = /Provided data:\s*null\s*Required JSON schema:/.test(message);
    return new AiFlowError(
      flow,
      noJson ? 'INVALID_JSON' : 'SCHEMA_MISMATCH',
      noJson ? 'the model did not answer with JSON' : 'the model answer does not match the schema',
      { cause: error },
    );
  }
  if (error instanceof SyntaxError)
    return new AiFlowError(flow, 'INVALID_JSON', 'the model did not answer with JSON', { cause: error });
  if (error instanceof GenerationBlockedError || error instanceof GenerationResponseError) {
    return new AiFlowError(flow, 'EMPTY_OUTPUT', `the model returned no message (${message})`, { cause: error });
  }
  return new AiFlowError(flow, 'MODEL_FAILED', `the model call failed: ${message}`, { cause: error });
}

export interface StructuredRequest<S extends z.ZodTypeAny> {
  model: ModelArgument;
  prompt: string | Part[];
  schema: S;
  /** The flow's output-token limit (output-limits.ts); with Gemini, thinking tokens count too. */
  maxOutputTokens: number;
  config?: Record<string, unknown>;
}

/**
 * Asks the model for JSON matching `schema` (Genkit passes the schema to the model and
 * checks the answer), then re-checks it with zod, so refinements that JSON Schema cannot
 * express hold too. Anything unusable becomes an AiFlowError.
 */
export async function generateStructured<S extends z.ZodTypeAny>(
  flow: string,
  request: StructuredRequest<S>,
): Promise<z.output<S>> {
  let output: unknown;
  try {
    const response = await getAi().generate({
      model: request.model,
      prompt: request.prompt,
      config: { ...request.config, maxOutputTokens: request.maxOutputTokens },
      output: { format: 'json', schema: request.schema },
      ...modelCallOptions(),
    });
    output = response.output;
  } catch (error) {
    throw toAiFlowError(flow, error);
  }
  if (output === null || output === undefined)
    throw new AiFlowError(flow, 'INVALID_JSON', 'the model did not answer with JSON');
  const parsed = request.schema.safeParse(output);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AiFlowError(
      flow,
      'SCHEMA_MISMATCH',
      `the model answer does not match the schema (${issue?.path.join('.') || 'root'}: ${issue?.message})`,
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

/**
 * The prompt as the active model should receive it: Gemini gets the ordinary prompt;
 * the offline engine gets it with the structured task embedded (`<ermie-task>`).
 */
export const promptForActiveModel = (prompt: string, task: ErmieTask): string =>
  activeProvider() === 'offline' ? embedErmieTask(prompt, task) : prompt;

/**
 * Genkit checks a flow's input against the JSON Schema derived from its zod schema, which
 * cannot express trims, defaults or refinements. Flows re-parse their input with zod so
 * those hold too; a failure is the same INVALID_ARGUMENT error Genkit raises.
 */
export function parseFlowInput<S extends z.ZodTypeAny>(flow: string, schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
  throw new GenkitError({ status: 'INVALID_ARGUMENT', message: `${flow}: invalid input (${details})` });
}
