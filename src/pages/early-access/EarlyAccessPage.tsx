/**
 * Early Access Application (platform-spec §2, §4, §5, §8): a public five-step survey with
 * gated navigation, a smooth scroll to the top on every step change, and the submission.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonPage, IonSpinner, IonToolbar } from '@ionic/react';
import { arrowBack, arrowForward, homeOutline, sparkles } from 'ionicons/icons';
import { SCROLL_ANIMATION_MS } from '@core';
import { EARLY_ACCESS_TEXTS } from '@core/contracts/early-access';
import AppLogo from '../../components/AppLogo';
import ErrorBanner from '../../components/ErrorBanner';
import { useEarlyAccess } from '../../data/useEarlyAccess';
import ThankYou from './ThankYou';
import WizardProgress from './WizardProgress';
import WizardStep from './WizardSteps';
import { STEP_INTROS, STEP_TITLES, SURVEY_INTRO } from './questions';
import { LAST_STEP, canGoBack, canGoForward, canSubmit, canVisitStep } from './wizard-nav';
import './early-access.css';
import './survey-controls.css';
import { LANDING_LABELS, NAVIGATION_LABELS } from '@core/content/labels';

export default function EarlyAccessPage() {
  const { draft, step, status, error, message, update, setStep, submit, reset } = useEarlyAccess();
  const navigate = useNavigate();
  const content = useRef<HTMLIonContentElement>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const submitted = status === 'submitted';
  const submitting = status === 'submitting';
  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    void content.current?.scrollToTop(SCROLL_ANIMATION_MS);
    // Screen-reader and keyboard users land on the new step's title, not on a stale button.
    stepTitle.current?.focus({ preventScroll: true });
  }, [step, submitted]);

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
      <IonHeader className="ion-no-border">
        <IonToolbar className="ea-toolbar">
          <div slot="start" className="ea-toolbar__logo">
            <AppLogo />
          </div>
          <IonButtons slot="end">
            <IonButton
              routerLink="/"
              routerDirection="back"
              fill="outline"
              className="ghost-button"
              data-testid="ea-back-home"
            >
              <IonIcon slot="start" icon={homeOutline} aria-hidden="true" />
              {NAVIGATION_LABELS.backToHome}
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent ref={content} className="ea-page">
        <div className="ea-shell">
          {submitted ? (
            <ThankYou message={message} onHome={home} />
          ) : (
            <>
              <div className="ea-intro">
                <p className="ea-intro__kicker">
                  <IonIcon icon={sparkles} aria-hidden="true" /> {LANDING_LABELS.betaChip}
                </p>
                <h1>{EARLY_ACCESS_TEXTS.title}</h1>
                <p className="ea-intro__lead">{SURVEY_INTRO}</p>
              </div>
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
                <div className="ea-nav">
                  {canGoBack(step) && (
                    <IonButton
                      type="button"
                      fill="outline"
                      className="ghost-button"
                      onClick={() => setStep(step - 1)}
                      data-testid="ea-back"
                    >
                      <IonIcon slot="start" icon={arrowBack} aria-hidden="true" />
                      Back
                    </IonButton>
                  )}
                  {step < LAST_STEP ? (
                    <IonButton
                      type="submit"
                      className="gradient-button ea-nav__forward"
                      disabled={!canGoForward(step, draft)}
                      data-testid="ea-continue"
                    >
                      Continue
                      <IonIcon slot="end" icon={arrowForward} aria-hidden="true" />
                    </IonButton>
                  ) : (
                    <IonButton
                      type="submit"
                      className="gradient-button ea-nav__forward"
                      disabled={submitting || !canSubmit(step, draft)}
                      data-testid="ea-submit"
                    >
                      {submitting && <IonSpinner name="crescent" slot="start" aria-hidden="true" />}
                      {submitting ? EARLY_ACCESS_TEXTS.submitting : EARLY_ACCESS_TEXTS.submit}
                    </IonButton>
                  )}
                </div>
              </form>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
