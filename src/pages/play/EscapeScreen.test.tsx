// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import EscapeScreen from './EscapeScreen';

afterEach(cleanup);

describe('EscapeScreen', () => {
  it('shows the time, points, hints used and best score, and plays again', () => {
    const onPlayAgain = vi.fn();
    render(
      <MemoryRouter>
        <EscapeScreen
          roomId="room-1"
          title="The Study"
          points={40}
          duration="3:05"
          hintsUsed={2}
          best={90}
          onPlayAgain={onPlayAgain}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('escape-points').textContent).toBe('40');
    expect(screen.getByTestId('escape-time').textContent).toBe('3:05');
    expect(screen.getByTestId('escape-hints').textContent).toBe('2');
    expect(screen.getByTestId('escape-best').textContent).toBe('90');
    fireEvent.click(screen.getByTestId('play-again'));
    expect(onPlayAgain).toHaveBeenCalledOnce();
  });
});
