import { describe, expect, it } from 'vitest';
import type { GameAction, GameState, RoomPackage } from '../engine/room';
import { HINT_COST_POINTS } from '../constants';
import { ENGINE_MESSAGES, initialState } from '../engine/engine';
import { step } from '../game-step';
import { boughtHints, offerHint } from './hints';
import { HINT_SEARCH_SLICE, hintPathSearch, shortestHintPath } from './hints-search';
import { indexRoom } from '../engine/engine-room';
import { solveWithDerivedCode } from '../engine/engine-symbolic';
import { buildRoom, clue, codeLock, door, keyItem, sampleRoom } from '../test-support/test-rooms';

function play(pkg: RoomPackage, actions: GameAction[], from = initialState(pkg)): GameState {
  return actions.reduce((state, action) => {
    const result = step(pkg, state, action);
    expect(result.success, `${JSON.stringify(action)}: ${result.message}`).toBe(true);
    return result.state;
  }, from);
}

const tap = (element_id: string, input?: string): GameAction =>
  input === undefined ? { type: 'interact', element_id } : { type: 'interact', element_id, input };
const HINT: GameAction = { type: 'hint' };
const { pkg } = sampleRoom();

describe('offerHint', () => {
  it('points at the clue first, then at the lock, vague to explicit, never with the code', () => {
    const start = initialState(pkg);
    expect(offerHint(pkg, start)).toEqual({
      element_id: 'painting',
      level: 0,
      text: 'Something here has a story to tell.',
      cost: HINT_COST_POINTS,
      bought: false,
    });
    const afterClue = play(pkg, [tap('painting')]);
    const texts = [0, 1, 2].map((level) => {
      const state = level === 0 ? afterClue : play(pkg, Array(level).fill(HINT), afterClue);
      const offer = offerHint(pkg, state)!;
      expect(offer).toMatchObject({ element_id: 'desk-drawer', level, cost: HINT_COST_POINTS, bought: false });
      return offer.text;
    });
    expect(texts).toEqual([
      'A combination opens the Desk drawer. What you have read holds it.',
      'The code of the Desk drawer comes from the Painting.',
      'The code of the Desk drawer comes from the Painting: put together what is written there, then enter it.',
    ]);
    for (const text of texts) expect(text).not.toMatch(/4\D?2\D?7/);
  });

  it('words the use of a held item from vague to explicit', () => {
    const holding = play(pkg, [tap('painting'), tap('desk-drawer', '427'), tap('brass-key')]);
    const offers = [0, 1, 2].map((level) => offerHint(pkg, play(pkg, Array(level).fill(HINT), holding))!);
    expect(offers.map((offer) => offer.element_id)).toEqual(['study-door', 'study-door', 'study-door']);
    expect(offers.map((offer) => offer.text)).toEqual([
      'Something you are carrying might work on the Study door.',
      'The Brass key and the Study door look made for each other.',
      'Use the Brass key on the Study door.',
    ]);
  });

  it('an explicit code hint names every clue source and the way the code is worked out', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            clue('clock', 'The hands stopped long ago.'),
            clue('candles', 'Some candles burn on the shelf.'),
            codeLock(
              'safe',
              '35',
              undefined,
              { escape: true },
              {
                requires: { clue_sources: ['clock', 'candles'], pattern: 'clock-reading' },
              },
            ),
          ],
        },
      ],
    });
    const start = initialState(room.pkg);
    expect(offerHint(room.pkg, start)!.element_id).toBe('clock');
    const read = play(room.pkg, [tap('clock')]);
    expect(offerHint(room.pkg, read)!.element_id).toBe('candles');
    const bothRead = play(room.pkg, [tap('candles'), HINT, HINT], read);
    expect(offerHint(room.pkg, bothRead)).toMatchObject({
      element_id: 'safe',
      level: 2,
      text: 'The code of the Safe comes from the Clock and the Candles: read the time shown, then enter it.',
    });
  });

  it("words a puzzle-library lock with its pattern's own hints, naming the clue sources when explicit", () => {
    const hints = [
      'Time stood still somewhere in here.',
      'Read the stopped clock.',
      'Enter the hour, then the minutes.',
    ];
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            clue('clock', 'The hands point at three and at the five.'),
            codeLock('safe', '325', 'clock', { escape: true }, { hints, requires: { pattern: 'clock' } }),
          ],
        },
      ],
    });
    const read = play(room.pkg, [tap('clock')]);
    const texts = [0, 1, 2].map((level) => offerHint(room.pkg, play(room.pkg, Array(level).fill(HINT), read))!.text);
    expect(texts).toEqual([hints[0], hints[1], `The code of the Safe comes from the Clock. ${hints[2]}`]);
  });

  it('uses the authored hints of an element first, and never those of a lock without a puzzle pattern', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            clue('note', 'It reads 12.', { hints: ['Paper can talk.'] }),
            codeLock('safe', '12', 'note', { reveals: ['exit'] }, { hints: ['The code is 12.'] }),
            door(
              'exit',
              { escape: true },
              { visible: false, hints: ['Freedom is near.', 'The door is open.', 'The door is open.'] },
            ),
          ],
        },
      ],
    });
    expect(offerHint(room.pkg, initialState(room.pkg))!.text).toBe('Paper can talk.');
    const read = play(room.pkg, [tap('note')]);
    for (const level of [0, 1, 2]) {
      const offer = offerHint(room.pkg, play(room.pkg, Array(level).fill(HINT), read))!;
      expect(offer.element_id).toBe('safe');
      expect(offer.text).not.toContain('12');
    }
    const open = play(room.pkg, [tap('safe', '12')], read);
    const texts = [0, 1, 2].map((level) => offerHint(room.pkg, play(room.pkg, Array(level).fill(HINT), open))!.text);
    expect(texts).toEqual(['Freedom is near.', 'The door is open.', 'Open the Exit to escape.']);
  });

  it('sends the player back to the scene where the next step is', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'hall',
          elements: [
            door('arch', { next: 'yard' }),
            keyItem('iron-key', { visible: false }),
            { id: 'chest', yields: { reveals: ['iron-key'] } },
          ],
        },
        { id: 'yard', elements: [door('exit', { escape: true, key: 'iron-key' })] },
      ],
    });
    const inYard = play(room.pkg, [tap('arch')]);
    expect(offerHint(room.pkg, inYard)).toMatchObject({
      element_id: 'chest',
      text: 'Go back to Hall. Take a closer look around you.',
    });
  });

  it('never names a decoy, even one that looks useful', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            keyItem('trinket'),
            clue('old-letter', 'Dear friend, 9-9-9.'),
            codeLock('music-box', '999', 'old-letter', {}),
            { id: 'vase', clue_text: 'Only dust.' },
            clue('note', 'It reads 5-5.'),
            codeLock('safe', '55', 'note', { escape: true }),
          ],
        },
      ],
    });
    let state = initialState(room.pkg);
    const named: string[] = [];
    for (let i = 0; i < 10 && !state.escaped; i++) {
      const offer = offerHint(room.pkg, state)!;
      named.push(offer.element_id);
      state = play(room.pkg, [offer.element_id === 'safe' ? tap('safe', '55') : tap(offer.element_id)], state);
    }
    expect(state.escaped).toBe(true);
    expect(named).toEqual(['note', 'safe']);
  });

  it('returns null once escaped or when no way out remains, and the engine refuses the hint', () => {
    const room = buildRoom({
      scenes: [
        {
          id: 'cell',
          elements: [
            keyItem('key'),
            { id: 'trapdoor', requires: { items: ['key'] } },
            door('exit', { escape: true, key: 'key' }),
          ],
        },
      ],
    });
    const stuck = play(room.pkg, [tap('key'), { type: 'use_item', element_id: 'trapdoor', item_id: 'key' }]);
    expect(offerHint(room.pkg, stuck)).toBeNull();
    expect(step(room.pkg, stuck, HINT)).toMatchObject({ success: false, message: ENGINE_MESSAGES.noWayOut });
    const escaped = play(room.pkg, [tap('key'), { type: 'use_item', element_id: 'exit', item_id: 'key' }]);
    expect(offerHint(room.pkg, escaped)).toBeNull();
    expect(step(room.pkg, escaped, HINT)).toMatchObject({ success: false, message: ENGINE_MESSAGES.alreadyEscaped });
  });
});

