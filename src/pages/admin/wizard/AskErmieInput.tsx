/**
 * The inline "Tell Ermie what to change" input of the wizard's AI actions: Enter submits,
 * Escape cancels. `optional` allows an empty sentence (adding a scene).
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IonButton, IonInput } from '@ionic/react';

interface Props {
  label: string;
  submitLabel: string;
  optional?: boolean;
  maxLength?: number;
  testId: string;
  onSubmit: (sentence: string) => void;
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
  const input = useRef<HTMLIonInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = optional || sentence.trim() !== '';

  useEffect(() => {
    const element = input.current;
    // Focus once the web component is ready; keep the input in view inside scrolling panels.
    void element?.componentOnReady?.().then(() => element.setFocus());
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (ready) onSubmit(sentence.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit(event);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form ref={form} className="ask-ermie" onSubmit={submit} data-testid={testId}>
      <IonInput
        ref={input}
        label={label}
        labelPlacement="stacked"
        fill="outline"
        value={sentence}
        maxlength={maxLength}
        autocomplete="off"
        enterkeyhint="send"
        onIonInput={(e) => setSentence(String(e.detail.value ?? ''))}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-input`}
      />
      <div className="ask-ermie__actions">
        <IonButton fill="clear" color="medium" onClick={onCancel} data-testid={`${testId}-cancel`}>
          Cancel
        </IonButton>
        <IonButton type="submit" disabled={!ready} data-testid={`${testId}-submit`}>
          {submitLabel}
        </IonButton>
      </div>
    </form>
  );
}
