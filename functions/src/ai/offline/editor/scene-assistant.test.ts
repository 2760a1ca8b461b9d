import { describe, expect, it } from 'vitest';
import { proposalFromWire } from '../../flows/editor/assistant-proposal';
import { placedBy, placementPhrase, type AssistantContext } from '../../flows/editor/assistant-schemas';
import { assistantContext } from '../../testing/assistant-fixtures';
import { findElement, readCoordinates, readDirection } from './assistant-reading';
import { answerSceneAssistant, ASSISTANT_CAPABILITIES } from './scene-assistant';

const ask = (prompt: string, overrides: Partial<AssistantContext> = {}) => {
  const context = assistantContext({ prompt, ...overrides });
  const answer = answerSceneAssistant(context);
  return { content: answer.content, proposal: proposalFromWire(answer.proposal, context.elements) };
};

describe('reading the creator’s words', () => {
  it('matches element names fuzzily: case, partial words, plurals', () => {
    const { elements } = assistantContext();
    expect(findElement('move the KEY', elements)?.id).toBe('el-key');
    expect(findElement('the lockboxes', elements)?.id).toBe('el-box');
    expect(findElement('archive', elements)?.id).toBe('el-door');
    expect(findElement('the painting', elements)).toBeNull();
  });

  it('reads directions, amounts and coordinates', () => {
    expect(readDirection('move it left')).toEqual({ direction: 'left', by: 60 });
    expect(readDirection('a bit higher')).toEqual({ direction: 'up', by: 30 });
    expect(readDirection('down by 120')).toEqual({ direction: 'down', by: 120 });
    expect(readCoordinates('move the key to (300, 420)')).toEqual({ x: 300, y: 420 });
    expect(readCoordinates('to 900 -5')).toEqual({ x: 750, y: 0 });
  });
});

describe('the offline assistant proposes one edit', () => {
  it('moves an element by about 60 px, or to a clamped position', () => {
    expect(ask('move the brass key left').proposal).toEqual({
      label: 'Move Brass Key left to (240, 420)',
      action: {
        kind: 'update_element',
        element_id: 'el-key',
        changes: { x_position: 240, y_position: 420, regenerate_visualization: false },
      },
    });
    expect(ask('Could you move the lockbox to (800, 600)?').proposal?.action).toMatchObject({
      kind: 'update_element',
      element_id: 'el-box',
      changes: { x_position: 750, y_position: 550 },
    });
    expect(ask('move the door right').content).toContain('move it right by 50 px, to (750, 250)');
    const atEdge = assistantContext().elements.map((e) => (e.id === 'el-door' ? { ...e, x: 750 } : e));
    const stuck = ask('move the door right', { elements: atEdge });
    expect(stuck.content).toContain('already at the right edge');
    expect(stuck.proposal).toBeNull();
  });

  it('renames, hides, shows and deletes', () => {
    expect(ask('rename the lockbox to "Steel Strongbox"').proposal?.action).toMatchObject({
      kind: 'update_element',
      element_id: 'el-box',
      changes: { name: 'Steel Strongbox' },
    });
    expect(ask('hide the archive door').proposal?.action).toMatchObject({
      element_id: 'el-door',
      changes: { visible: false },
    });
    expect(ask('show the key').proposal?.action).toMatchObject({ element_id: 'el-key', changes: { visible: true } });
    expect(ask('delete the brass key').proposal).toEqual({
      label: 'Delete Brass Key',
      action: { kind: 'delete_element', element_id: 'el-key' },
    });
  });

  it('follows "it" to the element the chat last talked about', () => {
    const messages = [
      { type: 'user' as const, content: 'where is the lockbox?' },
      { type: 'ai' as const, content: 'Iron Lockbox is at (520, 380).' },
    ];
    expect(ask('move it up', { messages }).proposal?.action).toMatchObject({
      element_id: 'el-box',
      changes: { y_position: 320 },
    });
  });

  it('adds a new element at a free spot, or hidden by the element it names', () => {
    const added = ask('add a silver candlestick').proposal;
    expect(added?.action).toMatchObject({
      kind: 'create_element',
      element: { name: 'Silver candlestick', element_type: 'clickable_object', visible: true },
    });
    const hidden = ask('add a small key under the lockbox').proposal;
    expect(hidden?.action).toMatchObject({
      kind: 'create_element',
      element: { name: 'Small key', element_type: 'key', x_position: 520, y_position: 410, visible: false },
    });
  });

  it('turns light, colour and decor requests into a scene modification', () => {
    expect(ask('make it night').proposal).toMatchObject({
      action: { kind: 'modify_scene', modification_prompt: 'make it night' },
    });
    expect(ask('add some plants as decoration').proposal?.action.kind).toBe('modify_scene');
  });
});

describe('the offline assistant answers questions about the scene', () => {
  it('says what is in the scene and where an element is', () => {
    const summary = ask('What is in this scene?');
    expect(summary.content).toContain('3 elements');
    expect(summary.content).toContain('Brass Key (key) at (300, 420), hidden, low confidence');
    expect(summary.proposal).toBeNull();
    expect(ask('where is the door?').content).toBe(
      'Archive Door (door) is in the top right of the picture (700, 250; grid cell (10, 5)), visible, placed by hand.',
    );
  });

  it('answers from the verdict whether the room is solvable, and why not', () => {
    expect(ask('Is the room solvable?').content).toContain('can be solved, in 6 steps');
    const broken = ask('why is it not solvable?', {
      verdict: {
        solvable: false,
        reason: 'Iron Lockbox needs Brass Key, which no longer exists',
        offending: ['Iron Lockbox'],
        steps: 0,
      },
    });
    expect(broken.content).toContain('cannot be solved yet: Iron Lockbox needs Brass Key');
    expect(broken.content).toContain('Elements involved: Iron Lockbox.');
  });

  it('lists the low-confidence placements', () => {
    expect(ask('which elements have low confidence?').content).toMatch(
      /^These positions are unsure .*Brass Key 55% at \(300, 420\)/,
    );
  });

  it('answers words it cannot place with the scene’s summary and what it can do, never a shrug', () => {
    const answer = ask('sing me a song');
    expect(answer.content).toMatch(/^"The Reading Room": Tall shelves and a reading desk\. It has 3 elements: /);
    expect(answer.content).toContain(ASSISTANT_CAPABILITIES);
    expect(answer.content).not.toContain('I did not understand');
    expect(answer.proposal).toBeNull();
  });

  it('reads a question that names a command word as a question, and a polite command as a command', () => {
    expect(ask('What should I add to this scene?').proposal).toBeNull();
    expect(ask('Where should I put a new clue?').proposal).toBeNull();
    expect(ask('Can you add a brass candlestick?').proposal?.action.kind).toBe('create_element');
  });
});

describe('saying who placed an element (issue 10: "AI" only when a model looked)', () => {
  it('names the painter, an estimate, a hand or the AI from the positioning method', () => {
    expect(placedBy('offline_painter_layout')).toBe('painter');
    expect(placedBy('estimated_layout')).toBe('estimate');
    expect(placedBy('4_step_ai_vision_analysis')).toBe('ai_vision');
    expect(placedBy('manual')).toBe('hand');
    const key = assistantContext().elements.find((e) => e.id === 'el-key')!;
    const painter = { ...key, placed_by: placedBy('offline_painter_layout') };

    const { content } = ask('where is the key?', { elements: [painter] });

    expect(content).toContain('where the offline painter drew it');
    expect(content).not.toContain('placed by the AI');
    expect(placementPhrase({ ...key, placed_by: 'estimate' })).toMatch(/nobody located it/);
  });
});
