// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import PlayStatusBar from './PlayStatusBar';

afterEach(cleanup);

describe('PlayStatusBar', () => {
  it('when the session received the offline package then an Unranked chip says what that means', () => {
    render(<PlayStatusBar points={10} online unranked />);

    const chip = screen.getByRole('img', { name: /^Unranked/ });
    expect(chip.textContent).toBe('Unranked');
    expect(chip.getAttribute('aria-label')).toBe('Unranked: Offline runs count for XP, not for the leaderboard');
  });

  it('when the session is ranked then no Unranked chip shows', () => {
    render(<PlayStatusBar points={10} online />);

    expect(screen.queryByTestId('unranked-badge')).toBeNull();
    expect(screen.getByTestId('points')).toBeTruthy();
  });
});
