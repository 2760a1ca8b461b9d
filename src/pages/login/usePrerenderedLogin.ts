/**
 * LoginPage's side of the prerendered screen's handover (login-handoff.ts): once its IonInputs are
 * drawn, it takes what was typed into the prerendered fields, gives the focus to its own field where
 * the prerendered one had it, and removes that screen (its own, beneath it, is laid out the same).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { readPrerenderedLogin, removePrerenderedLogin } from './login-handoff';

type Field = RefObject<HTMLIonInputElement | null>;

/**
 * Ionic's own marker (its scroll assist's): the next focus of that input does not scroll the page.
 * The visitor's field is already in view, so a scroll here would only move the page beneath them.
 */
const SKIP_SCROLL_ASSIST = 'data-ionic-skip-scroll-assist';

/** Focuses the field's native input, as the prerendered field had the focus, without scroll assist. */
async function focusWithoutScrollAssist(field: HTMLIonInputElement | null): Promise<void> {
  const input = await field?.getInputElement();
  if (!input) return;
  input.setAttribute(SKIP_SCROLL_ASSIST, 'true');
  input.focus();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function usePrerenderedLogin(
  fields: { email: Field; password: Field },
  take: (typed: { email: string; password: string }) => void,
): void {
  const latest = useRef({ fields, take });
  latest.current = { fields, take };
  useEffect(() => {
    if (!readPrerenderedLogin()) return;
    let cancelled = false;
    const { email, password } = latest.current.fields;
    const drawn = [email.current, password.current].map((input) => input?.componentOnReady?.());
    void Promise.all(drawn).then(async () => {
      const typed = readPrerenderedLogin();
      if (cancelled || !typed) return;
      latest.current.take(typed);
      // Two frames: React renders the values taken, then the inputs draw them.
      await nextFrame();
      await nextFrame();
      if (cancelled) return;
      if (typed.focused) await focusWithoutScrollAssist(latest.current.fields[typed.focused].current);
      removePrerenderedLogin();
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
