/**
 * Are the configured Gemini models served? With a key, the server asks Gemini's models list
 * (`GET {baseUrl}/v1beta/models`) once per process, at first use (a cold start), and logs one
 * error naming the setting to change when a model is not there: a retired default otherwise
 * shows only as every call falling back to the offline engine. The health endpoint's admin view
 * reports the result. Without a key (offline) nothing is checked.
 */
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import type { AiStatus, GeminiModelsCheck } from '@core';
import { config, GEMINI_MODEL_SETTINGS, type AiConfig } from '../config';

const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
/** The list is small and fast; a check that takes longer than this has failed. */
const CHECK_TIMEOUT_MS = 10_000;
const MAX_PAGES = 10;
const SUGGESTIONS = 8;

const ModelsPageSchema = z.object({
  models: z
    .array(z.object({ name: z.string(), supportedGenerationMethods: z.array(z.string()).optional() }))
    .default([]),
  nextPageToken: z.string().optional(),
});

type ModelRole = keyof typeof GEMINI_MODEL_SETTINGS;
const ROLES: ModelRole[] = ['textModel', 'imageModel', 'liteModel'];

/** The names (without `models/`) of the models that answer generateContent, every page of the list. */
export async function listServedModels(baseUrl: string, apiKey: string, signal: AbortSignal): Promise<string[]> {
  const served: string[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v1beta/models`);
    url.searchParams.set('pageSize', '1000');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await fetch(url, { headers: { 'x-goog-api-key': apiKey }, signal });
    if (!response.ok) throw new Error(`the models list answered HTTP ${response.status}`);
    const body = ModelsPageSchema.parse(await response.json());
    for (const model of body.models) {
      const methods = model.supportedGenerationMethods;
      if (!methods || methods.includes('generateContent')) served.push(model.name.replace(/^models\//, ''));
    }
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return served;
}

/** Served names that fit the setting: image models for the image one, Gemini text models otherwise. */
function suggestionsFor(role: ModelRole, served: string[]): string[] {
  const isImage = (name: string) => name.includes('image');
  const isText = (name: string) => name.startsWith('gemini') && !/image|tts|audio|live|embedding/.test(name);
  return served.filter(role === 'imageModel' ? isImage : isText).slice(0, SUGGESTIONS);
}

/** The result for `served`: ok, or the missing models with one sentence per setting to change. */
export function compareWithServed(ai: AiConfig, served: string[]): GeminiModelsCheck {
  const missing = ROLES.filter((role) => !served.includes(ai[role])).map((role) => ({
    setting: GEMINI_MODEL_SETTINGS[role],
    model: ai[role],
    suggestions: suggestionsFor(role, served),
  }));
  const checkedAt = new Date().toISOString();
  if (missing.length === 0)
    return { status: 'ok', message: 'Every configured Gemini model is served.', missing: [], checked_at: checkedAt };
  const message = missing
    .map(
      ({ setting, model, suggestions }) =>
        `${setting}=${model} is not served by Gemini (models list); set ${setting} to one of ${suggestions.join(', ') || '(none listed)'}.`,
    )
    .join(' ');
  return { status: 'missing_models', message, missing, checked_at: checkedAt };
}

async function runCheck(ai: AiConfig): Promise<GeminiModelsCheck> {
  try {
    const served = await listServedModels(
      ai.geminiBaseUrl ?? DEFAULT_BASE_URL,
      ai.geminiApiKey ?? '',
      AbortSignal.timeout(CHECK_TIMEOUT_MS),
    );
    const result = compareWithServed(ai, served);
    if (result.status === 'missing_models') logger.error(result.message);
    return result;
  } catch (error) {
    const message = `Could not check the Gemini models against the models list: ${error instanceof Error ? error.message : String(error)}`;
    logger.warn(message);
    return { status: 'check_failed', message, missing: [], checked_at: new Date().toISOString() };
  }
}

let cached: { key: string; result: Promise<GeminiModelsCheck> } | undefined;

const NOT_CHECKED: GeminiModelsCheck = {
  status: 'not_checked',
  message: 'No Gemini key is set: the offline engine answers and no model is checked.',
  missing: [],
};

/** The check's result, run once per process (and again only when the Gemini settings change). */
export function geminiModelsCheck(): Promise<GeminiModelsCheck> {
  const { ai } = config();
  if (ai.provider !== 'gemini') return Promise.resolve(NOT_CHECKED);
  const key = JSON.stringify([ai.geminiBaseUrl, ai.textModel, ai.imageModel, ai.liteModel]);
  if (cached?.key !== key) cached = { key, result: runCheck(ai) };
  return cached.result;
}

/** Starts the check without waiting for it (it never rejects). */
export function startGeminiModelsCheck(): void {
  void geminiModelsCheck();
}

/** What the health endpoint's admin view shows: the engine in use, its models and the check. */
export async function aiStatus(): Promise<AiStatus> {
  const { ai } = config();
  const models_check = await geminiModelsCheck();
  if (ai.provider !== 'gemini') return { engine: 'offline', models_check };
  return {
    engine: 'gemini',
    models: { text: ai.textModel, image: ai.imageModel, lite: ai.liteModel },
    models_check,
  };
}
