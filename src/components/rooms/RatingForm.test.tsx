// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REVIEW_MAX_LENGTH } from '@core/contracts/community-rules';
import RatingForm from './RatingForm';

afterEach(cleanup);

describe('the rating form', () => {
  it('when sent without stars then it asks for them and saves nothing', () => {
    const onSave = vi.fn();
    render(<RatingForm initial={null} onSave={onSave} />);

    fireEvent.click(screen.getByTestId('rating-submit'));

    expect(screen.getByRole('alert').textContent).toContain('Choose from 1 to 5 stars');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('counts the review against its 280 characters and takes no more', () => {
    render(<RatingForm initial={null} onSave={vi.fn()} />);
    const review = screen.getByLabelText('Review (optional)') as HTMLTextAreaElement;

    fireEvent.change(review, { target: { value: 'Lovely clocks' } });
    expect(screen.getByTestId('rating-count').textContent).toBe(`13 / ${REVIEW_MAX_LENGTH}`);
    fireEvent.change(review, { target: { value: 'x'.repeat(REVIEW_MAX_LENGTH + 5) } });
    expect(review.value).toHaveLength(REVIEW_MAX_LENGTH);
  });

  it('when saved then it shows the rating and its XP, and Edit opens the form with what was written', async () => {
    const onSave = vi.fn(async () => ({ xp_awarded: 10 }));
    render(<RatingForm initial={null} onSave={onSave} />);

    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Clever' } });
    fireEvent.click(screen.getByTestId('rating-submit'));

    await waitFor(() => expect(screen.getByTestId('rating-saved')).toBeTruthy());
    expect(onSave).toHaveBeenCalledWith(4, 'Clever');
    expect(screen.getByTestId('rating-notice').textContent).toContain('+10 XP');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('You rated it 4 stars');
    fireEvent.click(screen.getByTestId('rating-edit'));
    expect((screen.getByLabelText('Review (optional)') as HTMLTextAreaElement).value).toBe('Clever');
    expect((screen.getByLabelText('4 stars') as HTMLInputElement).checked).toBe(true);
  });

  it('when the save fails then the message shows and what was written stays', async () => {
    const onSave = vi.fn(async () => Promise.reject(new Error('Escape this room before rating it')));
    render(<RatingForm initial={{ stars: 2, review: 'Hmm' }} onSave={onSave} />);

    fireEvent.click(screen.getByTestId('rating-edit'));
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Better on a second try' } });
    fireEvent.click(screen.getByTestId('rating-submit'));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Escape this room before rating it'));
    expect((screen.getByLabelText('Review (optional)') as HTMLTextAreaElement).value).toBe('Better on a second try');
  });
});
