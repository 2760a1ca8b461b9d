/**
 * The wizard's AI assistance calls (rooms-and-play-spec §7): rewrite a storyboard field or
 * scene by a sentence, write a new scene, change a scene picture by a sentence (scene-image
 * edit in ai-assist-image.ts) and validate the room (ai-assist-validate.ts). A failure of the
 * AI is a 502 with the spec's message; a sentence the offline engine cannot act on a 422.
 */
import type { EditStoryboardAnswer, EditStoryboardRequest, GenerateSceneAnswer, GenerateSceneRequest } from '@core';
import { AI_MESSAGES } from '@core/content/messages';
import { editStoryboardFlow } from '../../ai/flows/assist/edit-storyboard';
import { generateSceneFlow } from '../../ai/flows/assist/generate-scene';
import { aiStep } from '../shared/ai-failure';

export async function editStoryboard(request: EditStoryboardRequest): Promise<EditStoryboardAnswer> {
  const answer = await aiStep(AI_MESSAGES.processRequestFailed, () => editStoryboardFlow(request));
  return { success: true, ...answer };
}

export async function generateScene(request: GenerateSceneRequest): Promise<GenerateSceneAnswer> {
  const answer = await aiStep(AI_MESSAGES.generateSceneFailed, () => generateSceneFlow(request));
  return { success: true, ...answer };
}
