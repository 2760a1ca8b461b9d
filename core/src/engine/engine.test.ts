import { describe, expect, it } from 'vitest';
import type { GameAction, GameState, RoomPackage } from './room';
import { ENGINE_MESSAGES, MalformedRoomError, findElement, indexRoom, initialState, parseUserInput } from './engine';
import { step, stepIndexed } from '../game-step';
import { buildRoom, clue, codeLock, sampleRoom } from '../test-support/test-rooms';

const tap = (element_id: string, input?: string): GameAction =>
  input === undefined ? { type: 'interact', element_id } : { type: 'interact', element_id, input };

function play(pkg: RoomPackage, actions: GameAction[], from = initialState(pkg)): GameState {
  return actions.reduce((state, action) => {
    const result = step(pkg, state, action);
    if (!result.success) throw new Error(`step refused ${JSON.stringify(action)}: ${result.message}`);
    return result.state;
  }, from);
}

describe('initialState', () => {
  it('starts in the start scene with elements as authored and no points', () => {
    const { pkg } = sampleRoom();
    const state = initialState(pkg);
    expect(state.scene_id).toBe('study');
    expect(state.visited_scene_ids).toEqual(['study']);
    expect(state.elements['brass-key']).toEqual({ state: 'available', visible: false });
    expect(state.elements['study-door']).toEqual({ state: 'locked', visible: true });
    expect(state).toMatchObject({ points: 0, hints_used: 0, escaped: false, inventory: [], inspected: [] });
  });

  it('throws MalformedRoomError for a missing start scene or dangling ids', () => {
    const missingStart = buildRoom({ start_scene_id: 'nowhere', scenes: [{ id: 'a', elements: [{ id: 'x' }] }] }).pkg;
    expect(() => initialState(missingStart)).toThrow(MalformedRoomError);
    const dangling = buildRoom({ scenes: [{ id: 'a', elements: [{ id: 'x', yields: { reveals: ['ghost'] } }] }] }).pkg;
    expect(() => initialState(dangling)).toThrow(/ghost/);
  });
});

describe('step: access rules', () => {
  const { pkg } = sampleRoom();
  const start = initialState(pkg);

  it.each([
    ['an unknown element', tap('nope'), ENGINE_MESSAGES.unknownElement],
    ['an element of another scene', tap('lever'), ENGINE_MESSAGES.elementInOtherScene],
    ['an invisible element', tap('brass-key'), ENGINE_MESSAGES.elementNotVisible],
    ['an unknown action', { type: 'dance' } as unknown as GameAction, ENGINE_MESSAGES.unknownAction],
  ])('refuses %s without changing the state', (_label, action, message) => {
    const result = step(pkg, start, action);
    expect(result).toMatchObject({ success: false, message });
    expect(result.state).toBe(start);
    expect(result.events).toEqual([expect.objectContaining({ type: 'rejected', message })]);
  });

  it('never mutates the package or the state it is given', () => {
    const frozenPkg = JSON.parse(JSON.stringify(pkg));
    const before = JSON.parse(JSON.stringify(start));
    play(
      pkg,
      [
        tap('painting'),
        tap('desk-drawer', '427'),
        tap('brass-key'),
        { type: 'use_item', element_id: 'study-door', item_id: 'brass-key' },
      ],
      start,
    );
    expect(start).toEqual(before);
    expect(pkg).toEqual(frozenPkg);
  });
});

describe('step: tapping', () => {
  const { pkg } = sampleRoom();

  it('reads a clue, solves it once and awards its points once', () => {
    const first = step(pkg, initialState(pkg), tap('painting'));
    expect(first.success).toBe(true);
    expect(first.message).toContain('4-2-7');
    expect(first.state.inspected).toEqual(['painting']);
    expect(first.state.elements.painting.state).toBe('solved');
    expect(first.state.points).toBe(10);
    expect(first.events.map((e) => e.type)).toEqual(['inspected', 'solved', 'points_awarded']);
    expect(first.events[0].message).toContain('4-2-7');

    const again = step(pkg, first.state, tap('painting'));
    expect(again.success).toBe(true);
    expect(again.message).toContain('4-2-7');
    expect(again.state.points).toBe(10);
    expect(again.events.map((e) => e.type)).toEqual(['inspected']);
  });

  it('refuses a locked element with its failure message, or "It\'s locked."', () => {
    expect(step(pkg, initialState(pkg), tap('study-door')).message).toBe('The door is locked. It needs a key.');
    const plain = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [
            { id: 'box', initial_state: 'locked' },
            { id: 'exit', yields: { escape: true } },
          ],
        },
      ],
    }).pkg;
    const result = step(plain, initialState(plain), tap('box'));
    expect(result).toMatchObject({ success: false, message: ENGINE_MESSAGES.locked });
  });

  it('refuses an element whose prerequisites are unsolved, then accepts it', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [{ id: 'switch' }, { id: 'exit', requires: { solved: ['switch'] }, yields: { escape: true } }],
        },
      ],
    }).pkg;
    const refused = step(room, initialState(room), tap('exit'));
    expect(refused).toMatchObject({ success: false, message: ENGINE_MESSAGES.prerequisite });
    const escaped = play(room, [tap('switch'), tap('exit')]);
    expect(escaped.escaped).toBe(true);
  });

  it('asks for an item when an element needs one', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [
            { id: 'gem', yields: { collect: true } },
            { id: 'slot', requires: { items: ['gem'] } },
            { id: 'exit', yields: { escape: true } },
          ],
        },
      ],
    }).pkg;
    const result = step(room, initialState(room), tap('slot'));
    expect(result).toMatchObject({ success: false, message: ENGINE_MESSAGES.needsItem });
  });
});

