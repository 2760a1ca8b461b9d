// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import EnergySlider, { energyPercent } from './EnergySlider';

afterEach(cleanup);

describe('EnergySlider', () => {
  it('shows the number in the always-visible value label, never a mood word (platform §2 step 0)', () => {
    render(<EnergySlider value={9} onChange={vi.fn()} />);
    const label = screen.getByTestId('ea-energy-value');
    expect(label.textContent).toBe('9');
    expect(label.getAttribute('aria-label')).toBe('Escape energy 9 of 10');
  });

  it('puts the value label over the knob: 1 at the start, 10 at the end', () => {
    const { rerender } = render(<EnergySlider value={1} onChange={vi.fn()} />);
    expect(screen.getByTestId('ea-energy-value').style.left).toBe('0%');
    rerender(<EnergySlider value={10} onChange={vi.fn()} />);
    expect(screen.getByTestId('ea-energy-value').style.left).toBe('100%');
    expect(screen.getByTestId('ea-energy-value').textContent).toBe('10');
  });

  it('marks 1 Chill, 5 Balanced and 10 Overdrive at their places on the 1-10 track', () => {
    render(<EnergySlider value={5} onChange={vi.fn()} />);
    const marks = screen.getAllByTestId('ea-energy-mark');
    expect(marks.map((mark) => mark.textContent)).toEqual(['1Chill', '5Balanced', '10Overdrive']);
    expect(marks.map((mark) => mark.style.left)).toEqual(['0%', `${energyPercent(5)}%`, '100%']);
    expect(energyPercent(5)).toBeCloseTo(44.44, 2);
  });
});
