/**
 * LoginPage's side of the prerendered screen's handover (login-handoff.ts): once its IonInputs are
 * drawn, it takes what was typed into the prerendered fields, removes that screen (its own, beneath
 * it, is laid out the same) and gives the focus back to the field that had it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { readPrerenderedLogin, removePrerenderedLogin } from './login-handoff';

type Field = RefObject<HTMLIonInputElement | null>;

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
      removePrerenderedLogin();
      if (typed.focused) await latest.current.fields[typed.focused].current?.setFocus();
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
