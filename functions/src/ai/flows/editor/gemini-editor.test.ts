/**
 * The Gemini path of the scene editor's flows (modify scene, the editor assistant; element
 * suggestions in suggest-elements-gemini.test.ts) through the real @genkit-ai/google-genai plugin against the local gemini().
 */
import { describe, expect, it } from 'vitest';
import { AiFlowError } from '../../genkit';
import { decodeImage } from '../../image-data';
import { assistantContext } from '../../testing/assistant-fixtures';
import { sampleSpec } from '../../testing/offline-fixtures';
import { solidPng } from '../../testing/gemini-mock-server';
import { useGeminiMock } from '../../testing/gemini-test-setup';
import { modifySceneFlow } from './modify-scene';
import { sceneAssistantFlow } from './scene-assistant';

const gemini = useGeminiMock();

const spec = sampleSpec({ width: 128, height: 96 });
const scene = solidPng(128, 96, [90, 60, 30]);
const sceneDataUrl = `data:image/png;base64,${scene.toString('base64')}`;

describe('modifySceneFlow on Gemini', () => {
  it('sends the picture and the change to the image model and returns the edited picture', async () => {
    const edited = solidPng(128, 96, [20, 20, 60]);
    gemini().enqueue({ parts: [{ inlineData: { mimeType: 'image/png', data: edited.toString('base64') } }] });

    const result = await modifySceneFlow({
      spec,
      image_data_url: sceneDataUrl,
      modification_prompt: 'Make it a stormy night with lightning',
    });

    expect(result).toMatchObject({ width: 128, height: 96, mime: 'image/png' });
    expect(decodeImage(result.image_data_url)?.bytes.equals(edited)).toBe(true);
    // What the painter's reader understands of the sentence, as prose; never a log of the request.
    expect(result.description).toBe(`${spec.description} It is night, and cold moonlight falls into the room.`);
    expect(result.spec.modification).toEqual({ lighting: 'night' });
    const [request] = gemini().requests;
    expect(request.model).toBe('gemini-3.1-flash-image');
    expect(request.body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '4:3' },
    });
    expect(gemini().lastInlineImages()).toEqual([{ mimeType: 'image/png', data: scene.toString('base64') }]);
    expect(gemini().lastPromptText()).toContain('Make it a stormy night with lightning');
    expect(gemini().lastPromptText()).toContain('Brass lockbox');
    expect(gemini().lastPromptText()).not.toContain('<ermie-task>');
  });

  it('when the model answers with text only then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: 'I would rather not.' }] });
    const error = await modifySceneFlow({
      spec,
      image_data_url: sceneDataUrl,
      modification_prompt: 'add a dragon',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AiFlowError);
    expect((error as AiFlowError).code).toBe('EMPTY_OUTPUT');
  });

  it('when the model fails then the flow throws AiFlowError', async () => {
    gemini().enqueue({ status: 503, error: 'overloaded' });
    const error = await modifySceneFlow({
      spec,
      image_data_url: sceneDataUrl,
      modification_prompt: 'make it night',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AiFlowError);
    expect((error as AiFlowError).code).toBe('MODEL_FAILED');
  });
});

describe('sceneAssistantFlow on Gemini', () => {
  const context = assistantContext({ prompt: 'move the key a little to the right' });
  const wire = {
    label: 'Move Brass Key right',
    kind: 'update_element',
    element_id: 'el-key',
    changes: { x_position: 360, y_position: 420 },
    element: null,
    modification_prompt: null,
  };

  it('sends the scene, its elements with ids and the verdict, and keeps a proposal for a known element', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ content: 'Moving it 60 px right.', proposal: wire }) }] });
    const answer = await sceneAssistantFlow(context);
    expect(answer).toEqual({
      content: 'Moving it 60 px right.',
      proposal: {
        label: 'Move Brass Key right',
        action: {
          kind: 'update_element',
          element_id: 'el-key',
          changes: { x_position: 360, y_position: 420, regenerate_visualization: false },
        },
      },
    });
    const prompt = gemini().lastPromptText();
    expect(prompt).toContain(
      'id "el-key": Brass Key (key) at (300, 420), hidden, placed by the AI with 55% confidence',
    );
    expect(prompt).toContain('can be solved in 6 steps');
    expect(prompt).toContain('move the key a little to the right');
    expect(JSON.stringify(gemini().requests[0].body.generationConfig?.responseJsonSchema)).toContain(
      'modification_prompt',
    );
  });

  it('drops a proposal that names an element not in the scene, keeping the answer', async () => {
    gemini().enqueue({
      parts: [{ text: JSON.stringify({ content: 'Done.', proposal: { ...wire, element_id: 'el-ghost' } }) }],
    });
    expect(await sceneAssistantFlow(context)).toEqual({ content: 'Done.', proposal: null });
  });

  it('clamps a proposed position and drops a proposal the edit schema refuses', async () => {
    gemini().enqueue({
      parts: [
        {
          text: JSON.stringify({
            content: 'Far right.',
            proposal: { ...wire, changes: { x_position: 5000, y_position: -20 } },
          }),
        },
      ],
    });
    expect((await sceneAssistantFlow(context)).proposal?.action).toMatchObject({
      changes: { x_position: 750, y_position: 0 },
    });
    gemini().enqueue({
      parts: [{ text: JSON.stringify({ content: 'Renamed.', proposal: { ...wire, changes: { name: '   ' } } }) }],
    });
    expect((await sceneAssistantFlow(context)).proposal).toBeNull();
  });

  it('when Gemini answers without content then the flow throws AiFlowError', async () => {
    gemini().enqueue({ parts: [{ text: JSON.stringify({ proposal: null }) }] });
    const error = await sceneAssistantFlow(context).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AiFlowError);
    expect((error as AiFlowError).code).toBe('SCHEMA_MISMATCH');
  });
});