describe('the hint search', () => {
  it('finds the shortest way out without solutions, and says when the room is too large to search', () => {
    const index = indexRoom(pkg);
    const path = shortestHintPath(index, initialState(pkg));
    expect(path).toEqual([
      tap('painting'),
      { type: 'derive_code', element_id: 'desk-drawer' },
      tap('brass-key'),
      { type: 'use_item', element_id: 'study-door', item_id: 'brass-key' },
      tap('lever'),
      tap('gem'),
      { type: 'use_item', element_id: 'pedestal', item_id: 'gem' },
      tap('exit-hatch'),
    ]);
    expect(shortestHintPath(index, initialState(pkg), 3)).toBe('too-large');
  });

  it('pauses every HINT_SEARCH_SLICE states it expands, and finds the same way out as in one go', () => {
    const index = indexRoom(pkg);
    const search = hintPathSearch(index, initialState(pkg));
    let pauses = 0;
    let next = search.next();
    for (; !next.done; next = search.next()) pauses++;
    expect(pauses).toBeGreaterThan(0);
    expect(HINT_SEARCH_SLICE).toBeGreaterThan(1);
    expect(next.value).toEqual(shortestHintPath(index, initialState(pkg)));
  });
});

describe('buying a hint', () => {
  it('charges even at 0 points, levels up per element, and shows the explicit hint again free', () => {
    const first = step(pkg, initialState(pkg), HINT);
    expect(first.success).toBe(true);
    expect(first.state).toMatchObject({ points: -HINT_COST_POINTS, hints_used: 1, hints_seen: ['painting:0'] });
    expect(first.events).toEqual([
      {
        type: 'hint',
        element_id: 'painting',
        level: 0,
        points: -HINT_COST_POINTS,
        message: 'Something here has a story to tell.',
      },
    ]);
    expect(first.message).toBe('Something here has a story to tell.');
    const thrice = play(pkg, [HINT, HINT], first.state);
    expect(thrice).toMatchObject({ points: -3 * HINT_COST_POINTS, hints_used: 3 });
    expect(thrice.hints_seen).toEqual(['painting:0', 'painting:1', 'painting:2']);
    expect(offerHint(pkg, thrice)).toMatchObject({ element_id: 'painting', level: 2, cost: 0, bought: true });
    const again = step(pkg, thrice, HINT);
    expect(again.events[0]).toMatchObject({ level: 2, points: 0 });
    expect(again.state).toMatchObject({ points: thrice.points, hints_used: 3, hints_seen: thrice.hints_seen });
  });

  it('lists the hints bought, oldest first, with the words they were bought with', () => {
    let state = initialState(pkg);
    const given: Array<{ element_id: string; level: number; text: string }> = [];
    for (const action of [HINT, tap('painting'), HINT, HINT, tap('desk-drawer', '427')]) {
      const result = step(pkg, state, action);
      const event = result.events.find((e) => e.type === 'hint');
      if (event) given.push({ element_id: event.element_id!, level: event.level!, text: event.message! });
      state = result.state;
    }
    expect(given.map((hint) => `${hint.element_id}:${hint.level}`)).toEqual([
      'painting:0',
      'desk-drawer:0',
      'desk-drawer:1',
    ]);
    expect(boughtHints(pkg, state)).toEqual(given);
    expect(boughtHints(pkg, initialState(pkg))).toEqual([]);
  });
});

