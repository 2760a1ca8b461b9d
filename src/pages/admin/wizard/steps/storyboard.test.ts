import { describe, expect, it } from 'vitest';
import { toStoryboardView } from './storyboard';

const board = {
  title: 'The Clockmaker',
  story_premise: 'You are locked in a tower.',
  backstory: 'Long ago…',
  scenes: [
    { title: 'Workshop', description: 'Gears everywhere.' },
    { title: 'Belfry', description: 'A giant bell.' },
  ],
};

describe('toStoryboardView', () => {
  it('when given the storyboard object then shows it structured', () => {
    expect(toStoryboardView(board)).toEqual({
      kind: 'structured',
      title: 'The Clockmaker',
      premise: 'You are locked in a tower.',
      backstory: 'Long ago…',
      scenes: board.scenes,
    });
  });

  it('when given the storyboard as JSON text then parses it', () => {
    expect(toStoryboardView(JSON.stringify(board)).kind).toBe('structured');
  });

  it('when given text that is not JSON then shows the raw text', () => {
    expect(toStoryboardView('Once upon a time')).toEqual({ kind: 'raw', text: 'Once upon a time' });
  });

  it('when given a partial storyboard then shows what is there', () => {
    const view = toStoryboardView({ title: 'Only a title' });
    expect(view).toEqual({ kind: 'structured', title: 'Only a title', premise: '', backstory: '', scenes: [] });
  });

  it('when given JSON of something else then shows the raw text', () => {
    expect(toStoryboardView('[1,2]')).toEqual({ kind: 'raw', text: '[1,2]' });
  });
});
