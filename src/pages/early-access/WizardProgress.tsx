/** "Step N of 5", the progress bar at (step+1)/5, and the clickable step headers. */
import { IonIcon, IonProgressBar } from '@ionic/react';
import { checkmark } from 'ionicons/icons';
import { EARLY_ACCESS_STEPS, type EarlyAccessDraft } from '@core/contracts/early-access';
import { canVisitStep, progressOf, stepCountText } from './wizard-nav';

interface Props {
  step: number;
  draft: EarlyAccessDraft;
  onSelect: (step: number) => void;
}

export default function WizardProgress({ step, draft, onSelect }: Props) {
  return (
    <nav className="ea-progress" aria-label="Application steps">
      <p className="ea-progress__count">
        <span data-testid="ea-step-count">{stepCountText(step)}</span>
        <strong>{EARLY_ACCESS_STEPS[step]}</strong>
      </p>
      <IonProgressBar value={progressOf(step)} aria-label="Application progress" data-testid="ea-progress" />
      <ol className="ea-steps">
        {EARLY_ACCESS_STEPS.map((label, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li key={label} className={`ea-steps__item ea-steps__item--${state}`}>
              <button
                type="button"
                disabled={!canVisitStep(index, step, draft)}
                aria-current={index === step ? 'step' : undefined}
                onClick={() => index !== step && onSelect(index)}
                data-testid={`ea-step-${index}`}
              >
                <span className="ea-steps__dot">
                  {index < step ? <IonIcon icon={checkmark} aria-hidden="true" /> : index + 1}
                </span>
                <span className="ea-steps__label">{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
