// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import OutlinedField from './OutlinedField';

afterEach(cleanup);

describe('OutlinedField', () => {
  it('is a plain input named by its own <label>, inside the element that carries the test id', () => {
    render(
      <OutlinedField
        label="Email"
        type="email"
        value=""
        onValue={() => undefined}
        autoComplete="email"
        inputMode="email"
        required
        testId="login-email"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByTestId('login-email').querySelector('input')).toBe(input);
    expect(input).toMatchObject({ type: 'email', autocomplete: 'email', inputMode: 'email', required: true });
    // The notch's copy of the label is drawing only: no second name for the field.
    expect(screen.getAllByText('Email').filter((el) => !el.closest('[aria-hidden="true"]'))).toHaveLength(1);
  });

  it('when the visitor types then the new value is handed up', () => {
    const onValue = vi.fn();
    render(
      <OutlinedField label="Password" type="password" value="" onValue={onValue} autoComplete="current-password" />,
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    expect(onValue).toHaveBeenCalledWith('secret-pass');
  });
});
