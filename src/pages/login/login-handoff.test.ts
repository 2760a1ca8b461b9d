// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { liftPrerenderedLogin, readPrerenderedLogin, removePrerenderedLogin } from './login-handoff';
import { loginMarkup } from './login-prerender';

describe('login handoff', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${loginMarkup()}</div>`;
  });

  it('when the app boots then the prerendered screen leaves #root (React clears it) and stays in the page, focus kept', () => {
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    password.focus();
    liftPrerenderedLogin();
    expect(document.activeElement).toBe(password);
    expect(document.getElementById('root')!.children).toHaveLength(0);
    expect(document.body.lastElementChild?.id).toBe('login-prerender');
    expect(document.body.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
    const tabbable = document.querySelectorAll('#login-prerender :is(a, input, button):not([tabindex="-1"])');
    expect(tabbable).toHaveLength(0);
  });

  it('hands over what was typed and which field had the focus', () => {
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'ada@example.com';
    document.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'secret-pass';
    email.focus();
    expect(readPrerenderedLogin()).toEqual({ email: 'ada@example.com', password: 'secret-pass', focused: 'email' });
  });

  it('when nothing was typed then the fields are empty and nothing has the focus', () => {
    expect(readPrerenderedLogin()).toEqual({ email: '', password: '', focused: null });
  });

  it('when the screen is removed (or the visit did not start on it) there is nothing to hand over', () => {
    removePrerenderedLogin();
    expect(readPrerenderedLogin()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    liftPrerenderedLogin();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });
});
