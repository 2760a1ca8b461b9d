/**
 * Early Access Application (platform-spec §2, §4, §5, §8): a public five-step survey with
 * gated navigation, a smooth scroll to the top on every step change, and the submission.
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { IonContent, IonPage } from '@ionic/react';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { useEarlyAccess } from '../../data/onboarding/useEarlyAccess';
import ThankYou from './ThankYou';
import WizardProgress from './WizardProgress';
import WizardStep from './WizardSteps';
import { STEP_INTROS, STEP_TITLES } from './questions';
import { SurveyIntro, SurveyNav, SurveyToolbar } from './SurveyChrome';
import { useStepFocus } from './useStepFocus';
import { LAST_STEP, canGoForward, canSubmit, canVisitStep } from './wizard-nav';
import './early-access.css';
import './survey-controls.css';

export default function EarlyAccessPage() {
  const { draft, step, status, error, message, update, setStep, submit, reset } = useEarlyAccess();
  const navigate = useNavigate();
  const submitted = status === 'submitted';
  const submitting = status === 'submitting';
  const { content, stepTitle } = useStepFocus(step, submitted);

  const goTo = (target: number) => {
    if (canVisitStep(target, step, draft)) setStep(target);
  };

  const onForward = (event: FormEvent) => {
    event.preventDefault();
    if (step === LAST_STEP) {
      if (canSubmit(step, draft) && !submitting) void submit();
    } else if (canGoForward(step, draft)) setStep(step + 1);
  };

  const home = () => {
    reset();
    navigate('/');
  };

  return (
    <IonPage>
      <SurveyToolbar />
      <IonContent ref={content} className="ea-page">
        <div className="ea-shell">
          {submitted ? (
            <ThankYou message={message} onHome={home} />
          ) : (
            <>
              <SurveyIntro />
              <WizardProgress step={step} draft={draft} onSelect={goTo} />
              <form className="ea-form" onSubmit={onForward} noValidate aria-labelledby="ea-step-title">
                <section className="ea-card surface-card" data-testid={`ea-step-panel-${step}`}>
                  <h2 id="ea-step-title" className="ea-card__title" ref={stepTitle} tabIndex={-1}>
                    {STEP_TITLES[step]}
                  </h2>
                  <p className="ea-card__intro">{STEP_INTROS[step]}</p>
                  <WizardStep step={step} draft={draft} update={update} />
                </section>
                <ErrorBanner message={error} testId="ea-error" />
                <SurveyNav step={step} draft={draft} submitting={submitting} onBack={() => setStep(step - 1)} />
              </form>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
