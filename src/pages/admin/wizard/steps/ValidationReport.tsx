/**
 * "Validate room" and its answer (issue 10): the checker's verdict on the room the storyboard
 * makes (solvable, or why not; steps; depth) and the critique (pacing, fairness, theme fit,
 * each scored 1–5, and suggestions).
 */
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { alertCircleOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { CRITIQUE_ASPECTS, type ValidateRoomAnswer } from '@core';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';

const ASPECT_LABEL: Record<(typeof CRITIQUE_ASPECTS)[number], string> = {
  pacing: 'Pacing',
  fairness: 'Fairness',
  theme_fit: 'Theme fit',
};

interface Props {
  validation: ValidateRoomAnswer | null;
  pending: string | null;
  disabled: boolean;
  onValidate: () => void;
}

export default function ValidationReport({ validation, pending, disabled, onValidate }: Props) {
  return (
    <div className="validation" data-testid="validation">
      <IonButton
        fill="outline"
        className="assist-action"
        disabled={disabled}
        onClick={onValidate}
        data-testid="validate-room"
      >
        {pending ? (
          <IonSpinner slot="start" name="crescent" />
        ) : (
          <IonIcon aria-hidden="true" slot="start" icon={shieldCheckmarkOutline} />
        )}
        Validate room
      </IonButton>
      {pending && (
        <p className="assist-status" role="status" aria-live="polite" data-testid="assist-progress">
          {pending}
        </p>
      )}
      {validation && !pending && <Verdict validation={validation} />}
    </div>
  );
}

function Verdict({ validation }: { validation: ValidateRoomAnswer }) {
  const { critique } = validation;
  return (
    <section className="validation__report surface-card" aria-label="Validation" data-testid="validation-report">
      <p
        className={`validation__verdict validation__verdict--${validation.solvable ? 'ok' : 'bad'}`}
        data-testid="validation-verdict"
      >
        <IonIcon icon={validation.solvable ? shieldCheckmarkOutline : alertCircleOutline} aria-hidden="true" />
        <span>
          {validation.solvable
            ? WIZARD_AI_MESSAGES.solvable(validation.steps, validation.depth)
            : WIZARD_AI_MESSAGES.notSolvable(validation.reason)}
        </span>
      </p>
      <p className="muted validation__checked">
        {validation.checked === 'room' ? WIZARD_AI_MESSAGES.checkedRoom : WIZARD_AI_MESSAGES.checkedStoryboard}
      </p>
      <dl className="validation__critique" data-testid="validation-critique">
        {CRITIQUE_ASPECTS.map((aspect) => (
          <div key={aspect} className="validation__aspect">
            <dt>
              {ASPECT_LABEL[aspect]}{' '}
              <span className="validation__score" aria-label={`${critique.scores[aspect]} out of 5`}>
                {critique.scores[aspect]}/5
              </span>
            </dt>
            <dd>{critique[aspect]}</dd>
          </div>
        ))}
      </dl>
      {critique.suggestions.length > 0 && (
        <>
          <h4>Suggestions</h4>
          <ul className="validation__suggestions" data-testid="validation-suggestions">
            {critique.suggestions.map((suggestion, i) => (
              <li key={i}>{suggestion}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted validation__engine">Critique by {WIZARD_AI_MESSAGES.engineName(validation.engine)}</p>
    </section>
  );
}
