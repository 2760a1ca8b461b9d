// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HintBody } from './HintSheet';

afterEach(cleanup);

const offer = { element_id: 'note', level: 0 as const, text: 'Look closely at the note.', cost: 10, bought: false };

describe('HintBody', () => {
  it('shows the cost before the player buys, and buys on confirm', () => {
    const onBuy = vi.fn();
    render(<HintBody hints={{ offer, bought: [] }} lastWords={null} onBuy={onBuy} />);
    expect(screen.getByTestId('hint-cost').textContent).toBe('Hint costs 10 points');
    expect(screen.queryByText(offer.text)).toBeNull(); // The words are not given away before buying.
    fireEvent.click(screen.getByTestId('buy-hint'));
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it('takes one purchase at a time: while the server answers, the button is disabled', async () => {
    let answer = () => {};
    const onBuy = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<HintBody hints={{ offer, bought: [] }} lastWords={null} onBuy={onBuy} />);
    fireEvent.click(screen.getByTestId('buy-hint'));
    const disabled = () => (screen.getByTestId('buy-hint') as HTMLIonButtonElement).disabled;
    expect(disabled()).toBe(true);
    fireEvent.click(screen.getByTestId('buy-hint'));
    expect(onBuy).toHaveBeenCalledOnce();
    await act(async () => answer());
    expect(disabled()).toBe(false);
  });

  it('shows the words bought and lists bought hints again, a re-view free', () => {
    render(
      <HintBody
        hints={{ offer: { ...offer, cost: 0, bought: true }, bought: [offer.text] }}
        lastWords={offer.text}
        onBuy={vi.fn()}
      />,
    );
    expect(screen.getByTestId('hint-words').textContent).toBe(offer.text);
    expect(screen.getByTestId('hint-cost').textContent).toBe('Shown again free');
    expect(screen.getByTestId('hints-bought').textContent).toContain(offer.text);
    expect(screen.getByTestId('buy-hint').textContent).toContain('Show hint');
  });

  it('says when no hint is available', () => {
    render(<HintBody hints={{ offer: null, bought: [] }} lastWords={null} onBuy={vi.fn()} />);
    expect(screen.getByTestId('no-hint')).toBeTruthy();
  });
});
