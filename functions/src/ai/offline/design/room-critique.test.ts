import { describe, expect, it } from 'vitest';
import { offlineRoom } from '../../testing/critique-fixtures';
import { critiqueFacts, PACING_BANDS, writeCritique } from './room-critique';
import { materialFor } from '../material/theme-material';

describe('the offline critique', () => {
  it('when the offline designer’s room is checked then it is solvable, paced for its difficulty and fair', () => {
    for (const difficulty of ['easy', 'medium', 'hard', 'expert'] as const) {
      const { facts, design } = offlineRoom(difficulty, 3);
      expect(facts.solvable).toBe(true);
      expect(facts.depth).toBe(design.scenes.length);
      expect(facts.clue_checks.every((check) => check.reachable === true)).toBe(true);
      const critique = writeCritique(facts);
      expect(critique.scores).toEqual({ pacing: 5, fairness: 5, theme_fit: 5 });
      expect(critique.pacing).toMatch(new RegExp(`suits an? ${difficulty} room`));
      expect(critique.suggestions).toEqual([]);
    }
  });

  it('when a room is broken then the facts say unsolvable and the critique says why, with low scores', () => {
    const { facts } = offlineRoom('medium', 1, (design) => {
      const lock = design.scenes.flatMap((s) => s.elements).find((e) => e.requires.items.length > 0)!;
      lock.requires.items = ['a-key-that-does-not-exist'];
    });
    expect(facts.solvable).toBe(false);
    expect(facts.steps).toBe(0);
    const critique = writeCritique(facts);
    expect(critique.pacing).toBe('Pacing cannot be judged until the room is solvable.');
    expect(critique.fairness).toMatch(/^Not yet fair: .*the checker says/);
    expect(critique.scores.pacing).toBe(1);
    expect(critique.scores.fairness).toBeLessThanOrEqual(3);
  });

  it('when a lock takes a code no clue gives then the room may be solvable, but fairness names the lock', () => {
    let lockName = '';
    const { facts } = offlineRoom('medium', 1, (design) => {
      const lock = design.scenes.flatMap((s) => s.elements).find((e) => e.element_type === 'combination_lock')!;
      delete lock.requires.clue_from;
      lockName = lock.name;
    });
    expect(facts.solvable).toBe(true);
    expect(facts.clue_checks.find((check) => check.lock === lockName)).toEqual({
      lock: lockName,
      clue: null,
      reachable: false,
    });
    const critique = writeCritique(facts);
    expect(critique.fairness).toBe(`Not yet fair: "${lockName}" takes a code no clue gives.`);
    expect(critique.scores.fairness).toBe(4);
    expect(critique.suggestions).toContain(`Give ${lockName} a clue the player can read before it.`);
  });

  it('when steps per scene fall short of the difficulty then pacing says brisk; hintless steps are named', () => {
    const { facts } = offlineRoom('easy', 2);
    const critique = writeCritique({ ...facts, difficulty: 'expert', band: PACING_BANDS.expert });
    expect(critique.pacing).toMatch(/is brisk for an expert room/);
    expect(critique.scores.pacing).toBeLessThan(5);

    const hintless = offlineRoom('medium', 1, (design) => {
      for (const element of design.scenes[0].elements) element.hints = [];
    }).facts;
    expect(hintless.hintless.length).toBeGreaterThan(0);
    expect(writeCritique(hintless).fairness).toMatch(/give no hint/);
  });

  it('when a scene never speaks the theme or the setting then theme fit says so and suggests a fix', () => {
    const room = offlineRoom('medium', 1);
    const storyboard = {
      ...room.storyboard,
      scenes: [
        ...room.storyboard.scenes.slice(0, 2),
        { title: 'A Place', description: 'It is quiet here. Nothing much.' },
      ],
    };
    const { theme, setting } = materialFor(room.brief);
    const facts = critiqueFacts({
      ...room,
      storyboard,
      solvable: true,
      reason: null,
      difficulty: 'medium',
      theme,
      setting,
    });
    const critique = writeCritique(facts);
    expect(critique.theme_fit).toMatch(/^2 of 3 scenes use words/);
    expect(critique.scores.theme_fit).toBe(4);
    expect(critique.suggestions).toContain("Name something of the ancient library in scene 3's description.");
  });
});
