import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import {
  askAssistant,
  generateGridImage,
  loadScene,
  modifyScene,
  moveElement,
  suggestElements,
} from './scene-editor-api';

const verdict = {
  solvable: true,
  reason: null,
  offending_elements: [],
  steps: 4,
  states_explored: 10,
  enabled: true,
  published: true,
};
const element = {
  id: 'e1',
  name: 'Brass Key',
  element_type: 'key',
  scene_index: 0,
  x_position: 120,
  y_position: 80,
  width: 50,
  height: 50,
  visible: true,
  position_confidence: 0.9,
  positioning_method: 'manual',
  interaction_type: 'click',
  config: {
    description: '',
    puzzle_state: 'available',
    points_awarded: 25,
    visual_clues: [],
    clue_sources: [],
    hints: [''],
    solution_method: 'collect',
    required_key: null,
    interaction_type: 'click',
    success_message: '',
    failure_message: '',
    grid_coordinates: null,
    created_from_grid: false,
    clue_text: '',
    solution: null,
  },
};

beforeEach(() => {
  vi.unstubAllGlobals();
  installIdentity('tok');
});

describe('scene editor calls', () => {
  it('moves an element with regenerate_visualization and reads the verdict', async () => {
    const calls = installFetch({
      'PUT /api/v1/escape_rooms/r1/update_element/e1': () =>
        json({
          status: 'success',
          element,
          updated_visualization_url: '/media/v.png',
          verdict,
          can_undo: true,
          undo_label: 'Move Brass Key',
        }),
    });
    const answer = await moveElement('r1', { id: 'e1' }, 120, 80);
    expect(calls[0].body).toEqual({ x_position: 120, y_position: 80, regenerate_visualization: true });
    expect(answer.verdict.steps).toBe(4);
  });

  it('uses the spec messages when the server gives none', async () => {
    installFetch({
      'PUT /api/v1/escape_rooms/r1/update_element/e1': () => json(null, 500),
      'GET /api/v1/escape_rooms/r1/edit_scene/7': () => json({ message: 'sceneIndex is out of range' }, 404),
      'POST /api/v1/escape_rooms/r1/scene/0/generate_grid_image': () => json(null, 500),
      'POST /api/v1/escape_rooms/r1/scene/0/modify_scene': () => json({ message: 'Painter is busy' }, 503),
    });
    await expect(moveElement('r1', { id: 'e1' }, 1, 2)).rejects.toThrow('Failed to update element position');
    await expect(loadScene('r1', 7)).rejects.toThrow('Failed to load scene data');
    await expect(generateGridImage('r1', 0)).rejects.toThrow('Failed to generate grid overlay');
    await expect(modifyScene('r1', 0, 'darker')).rejects.toThrow('Painter is busy');
  });

  it('tells a server error from a lost connection for the assistant', async () => {
    installFetch({ 'POST /api/v1/escape_rooms/r1/scene/0/assistant': () => json({ error: 'model overloaded' }, 502) });
    await expect(askAssistant('r1', 0, 'hi', [])).rejects.toThrow('Failed to get AI response: model overloaded');
    installFetch({});
    await expect(askAssistant('r1', 0, 'hi', [])).rejects.toThrow(/^Failed to communicate with AI: /);
  });

  it('asks for suggestions for one tile with the scene it knows', async () => {
    const calls = installFetch({
      'POST /api/v1/gemini/suggest-puzzle-elements': () =>
        json({
          success: true,
          suggestions: [
            {
              name: 'Loose brick',
              element_type: 'hidden_item',
              action_type: 'hidden_area',
              description: 'd',
              reason: 'r',
              confidence: 0.8,
            },
          ],
        }),
    });
    const list = await suggestElements({ title: 'Vault', description: 'A vault' }, [element as never], { x: 3, y: 9 });
    expect(list[0].name).toBe('Loose brick');
    expect(calls[0].body).toMatchObject({
      grid_position: { x: 3, y: 9 },
      scene_data: { title: 'Vault', elements: [{ name: 'Brass Key', x_position: 120 }] },
    });
  });
});
