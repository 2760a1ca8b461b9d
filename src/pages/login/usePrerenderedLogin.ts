/**
 * LoginPage's side of the prerendered screen's handover (login-handoff.ts): once its fields are
 * in the page, it takes what was typed into the prerendered fields, gives the focus to its own field
 * where the prerendered one had it, and removes that screen (its own, beneath it, is laid out the same).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { readPrerenderedLogin, removePrerenderedLogin } from './login-handoff';

type Field = RefObject<HTMLInputElement | null>;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function usePrerenderedLogin(
  fields: { email: Field; password: Field },
  take: (typed: { email: string; password: string }) => void,
): void {
  const latest = useRef({ fields, take });
  latest.current = { fields, take };
  useEffect(() => {
    const typed = readPrerenderedLogin();
    if (!typed) return;
    let cancelled = false;
    latest.current.take(typed);
    void (async () => {
      // Two frames: React renders the values taken, then the fields draw them.
      await nextFrame();
      await nextFrame();
      if (cancelled) return;
      // The visitor's field is already in view: the focus moves without scrolling the page beneath them.
      if (typed.focused) latest.current.fields[typed.focused].current?.focus({ preventScroll: true });
      removePrerenderedLogin();
    })();
    return () => {
      cancelled = true;
    };
  }, []);
}
