import { describe, expect, it } from 'vitest';
import type { EditorElement } from '@core';
import { draftOf, updateBodyOf } from './element-form';

describe('edit dialog body', () => {
  const element: EditorElement = {
    id: 'e1',
    name: 'Safe',
    element_type: 'combination_lock',
    scene_index: 0,
    x_position: 100,
    y_position: 200,
    width: 50,
    height: 50,
    visible: true,
    position_confidence: 0.5,
    positioning_method: 'ai_vision_analysis',
    interaction_type: 'click',
    config: {
      description: 'A safe',
      puzzle_state: 'locked',
      points_awarded: 25,
      visual_clues: ['dial'],
      clue_sources: [],
      hints: ['Look at the clock'],
      solution_method: 'combination',
      required_key: null,
      interaction_type: 'click',
      success_message: 'Open',
      failure_message: 'No',
      grid_coordinates: null,
      created_from_grid: false,
      clue_text: '',
      solution: '1234',
    },
  };
  it('parses x and y as integers, defaulting to 0, clamped', () => {
    const body = updateBodyOf({ ...draftOf(element), x: 'abc', y: '9999', hints: 'one\n\n two ' });
    expect(body).toMatchObject({ x_position: 0, y_position: 550 });
    expect(body.config).toMatchObject({ hints: ['one', 'two'], solution: '1234', puzzle_state: 'locked' });
  });
  it('sends no solution for other types', () => {
    expect(updateBodyOf({ ...draftOf(element), element_type: 'door' }).config).not.toHaveProperty('solution');
  });
});
