import { describe, expect, it } from 'vitest';
import { initialState } from '@core/engine/engine';
import { PLAY_MESSAGES } from '@core/content/messages';
import { bestCompletedScore, replaySession, stepSession } from './play-engine';
import { sealedFixtureRoom } from '../test-support/play-fixture';
import { localSessionOf } from '../test-support/play-memory-store';

const NOW = '2026-01-01T11:00:00.000Z';
const fresh = () => localSessionOf({ state: initialState(sealedFixtureRoom) });

describe('stepSession', () => {
  it('runs an action through the engine and stamps the session', () => {
    const stepped = stepSession(sealedFixtureRoom, fresh(), { type: 'interact', element_id: 'note' }, NOW);
    expect(stepped.ok).toBe(true);
    if (!stepped.ok) return;
    expect(stepped.result.success).toBe(true);
    expect(stepped.session.state.inspected).toEqual(['note']);
    expect(stepped.session.updated_at).toBe(NOW);
    expect(stepped.session.finished_at).toBeNull();
  });

  it('adds the lock key of a correct code to the keyring, and a wrong code changes nothing', () => {
    const wrong = stepSession(sealedFixtureRoom, fresh(), { type: 'interact', element_id: 'safe', input: '111' }, NOW);
    expect(wrong.ok && wrong.result.success).toBe(false);
    const right = stepSession(sealedFixtureRoom, fresh(), { type: 'interact', element_id: 'safe', input: '427' }, NOW);
    expect(right.ok && right.result.success).toBe(true);
    if (!right.ok) return;
    expect(Object.keys(right.session.keyring ?? {})).toContain('safe');
    expect(right.session.state.elements.key?.visible).toBe(true);
  });

  it('refuses a malformed package with a message instead of throwing', () => {
    const broken = { ...sealedFixtureRoom, scenes: [] };
    const stepped = stepSession(broken, fresh(), { type: 'use_item', element_id: 'door', item_id: 'key' }, NOW);
    expect(stepped).toEqual({ ok: false, message: PLAY_MESSAGES.useKeyFailed });
  });
});

describe('replaySession', () => {
  it('starts a practice replay from the first scene, keeping the keyring', () => {
    const escaped = localSessionOf({
      state: { ...initialState(sealedFixtureRoom), escaped: true, points: 90 },
      keyring: { safe: 'ab' },
      hints_given: { safe: 2 },
      finished_at: NOW,
    });
    const next = replaySession(sealedFixtureRoom, escaped, NOW);
    expect(next.state).toEqual(initialState(sealedFixtureRoom));
    expect(next).toMatchObject({ practice: true, finished_at: null, hints_given: {}, keyring: { safe: 'ab' } });
  });
});

describe('bestCompletedScore', () => {
  const escaped = { ...initialState(sealedFixtureRoom), escaped: true };
  it('is the score just earned on the first escape', () => {
    expect(bestCompletedScore(localSessionOf({ state: escaped, server_points: 90 }), 90)).toBe(90);
  });
  it('keeps the finished run’s score when a replay does worse, and takes a better replay', () => {
    const replay = localSessionOf({ state: escaped, server_points: 90, practice: true });
    expect(bestCompletedScore(replay, 40)).toBe(90);
    expect(bestCompletedScore(replay, 120)).toBe(120);
  });
});
