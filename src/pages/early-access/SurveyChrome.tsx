/** The survey's frame: the toolbar with Back to home, the intro above the steps, and the step navigation below. */
import { IonButton, IonButtons, IonHeader, IonIcon, IonSpinner, IonToolbar } from '@ionic/react';
import { arrowBack, arrowForward, homeOutline, sparkles } from 'ionicons/icons';
import { EARLY_ACCESS_TEXTS, type EarlyAccessDraft } from '@core/contracts/early-access';
import { LANDING_LABELS, NAVIGATION_LABELS } from '@core/content/labels';
import AppLogo from '../../components/layout/AppLogo';
import { SURVEY_INTRO } from './questions';
import { LAST_STEP, canGoBack, canGoForward, canSubmit } from './wizard-nav';

export function SurveyToolbar() {
  return (
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
  );
}

export function SurveyIntro() {
  return (
    <div className="ea-intro">
      <p className="ea-intro__kicker">
        <IonIcon icon={sparkles} aria-hidden="true" /> {LANDING_LABELS.betaChip}
      </p>
      <h1>{EARLY_ACCESS_TEXTS.title}</h1>
      <p className="ea-intro__lead">{SURVEY_INTRO}</p>
    </div>
  );
}

/** Back (after the first step), then Continue, or Submit on the last step. */
export function SurveyNav(props: { step: number; draft: EarlyAccessDraft; submitting: boolean; onBack: () => void }) {
  const { step, draft, submitting } = props;
  return (
    <div className="ea-nav">
      {canGoBack(step) && (
        <IonButton type="button" fill="outline" className="ghost-button" onClick={props.onBack} data-testid="ea-back">
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
  );
}
