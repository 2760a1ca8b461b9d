/** An editor element for the editor's component tests, with every config field the spec lists. */
import type { EditorElement } from '@core';

export function editorElement(overrides: Partial<EditorElement> = {}): EditorElement {
  return {
    id: 'lamp',
    name: 'Brass Lamp',
    element_type: 'clickable_object',
    scene_index: 0,
    x_position: 300,
    y_position: 200,
    width: 80,
    height: 80,
    visible: true,
    position_confidence: 0.9,
    positioning_method: 'ai_vision_analysis',
    interaction_type: 'examine',
    config: {
      description: 'A lamp.',
      puzzle_state: 'available',
      points_awarded: 25,
      visual_clues: [],
      clue_sources: [],
      hints: [''],
      solution_method: 'inspect',
      required_key: null,
      interaction_type: 'examine',
      success_message: '',
      failure_message: '',
      grid_coordinates: null,
      created_from_grid: false,
      clue_text: '',
      solution: null,
    },
    ...overrides,
  };
}