describe('step: combination locks', () => {
  const { pkg } = sampleRoom();
  const afterClue = play(pkg, [tap('painting')]);

  it.each([undefined, '', '   '])('refuses a blank combination (%j)', (input) => {
    const result = step(pkg, afterClue, tap('desk-drawer', input));
    expect(result).toMatchObject({ success: false, message: 'Please enter a combination' });
    expect(result.state).toBe(afterClue);
  });

  it('treats a non-text combination from a bad client as blank instead of throwing', () => {
    const result = step(pkg, afterClue, {
      type: 'interact',
      element_id: 'desk-drawer',
      input: 427 as unknown as string,
    });
    expect(result).toMatchObject({ success: false, message: 'Please enter a combination' });
  });

  it('refuses a wrong combination with the failure message', () => {
    expect(step(pkg, afterClue, tap('desk-drawer', '999'))).toMatchObject({
      success: false,
      message: 'The drawer stays shut.',
    });
    const room = buildRoom({
      scenes: [{ id: 'a', elements: [codeLock('safe', '12', undefined, { escape: true })] }],
    }).pkg;
    expect(step(room, initialState(room), tap('safe', '13')).message).toBe(ENGINE_MESSAGES.wrongCombination);
  });

  it.each(['427', ' 4-2-7 ', '4 2 7'])(
    'accepts the right combination in any spacing (%j) and applies yields',
    (code) => {
      const result = step(pkg, afterClue, tap('desk-drawer', code));
      expect(result.success).toBe(true);
      expect(result.message).toBe('The drawer slides open.');
      expect(result.state.elements['desk-drawer'].state).toBe('solved');
      expect(result.state.elements['brass-key'].visible).toBe(true);
      expect(result.events.map((e) => e.type)).toEqual(['inspected', 'solved', 'points_awarded', 'revealed']);
    },
  );

  it('lets a player enter a code without having read the clue (only the checker is strict)', () => {
    expect(step(pkg, initialState(pkg), tap('desk-drawer', '427')).success).toBe(true);
  });
});

describe('parseUserInput and findElement', () => {
  it('turns key_used JSON into use_item and anything else into a tap', () => {
    expect(parseUserInput('door', '{"key_used":"brass-key"}')).toEqual({
      type: 'use_item',
      element_id: 'door',
      item_id: 'brass-key',
    });
    expect(parseUserInput('safe', '1234')).toEqual({ type: 'interact', element_id: 'safe', input: '1234' });
    expect(parseUserInput('note', '')).toEqual({ type: 'interact', element_id: 'note' });
    expect(parseUserInput('safe', '{not json')).toEqual({ type: 'interact', element_id: 'safe', input: '{not json' });
    expect(parseUserInput('safe', '{"key_used":5}')).toEqual({
      type: 'interact',
      element_id: 'safe',
      input: '{"key_used":5}',
    });
  });

  it('finds an element and its scene', () => {
    const { pkg } = sampleRoom();
    expect(findElement(pkg, 'lever')?.scene.id).toBe('vault');
    expect(findElement(pkg, 'lever')?.element.name).toBe('Lever');
    expect(findElement(pkg, 'ghost')).toBeNull();
  });
});

describe('a clue-only room', () => {
  it('re-shows the description when an element has no clue text', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [{ id: 'vase', description: 'A blue vase.' }, clue('exit', '', { yields: { escape: true } })],
        },
      ],
    }).pkg;
    const once = step(room, initialState(room), tap('vase'));
    expect(step(room, once.state, tap('vase')).message).toBe('A blue vase.');
  });
});

describe('a pluggable code check', () => {
  const entries = (...codes: string[]) => [tap('painting'), ...codes.map((code) => tap('desk-drawer', code))];

  it("when the index carries a code check then the engine asks it instead of the lock's hash", () => {
    const { pkg } = sampleRoom();
    const asked: string[] = [];
    const index = {
      ...indexRoom(pkg),
      codeCheck: (_el: unknown, input: string) => (asked.push(input), input === 'open'),
    };
    const stepAll = (codes: string[]) =>
      entries(...codes).reduce((state, action) => stepIndexed(index, state, action).state, initialState(pkg));
    expect(stepAll(['427']).elements['desk-drawer'].state).not.toBe('solved');
    expect(stepAll(['open']).elements['desk-drawer'].state).toBe('solved');
    expect(asked).toEqual(['427', 'open']);
  });

  it('when the index carries none then the hash decides, as on the play screen', () => {
    const { pkg } = sampleRoom();
    const index = indexRoom(pkg);
    const last = (codes: string[]) =>
      entries(...codes).reduce((state, action) => stepIndexed(index, state, action).state, initialState(pkg));
    expect(last(['open']).elements['desk-drawer'].state).not.toBe('solved');
    expect(last(['4-2-7']).elements['desk-drawer'].state).toBe('solved');
  });
});
