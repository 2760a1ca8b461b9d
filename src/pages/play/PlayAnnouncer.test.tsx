// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import { fixtureRoom } from '../../data/test-support/play-fixture';
import type { PlayMessage } from '../../data/play/usePlayRoom';
import PlayAnnouncer, { useAnnouncer } from './PlayAnnouncer';

afterEach(cleanup);

function Screen({ message }: { message: PlayMessage | null }) {
  const [announcement] = useAnnouncer(message, fixtureRoom);
  return <PlayAnnouncer announcement={announcement} />;
}

describe('PlayAnnouncer', () => {
  it('when an action is taken then the one polite live region says its message and what it changed', () => {
    const result = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'safe', input: '427' });
    render(<Screen message={{ id: 1, text: result.message, tone: 'success', result }} />);
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('parentElement', document.body);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(`${result.message} +25 points. Revealed: Brass key.`);
  });

  it('when the same words come again then they are a new node, so they are said again', () => {
    const first: PlayMessage = { id: 1, text: 'Incorrect combination.', tone: 'danger' };
    const { rerender } = render(<Screen message={first} />);
    const before = screen.getByRole('status').firstElementChild;
    rerender(<Screen message={{ ...first, id: 2 }} />);
    const after = screen.getByRole('status').firstElementChild;
    expect(after?.textContent).toBe('Incorrect combination.');
    expect(after).not.toBe(before);
  });
});
