/**
 * The inline "Tell Ermie what to change" input of the wizard's AI actions: Enter submits,
 * Escape cancels. `optional` allows an empty sentence (adding a scene).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IonButton } from '@ionic/react';

/** The focused element itself, looking inside shadow roots (an ion-button's native button). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focuses a control; for an ion-button, its native button (the host itself takes no focus). */
function focusControl(control: Element | null | undefined): void {
  if (!control || control === document.body || !control.isConnected) return;
  const focus = () => {
    const target = control.shadowRoot?.querySelector('button') ?? control;
    if (target instanceof HTMLElement) target.focus();
  };
  // A freshly mounted Ionic component renders its shadow root once it is ready.
  const ionic = control as Element & { componentOnReady?: () => Promise<unknown> };
  if (ionic.componentOnReady) void ionic.componentOnReady().then(focus);
  else focus();
}

interface Props {
  label: string;
  submitLabel: string;
  optional?: boolean;
  maxLength?: number;
  testId: string;
  onSubmit: (sentence: string) => void;
  /** Called after Escape or Cancel; the opener, when still there, gets the focus back. */
  onCancel: () => void;
}

export default function AskErmieInput({
  label,
  submitLabel,
  optional = false,
  maxLength = 500,
  testId,
  onSubmit,
  onCancel,
}: Props) {
  const [sentence, setSentence] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const ready = optional || sentence.trim() !== '';

  // The control that opened the input gets the focus back when it is cancelled (keyboard users).
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = deepActiveElement();
    // A native input takes focus at once (ion-input's setFocus is unreliable right after mounting).
    input.current?.focus({ preventScroll: true });
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (ready) onSubmit(sentence.trim());
  };
  const cancel = () => {
    const back = opener.current;
    // Before the input goes: the next key a keyboard user presses reaches the opener, whenever it comes.
    focusControl(back);
    onCancel();
    // An opener that could not take the focus yet (disabled until the re-render) gets it after, but
    // only if the focus is nowhere: a key pressed meanwhile may have opened the input again.
    requestAnimationFrame(() => {
      const now = deepActiveElement();
      if (!now || now === document.body) focusControl(back);
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit(event);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <form ref={form} className="ask-ermie" onSubmit={submit} data-testid={testId}>
      <label className="ask-ermie__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="ask-ermie__input"
        type="text"
        value={sentence}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="send"
        onChange={(e) => setSentence(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-input`}
      />
      <div className="ask-ermie__actions">
        <IonButton fill="clear" color="medium" onClick={cancel} data-testid={`${testId}-cancel`}>
          Cancel
        </IonButton>
        <IonButton type="submit" disabled={!ready} data-testid={`${testId}-submit`}>
          {submitLabel}
        </IonButton>
      </div>
    </form>
  );
}
