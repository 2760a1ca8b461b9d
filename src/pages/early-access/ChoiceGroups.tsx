/** The survey's answer controls: a single choice (radio group) and a multi-select (checkbox chips). */
import type { KeyboardEvent } from 'react';
import { IonChip, IonIcon, IonItem, IonLabel, IonRadio, IonRadioGroup } from '@ionic/react';
import { addOutline, checkmark } from 'ionicons/icons';
import { MULTI_HINT } from './questions';

interface SingleChoiceProps {
  field: string;
  question: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** "pills" lays short options out in a row. */
  layout?: 'list' | 'pills';
}

export function SingleChoice({ field, question, options, value, onChange, layout = 'list' }: SingleChoiceProps) {
  const titleId = `ea-q-${field}`;
  return (
    <section className="ea-question" data-testid={`ea-${field}`}>
      <h3 id={titleId} className="ea-question__title">
        {question}
      </h3>
      <IonRadioGroup
        value={value || undefined}
        onIonChange={(e) => onChange(String(e.detail.value ?? ''))}
        aria-labelledby={titleId}
        className={`ea-options ea-options--${layout}`}
      >
        {options.map((option) => (
          <IonItem key={option} lines="none" className={`ea-option${option === value ? ' ea-option--on' : ''}`}>
            <IonRadio value={option} labelPlacement="end" justify="start">
              <span className="ea-option__text">{option}</span>
            </IonRadio>
          </IonItem>
        ))}
      </IonRadioGroup>
    </section>
  );
}

interface MultiChoiceProps {
  field: string;
  question: string;
  options: readonly string[];
  value: readonly string[];
  onToggle: (option: string) => void;
}

export function MultiChoice({ field, question, options, value, onToggle }: MultiChoiceProps) {
  const titleId = `ea-q-${field}`;
  const onKey = (event: KeyboardEvent, option: string) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    onToggle(option);
  };
  return (
    <section className="ea-question" data-testid={`ea-${field}`}>
      <h3 id={titleId} className="ea-question__title">
        {question}
      </h3>
      <p className="ea-question__hint">
        {MULTI_HINT} <span className="ea-question__count">{value.length ? `${value.length} selected` : ''}</span>
      </p>
      <div role="group" aria-labelledby={titleId} className="ea-chips">
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <IonChip
              key={option}
              role="checkbox"
              aria-checked={on ? 'true' : 'false'}
              tabIndex={0}
              className={`ea-chip${on ? ' ea-chip--on' : ''}`}
              onClick={() => onToggle(option)}
              onKeyDown={(event) => onKey(event, option)}
            >
              <IonIcon icon={on ? checkmark : addOutline} aria-hidden="true" />
              <IonLabel className="ea-option__text">{option}</IonLabel>
            </IonChip>
          );
        })}
      </div>
    </section>
  );
}
