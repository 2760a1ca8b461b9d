/**
 * LoginPage's side of the prerendered screen's handover (login-handoff.ts): once its fields are
 * in the page, it takes what was typed into the prerendered fields, gives the focus to its own field
 * where the prerendered one had it, and removes that screen (its own, beneath it, is laid out the same).
 * When Sign in (or Enter) was pressed on the prerendered screen, it then signs in, once.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { prerenderedLoginPressed, readPrerenderedLogin, removePrerenderedLogin } from './login-handoff';

type Field = RefObject<HTMLInputElement | null>;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export interface PrerenderedLoginHandlers {
  /** Takes what was typed into the prerendered fields. */
  take: (typed: { email: string; password: string }) => void;
  /** Acts on a press of Sign in made on the prerendered screen, with the values taken. */
  submit: () => void;
}

export function usePrerenderedLogin(
  fields: { email: Field; password: Field },
  handlers: PrerenderedLoginHandlers,
): void {
  const latest = useRef({ fields, handlers });
  latest.current = { fields, handlers };
  useEffect(() => {
    const typed = readPrerenderedLogin();
    if (!typed) return;
    let cancelled = false;
    latest.current.handlers.take(typed);
    void (async () => {
      // Two frames: React renders the values taken, then the fields draw them.
      await nextFrame();
      await nextFrame();
      if (cancelled) return;
      // The visitor's field is already in view: the focus moves without scrolling the page beneath them.
      if (typed.focused) latest.current.fields[typed.focused].current?.focus({ preventScroll: true });
      // Read last: the screen records a press until it is removed, and is removed once.
      const pressed = prerenderedLoginPressed();
      removePrerenderedLogin();
      // The latest render's submit, which holds the values taken.
      if (pressed) latest.current.handlers.submit();
    })();
    return () => {
      cancelled = true;
    };
  }, []);
}
