import { describe, expect, it } from 'vitest';
import type { GameAction, GameState, RoomPackage } from './room';
import { HINT_COST_POINTS } from '../constants';
import { ENGINE_MESSAGES, initialState } from './engine';
import { step } from '../game-step';
import { buildRoom, codeLock, door, keyItem, sampleRoom } from '../test-support/test-rooms';

const tap = (element_id: string, input?: string): GameAction =>
  input === undefined ? { type: 'interact', element_id } : { type: 'interact', element_id, input };
const use = (element_id: string, item_id: string): GameAction => ({ type: 'use_item', element_id, item_id });

function play(pkg: RoomPackage, actions: GameAction[], from = initialState(pkg)): GameState {
  return actions.reduce((state, action) => {
    const result = step(pkg, state, action);
    if (!result.success) throw new Error(`step refused ${JSON.stringify(action)}: ${result.message}`);
    return result.state;
  }, from);
}

const { pkg } = sampleRoom();
const holdingKey = play(pkg, [tap('painting'), tap('desk-drawer', '427'), tap('brass-key')]);

describe('collecting items', () => {
  it('moves the element into the inventory and hides it', () => {
    expect(holdingKey.inventory).toEqual([
      {
        id: 'brass-key',
        elementId: 'brass-key',
        name: 'Brass key',
        type: 'key',
        description: 'A brass key.',
        icon: 'key',
      },
    ]);
    expect(holdingKey.elements['brass-key']).toEqual({ state: 'solved', visible: false });
    const again = step(pkg, holdingKey, tap('brass-key'));
    expect(again).toMatchObject({ success: false, message: ENGINE_MESSAGES.elementNotVisible });
  });
});

describe('using items', () => {
  it('refuses an item the player does not hold', () => {
    const result = step(pkg, initialState(pkg), use('study-door', 'brass-key'));
    expect(result).toMatchObject({ success: false, message: ENGINE_MESSAGES.itemNotInInventory });
  });

  it('refuses an item the element does not take', () => {
    const result = step(pkg, holdingKey, use('bookshelf', 'brass-key'));
    expect(result).toMatchObject({ success: false, message: 'Key does not work with this lock' });
    expect(result.state).toBe(holdingKey);
  });

  it('opens a locked transition door with its key, consumes the key and moves on', () => {
    const result = step(pkg, holdingKey, use('study-door', 'brass-key'));
    expect(result.success).toBe(true);
    expect(result.state.inventory).toEqual([]);
    expect(result.state.elements['study-door'].state).toBe('solved');
    expect(result.state.scene_id).toBe('vault');
    expect(result.state.visited_scene_ids).toEqual(['study', 'vault']);
    expect(result.events.map((e) => e.type)).toEqual([
      'item_used',
      'unlocked',
      'inspected',
      'solved',
      'points_awarded',
      'scene_changed',
    ]);
  });

  it('needs every required item in hand and consumes them all at once', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [
            keyItem('left-half'),
            keyItem('right-half'),
            { id: 'altar', requires: { items: ['left-half', 'right-half'] }, yields: { escape: true } },
          ],
        },
      ],
    }).pkg;
    const oneHalf = play(room, [tap('left-half')]);
    expect(step(room, oneHalf, use('altar', 'left-half'))).toMatchObject({
      success: false,
      message: ENGINE_MESSAGES.needsMoreItems,
    });
    const done = step(room, play(room, [tap('right-half')], oneHalf), use('altar', 'right-half'));
    expect(done.success).toBe(true);
    expect(done.state.inventory).toEqual([]);
    expect(done.state.escaped).toBe(true);
  });

  it('accepts a key on a combination lock that takes one, then wants the code', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'a',
          elements: [
            keyItem('tiny-key'),
            codeLock(
              'safe',
              '31',
              undefined,
              { escape: true },
              { requires: { items: ['tiny-key'] }, initial_state: 'locked' },
            ),
          ],
        },
      ],
    }).pkg;
    const withKey = play(room, [tap('tiny-key')]);
    expect(step(room, withKey, tap('safe', '31')).message).toBe(ENGINE_MESSAGES.locked);
    const unlocked = step(room, withKey, use('safe', 'tiny-key'));
    expect(unlocked).toMatchObject({ success: true, message: ENGINE_MESSAGES.itemsFitEnterCode });
    expect(unlocked.state.elements.safe.state).toBe('unlocked');
    expect(step(room, unlocked.state, tap('safe', '30')).success).toBe(false);
    expect(step(room, unlocked.state, tap('safe', '31')).state.escaped).toBe(true);
  });
});

