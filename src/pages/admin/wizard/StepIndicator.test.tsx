// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import StepIndicator from './StepIndicator';

afterEach(cleanup);

describe('StepIndicator', () => {
  it('labels the five steps exactly as the spec writes them (rooms §2)', () => {
    render(<StepIndicator step={0} />);
    const labels = screen
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.wizard-steps__label')?.textContent);
    expect(labels).toEqual([
      'Room Details',
      'AI Agent & Theme',
      'Generate Storyboard',
      'Create Scene Images',
      'Finalize Room',
    ]);
  });

  it('names the current step in "Step N of 5" and marks it current', () => {
    render(<StepIndicator step={3} />);
    expect(screen.getByTestId('wizard-step-count').textContent).toBe('Step 4 of 5: Create Scene Images');
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Create Scene Images');
  });
});
