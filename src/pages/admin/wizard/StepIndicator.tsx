/** The wizard's step indicator: numbered dots with labels and "Step N of 5". */
import { IonIcon } from '@ionic/react';
import { checkmark } from 'ionicons/icons';
import { WIZARD_STEPS } from '@core';
import { WIZARD_STEP_LABELS } from './state/wizard-state';
import './StepIndicator.css';

export default function StepIndicator({ step }: { step: number }) {
  return (
    <nav className="wizard-steps" aria-label="Creation progress">
      <p className="wizard-steps__count" data-testid="wizard-step-count">
        Step {step + 1} of {WIZARD_STEPS}: <strong>{WIZARD_STEP_LABELS[step]}</strong>
      </p>
      <ol>
        {WIZARD_STEP_LABELS.map((label, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`wizard-steps__item wizard-steps__item--${state}`}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className="wizard-steps__dot">
                {i < step ? <IonIcon icon={checkmark} aria-hidden="true" /> : i + 1}
              </span>
              <span className="wizard-steps__label">{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
