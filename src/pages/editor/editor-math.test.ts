import { describe, expect, it } from 'vitest';
import {
  displayToImage,
  draggedPosition,
  gridActionToElement,
  imageToDisplay,
  keyStep,
  newGridAction,
  sceneSubtitle,
  tileAt,
  tileBox,
  verdictText,
  confidenceColor,
  isLowConfidence,
  hasLowConfidenceBorder,
} from './editor-math';

const image = { width: 1024, height: 768 };
const shown = { width: 512, height: 384 };

describe('marker scaling', () => {
  it('scales image pixels to the displayed size and back', () => {
    expect(imageToDisplay({ x: 300, y: 420 }, image, shown)).toEqual({ x: 150, y: 210 });
    expect(displayToImage({ x: 150, y: 210 }, image, shown)).toEqual({ x: 300, y: 420 });
  });
  it('clamps a drag to 0..750 × 0..550', () => {
    expect(draggedPosition({ x: 700, y: 500 }, [100, 100], image, shown)).toEqual({ x: 750, y: 550 });
    expect(draggedPosition({ x: 10, y: 10 }, [-50, -50], image, shown)).toEqual({ x: 0, y: 0 });
    expect(draggedPosition({ x: 100, y: 100 }, [10, -5], image, shown)).toEqual({ x: 120, y: 90 });
  });
  it('moves by 1 px with the arrows and 10 px with Shift', () => {
    expect(keyStep('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(keyStep('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(keyStep('a', false)).toBeNull();
  });
});

describe('grid tiles', () => {
  it('finds the tile under a point, within 0..15', () => {
    expect(tileAt({ x: 0, y: 0 }, shown)).toEqual({ x: 0, y: 0 });
    expect(tileAt({ x: 511.9, y: 383.9 }, shown)).toEqual({ x: 15, y: 15 });
    expect(tileAt({ x: 100, y: 200 }, shown)).toEqual({ x: 3, y: 8 });
    expect(tileAt({ x: 900, y: -4 }, shown)).toEqual({ x: 15, y: 0 });
  });
  it('places a tile at 6.25 % steps', () => {
    expect(tileBox({ x: 2, y: 15 })).toEqual({ left: '12.5%', top: '93.75%', size: '6.25%' });
  });
});

describe('grid action → element body', () => {
  const action = { ...newGridAction({ x: 8, y: 4 }), elementName: ' Loose brick ', description: 'A brick' };
  it('places the element at the tile pixel with its grid coordinates', () => {
    const body = gridActionToElement(action, image);
    expect(body).toMatchObject({
      name: 'Loose brick',
      element_type: 'clickable_object',
      x_position: 512,
      y_position: 192,
      visible: true,
      interaction_type: 'click',
      config: { grid_coordinates: { x: 8, y: 4 }, created_from_grid: true, description: 'A brick' },
    });
  });
  it('falls back to 1024 × 768 and clamps', () => {
    expect(gridActionToElement({ ...action, coordinates: { x: 15, y: 15 } })).toMatchObject({
      x_position: 750,
      y_position: 550,
    });
  });
  it('makes a hidden area an invisible hidden item and a hotspot a clickable object on its trigger', () => {
    expect(gridActionToElement({ ...action, actionType: 'hidden_area', elementType: 'key' }, image)).toMatchObject({
      element_type: 'hidden_item',
      visible: false,
    });
    expect(
      gridActionToElement({ ...action, actionType: 'hotspot', elementType: 'door', triggerEvent: 'hover' }, image),
    ).toMatchObject({ element_type: 'clickable_object', interaction_type: 'hover' });
    expect(gridActionToElement({ ...action, elementType: 'key' }, image).element_type).toBe('key');
  });
});

describe('texts', () => {
  it('words the verdict', () => {
    expect(verdictText({ solvable: true, steps: 7 })).toBe('Solvable in 7 steps');
    expect(verdictText({ solvable: true, steps: 1 })).toBe('Solvable in 1 step');
    expect(verdictText({ solvable: false, steps: 0 })).toBe('Not solvable');
  });
  it('reads AI Positioned only for the AI methods', () => {
    expect(sceneSubtitle(0, '4_step_ai_vision_analysis')).toBe('Scene 1 - AI Positioned');
    expect(sceneSubtitle(2, 'ai_vision_analysis')).toBe('Scene 3 - AI Positioned');
    expect(sceneSubtitle(1, 'manual')).toBe('Scene 2 - Legacy');
    expect(sceneSubtitle(1, null)).toBe('Scene 2 - Legacy');
  });
  it('colours confidence green above 0.7, else amber; low at or below 0.7; the orange border below 0.7', () => {
    expect(confidenceColor(0.71)).toBe('success');
    expect(confidenceColor(0.7)).toBe('warning');
    expect(isLowConfidence(0.69)).toBe(true);
    expect(isLowConfidence(0.7)).toBe(true);
    expect(isLowConfidence(0.71)).toBe(false);
    expect(hasLowConfidenceBorder(0.69)).toBe(true);
    expect(hasLowConfidenceBorder(0.7)).toBe(false);
  });
});
