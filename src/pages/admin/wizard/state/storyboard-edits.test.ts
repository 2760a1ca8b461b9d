import { describe, expect, it } from 'vitest';
import { MAX_STORYBOARD_SCENES, type Storyboard } from '@core';
import {
  appendScene,
  applyRewrite,
  canAddScene,
  canRemoveScene,
  editableStoryboard,
  fieldTarget,
  removeScene,
  sameTarget,
  sceneTarget,
  targetLabel,
  undoAfterRemoval,
  undoRewrite,
} from './storyboard-edits';

const board: Storyboard = {
  title: 'The Clockmaker',
  story_premise: 'You are locked in a tower.',
  backstory: 'Long ago a clockmaker vanished.',
  scenes: [
    { title: 'Workshop', description: 'Gears everywhere.' },
    { title: 'Belfry', description: 'A giant bell.' },
    { title: 'Roof', description: 'Wind and stars.' },
  ],
};
const withScenes = (n: number): Storyboard => ({
  ...board,
  scenes: Array.from({ length: n }, (_, i) => ({ title: `S${i}`, description: `d${i}` })),
});

describe('editableStoryboard', () => {
  it('when given a whole storyboard (object or JSON text) then returns it', () => {
    expect(editableStoryboard(board)).toEqual(board);
    expect(editableStoryboard(JSON.stringify(board))).toEqual(board);
  });

  it('when given raw text, a partial storyboard or nothing then returns null (the view stays lenient)', () => {
    expect(editableStoryboard('Once upon a time')).toBeNull();
    expect(editableStoryboard({ title: 'Only a title', scenes: [] })).toBeNull();
    expect(editableStoryboard({ ...board, scenes: board.scenes.slice(0, 1) })).toBeNull();
    expect(editableStoryboard(null)).toBeNull();
  });
});

describe('rewrite and undo', () => {
  it('when a field is rewritten then only that field changes, and undo puts it back', () => {
    const done = applyRewrite(board, fieldTarget('backstory'), {
      content: '  A storm broke the clock.  ',
      scene: null,
      summary: 'Changed the backstory: a storm.',
    });
    expect(done?.undo.summary).toBe('Changed the backstory: a storm.');
    expect(done?.storyboard).toEqual({ ...board, backstory: 'A storm broke the clock.' });
    expect(undoRewrite(done!.storyboard, done!.undo)).toEqual(board);
  });

  it('when a scene is rewritten then the answer scene replaces it, and undo puts the old one back', () => {
    const scene = { title: 'Clock face', description: 'Hands frozen at midnight.' };
    const done = applyRewrite(board, sceneTarget(1), { content: scene.description, scene });
    expect(done?.storyboard.scenes).toEqual([board.scenes[0], scene, board.scenes[2]]);
    expect(done?.storyboard.title).toBe(board.title);
    expect(undoRewrite(done!.storyboard, done!.undo)).toEqual(board);
  });

  it('when a scene answer has no scene then the old title keeps the new description', () => {
    const done = applyRewrite(board, sceneTarget(0), { content: 'Cogs on the floor.', scene: null });
    expect(done?.storyboard.scenes[0]).toEqual({ title: 'Workshop', description: 'Cogs on the floor.' });
  });

  it('when the answer is empty or the scene does not exist then nothing is applied', () => {
    expect(applyRewrite(board, fieldTarget('title'), { content: '   ', scene: null })).toBeNull();
    expect(applyRewrite(board, sceneTarget(0), { content: '', scene: null })).toBeNull();
    expect(applyRewrite(board, sceneTarget(7), { content: 'x', scene: null })).toBeNull();
  });

  it('names targets for progress lines and compares them', () => {
    expect(targetLabel(fieldTarget('story_premise'))).toBe('the premise');
    expect(targetLabel(sceneTarget(1))).toBe('scene 2');
    expect(sameTarget(sceneTarget(1), sceneTarget(1))).toBe(true);
    expect(sameTarget(sceneTarget(1), sceneTarget(2))).toBe(false);
    expect(sameTarget(fieldTarget('title'), { field: 'title', sceneIndex: 4 })).toBe(true);
    expect(sameTarget(null, fieldTarget('title'))).toBe(false);
  });
});

describe('adding and removing scenes', () => {
  it('appends a scene up to the most scenes, never past it', () => {
    const added = appendScene(board, { title: ' Cellar ', description: ' Damp stairs. ' });
    expect(added?.scenes.at(-1)).toEqual({ title: 'Cellar', description: 'Damp stairs.' });
    expect(added?.scenes).toHaveLength(4);
    const full = withScenes(MAX_STORYBOARD_SCENES);
    expect(canAddScene(full)).toBe(false);
    expect(appendScene(full, { title: 'x', description: 'y' })).toBeNull();
    expect(appendScene(board, { title: ' ', description: 'y' })).toBeNull();
  });

  it('removes a scene only while more than two remain', () => {
    expect(removeScene(board, 1)?.scenes.map((s) => s.title)).toEqual(['Workshop', 'Roof']);
    const two = withScenes(2);
    expect(canRemoveScene(two)).toBe(false);
    expect(removeScene(two, 0)).toBeNull();
    expect(removeScene(board, 3)).toBeNull();
  });

  it('keeps the undo pointing at the rewritten scene when another scene is removed', () => {
    const undo = { target: sceneTarget(2), previous: board.scenes[2] };
    expect(undoAfterRemoval(undo, 0)?.target).toEqual(sceneTarget(1));
    expect(undoAfterRemoval(undo, 2)).toBeNull();
    expect(undoAfterRemoval({ ...undo, target: sceneTarget(0) }, 1)?.target).toEqual(sceneTarget(0));
    const fieldUndo = { target: fieldTarget('title'), previous: 'Old' };
    expect(undoAfterRemoval(fieldUndo, 0)).toBe(fieldUndo);
  });
});
