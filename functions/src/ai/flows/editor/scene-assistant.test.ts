import type { EditorElement, EditorScene, SolvabilityVerdict } from '@core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askSceneAssistant } from '../../editor-ai';
import { restoreAi, useOfflineAi } from '../../testing/offline-fixtures';

beforeAll(useOfflineAi);
afterAll(restoreAi);

const scene = {
  id: 'scene-1',
  title: 'The Vault',
  description: 'A steel vault with a keypad.',
  scene_index: 1,
  image_resolution: { width: 1024, height: 768 },
} as EditorScene;
const element = (id: string, name: string, extra: Partial<EditorElement> = {}) =>
  ({
    id,
    name,
    element_type: 'clickable_object',
    scene_index: 1,
    x_position: 400,
    y_position: 300,
    width: 80,
    height: 80,
    visible: true,
    position_confidence: 0.9,
    positioning_method: 'ai_vision_analysis',
    interaction_type: 'inspect',
    ...extra,
  }) as EditorElement;
const elements = [
  element('k1', 'Vault Keypad', { element_type: 'combination_lock' }),
  element('n1', 'Torn Note', { x_position: 120, y_position: 500, position_confidence: 0.4 }),
];
const verdict: SolvabilityVerdict = {
  solvable: false,
  reason: 'Vault Keypad needs a code that no clue gives',
  offending_elements: [{ id: 'k1', name: 'Vault Keypad', scene_index: 1 }],
  steps: 0,
  states_explored: 12,
  enabled: false,
  published: false,
};

describe('askSceneAssistant on the offline engine', () => {
  it('answers from the verdict through the offline model', async () => {
    const answer = await askSceneAssistant({
      scene,
      elements,
      verdict,
      prompt: 'why is the room not solvable?',
      messages: [],
    });
    expect(answer.content).toContain('Vault Keypad needs a code that no clue gives');
    expect(answer.proposal).toBeNull();
  });

  it('proposes an edit of an element it knows by id', async () => {
    const answer = await askSceneAssistant({
      scene,
      elements,
      verdict,
      prompt: 'move the note down a bit',
      messages: [],
    });
    expect(answer.proposal).toEqual({
      label: 'Move Torn Note down to (120, 530)',
      action: {
        kind: 'update_element',
        element_id: 'n1',
        changes: { x_position: 120, y_position: 530, regenerate_visualization: false },
      },
    });
  });

  it('knows which positions are unsure', async () => {
    const answer = await askSceneAssistant({
      scene,
      elements,
      verdict,
      prompt: 'any low confidence placements?',
      messages: [],
    });
    expect(answer.content).toContain('Torn Note 40%');
    expect(answer.content).not.toContain('Vault Keypad 90%');
  });
});