describe('the symbolic code step', () => {
  it('opens a lock in the hint search only once every clue source is read', () => {
    const index = indexRoom(pkg);
    const start = initialState(pkg);
    expect(solveWithDerivedCode(index, start, 'desk-drawer').success).toBe(false);
    const read = play(pkg, [tap('painting')]);
    const opened = solveWithDerivedCode(index, read, 'desk-drawer');
    expect(opened.success).toBe(true);
    expect(opened.state).toEqual(step(pkg, read, tap('desk-drawer', '427')).state);
    expect(solveWithDerivedCode(index, read, 'painting').success).toBe(false);
  });

  it('cannot be forged: no player action opens a lock without its code', () => {
    const read = play(pkg, [tap('painting')]);
    const forged = [
      tap('desk-drawer'),
      tap('desk-drawer', ''),
      tap('desk-drawer', 'derive_code'),
      { type: 'derive_code', element_id: 'desk-drawer' },
      { type: 'interact', element_id: 'desk-drawer', symbolic: true, derived: true, known: true },
      { type: 'hint', element_id: 'desk-drawer' },
    ] as unknown as GameAction[];
    for (const action of forged) {
      const result = step(pkg, read, action);
      expect(result.state.elements['desk-drawer'].state, JSON.stringify(action)).toBe('available');
      expect(result.state.elements['brass-key'].visible).toBe(false);
    }
  });
});