describe('scenes', () => {
  const inVault = step(pkg, holdingKey, use('study-door', 'brass-key')).state;

  it('walks back to a visited scene and through a solved door again, awarding nothing', () => {
    const back = step(pkg, inVault, { type: 'go_to_scene', scene_id: 'study' });
    expect(back.success).toBe(true);
    expect(back.state.scene_id).toBe('study');
    const through = step(pkg, back.state, tap('study-door'));
    expect(through.success).toBe(true);
    expect(through.state.scene_id).toBe('vault');
    expect(through.state.points).toBe(back.state.points);
  });

  it('refuses unknown and unvisited scenes', () => {
    expect(step(pkg, holdingKey, { type: 'go_to_scene', scene_id: 'vault' })).toMatchObject({
      success: false,
      message: ENGINE_MESSAGES.sceneNotVisited,
    });
    expect(step(pkg, holdingKey, { type: 'go_to_scene', scene_id: 'moon' })).toMatchObject({
      success: false,
      message: ENGINE_MESSAGES.unknownScene,
    });
  });

  it('keeps a locked transition locked until something unlocks it', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [{ id: 'lever', yields: { unlocks: ['gate'] } }, door('gate', { next: 'yard', locked: true })],
        },
        { id: 'yard', elements: [door('exit', { escape: true })] },
      ],
    }).pkg;
    expect(step(room, initialState(room), tap('gate')).message).toBe(ENGINE_MESSAGES.locked);
    const pulled = step(room, initialState(room), tap('lever'));
    expect(pulled.events.map((e) => e.type)).toContain('unlocked');
    expect(pulled.state.elements.gate.state).toBe('unlocked');
    expect(step(room, pulled.state, tap('gate')).state.scene_id).toBe('yard');
  });
});

describe('hints and escaping', () => {
  it('charges hint points, even below zero', () => {
    const rich = play(pkg, [tap('painting'), tap('desk-drawer', '427')]);
    const hinted = step(pkg, rich, { type: 'hint' });
    expect(hinted.state.hints_used).toBe(1);
    expect(hinted.state.points).toBe(rich.points - HINT_COST_POINTS);
    expect(hinted.state.hints_seen).toEqual(['brass-key:0']);
    const poor = step(pkg, initialState(pkg), { type: 'hint' });
    expect(poor.state.points).toBe(-HINT_COST_POINTS);
    expect(poor.state.hints_used).toBe(1);
  });

  it('escapes through the sample room and then refuses everything but walking around', () => {
    const escaped = play(pkg, [
      tap('painting'),
      tap('desk-drawer', '427'),
      tap('brass-key'),
      use('study-door', 'brass-key'),
      tap('lever'),
      tap('gem'),
      use('pedestal', 'gem'),
      tap('exit-hatch'),
    ]);
    expect(escaped.escaped).toBe(true);
    expect(escaped.points).toBe(10 + 25 * 6 + 100);
    for (const action of [tap('lever'), { type: 'hint' } as GameAction, use('pedestal', 'gem')]) {
      expect(step(pkg, escaped, action)).toMatchObject({ success: false, message: 'You already escaped!' });
    }
    expect(step(pkg, escaped, { type: 'go_to_scene', scene_id: 'study' }).success).toBe(true);
  });

  it('refuses the exit until its prerequisite is solved, even when unlocked', () => {
    const unlocked = play(pkg, [tap('lever')], step(pkg, holdingKey, use('study-door', 'brass-key')).state);
    expect(step(pkg, unlocked, tap('exit-hatch'))).toMatchObject({
      success: false,
      message: ENGINE_MESSAGES.prerequisite,
    });
  });
});
