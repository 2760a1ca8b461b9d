/**
 * A text field drawn as Ionic's outlined IonInput with a floating label (56 px box, radius 12,
 * the label rising into a notch in the border on focus or once it has a value, the border and the
 * label in the primary colour while focused), made of a plain <input> and its <label>. The sign-in
 * screen uses it instead of IonInput: mounting two IonInputs was that screen's longest task
 * (issue 13, total blocking time). The wrapper carries the test id; the <input> is inside it.
 */
import { useId, type HTMLAttributes, type Ref } from 'react';
import './OutlinedField.css';

type OutlinedFieldProps = {
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  onValue: (value: string) => void;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  testId?: string;
  ref?: Ref<HTMLInputElement>;
};

export default function OutlinedField({
  label,
  type,
  value,
  onValue,
  autoComplete,
  inputMode,
  required,
  testId,
  ref,
}: OutlinedFieldProps) {
  const id = useId();
  return (
    <div className="outlined-field" data-testid={testId}>
      {/* The blank placeholder only marks an empty field for the CSS (:placeholder-shown), autofill included. */}
      <input
        ref={ref}
        id={id}
        className="outlined-field__input"
        type={type}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        placeholder=" "
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <label className="outlined-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="outlined-field__outline" aria-hidden="true">
        <span className="outlined-field__outline-start" />
        <span className="outlined-field__outline-notch">{label}</span>
        <span className="outlined-field__outline-end" />
      </div>
    </div>
  );
}
