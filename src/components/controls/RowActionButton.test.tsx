// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { refreshOutline } from 'ionicons/icons';
import RowActionButton from './RowActionButton';

afterEach(cleanup);

const renderButton = (danger?: boolean, onClick = vi.fn()) =>
  render(
    <RowActionButton
      icon={refreshOutline}
      label="Resend"
      hiddenContext=" the invitation for ada@example.com"
      onClick={onClick}
      testId="invitation-resend"
      danger={danger}
    />,
  );

describe('RowActionButton', () => {
  it('reads as its label followed by the item it acts on, the item only for screen readers', () => {
    renderButton();
    const button = screen.getByTestId('invitation-resend');
    expect(button.textContent).toBe('Resend the invitation for ada@example.com');
    expect(screen.getByText('the invitation for ada@example.com', { exact: false }).className).toBe('visually-hidden');
  });

  it('when clicked then it calls onClick', () => {
    const onClick = vi.fn();
    renderButton(false, onClick);
    fireEvent.click(screen.getByTestId('invitation-resend'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a ghost button unless the action is destructive, which shows in the danger colour', () => {
    renderButton();
    const ghost = screen.getByTestId('invitation-resend');
    expect(ghost.classList.contains('ghost-button')).toBe(true);
    expect(ghost.getAttribute('color')).toBeNull();
    cleanup();
    renderButton(true);
    const danger = screen.getByTestId('invitation-resend');
    expect(danger.classList.contains('ghost-button')).toBe(false);
    expect(danger.getAttribute('color')).toBe('danger');
  });
});
