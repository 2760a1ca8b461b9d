// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { GameAction } from '@core';
import { fixtureRoom } from '../../../data/test-support/play-fixture';
import { journalOf } from '../../../data/play/play-journal';
import { JournalBody } from './JournalSheet';

afterEach(cleanup);

const played = (actions: GameAction[]) =>
  actions.reduce((state, action) => step(fixtureRoom, state, action).state, initialState(fixtureRoom));

describe('JournalBody', () => {
  it('says what will appear before anything is read or found', () => {
    render(<JournalBody journal={journalOf(fixtureRoom, initialState(fixtureRoom))} hints={[]} />);
    expect(screen.getByRole('heading', { name: 'Clues read (0)' })).toBeTruthy();
    expect(screen.getByText('Nothing found yet.')).toBeTruthy();
  });

  it('lists each clue read with its text, the items found and the hints bought', () => {
    const state = played([
      { type: 'interact', element_id: 'note' },
      { type: 'interact', element_id: 'safe', input: '427' },
      { type: 'interact', element_id: 'key' },
    ]);
    render(<JournalBody journal={journalOf(fixtureRoom, state)} hints={['Read the note on the desk.']} />);
    expect(screen.getByTestId('journal-clue-note').textContent).toContain('It reads 4-2-7.');
    expect(screen.getByTestId('journal-item-key').textContent).toContain('Brass key · in your inventory');
    expect(screen.getByRole('heading', { name: 'Hints bought (1)' })).toBeTruthy();
    expect(screen.getByText('Read the note on the desk.')).toBeTruthy();
  });
});
