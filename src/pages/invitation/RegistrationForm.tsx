/**
 * The invitation's registration form (platform-spec §2, §5): the invited email read-only,
 * names, and two password fields with show/hide toggles. Errors show under each field
 * and clear as soon as that field is edited.
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { IonButton, IonInput, IonInputPasswordToggle, IonSpinner } from '@ionic/react';
import type { RegistrationFields } from '@core/contracts/invitations';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import type { RegistrationState } from '../../data/onboarding/useInvitationRegistration';
import { AUTH_LABELS, INVITATION_LABELS } from '@core/content/labels';

const invalidClass = (message: string | undefined) => (message ? 'ion-invalid ion-touched' : undefined);

interface FieldProps {
  field: keyof RegistrationFields;
  label: string;
  autocomplete: 'given-name' | 'family-name' | 'new-password';
  state: RegistrationState;
  testId: string;
}

function Field({ field, label, autocomplete, state, testId }: FieldProps) {
  const password = autocomplete === 'new-password';
  const error = state.errors[field];
  return (
    <IonInput
      type={password ? 'password' : 'text'}
      label={label}
      labelPlacement="floating"
      fill="outline"
      autocomplete={autocomplete}
      autocapitalize={password ? 'off' : 'words'}
      clearOnEdit={false}
      value={state.fields[field]}
      onIonInput={(e) => state.setField(field, String(e.detail.value ?? ''))}
      errorText={error}
      className={invalidClass(error)}
      disabled={state.submitting}
      data-testid={testId}
    >
      {password && <IonInputPasswordToggle slot="end" />}
    </IonInput>
  );
}

/** "Already have an account? Sign In", its last words a link. */
const [signInQuestion, signInLink] = INVITATION_LABELS.alreadyHaveAccount.split('? ');

export default function RegistrationForm({ state }: { state: RegistrationState }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.submit();
  };

  return (
    <form
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-label="Create your account"
      data-testid="registration-form"
    >
      <ErrorBanner message={state.submitError} testId="registration-error" />
      <IonInput
        type="email"
        label="Email"
        labelPlacement="stacked"
        fill="outline"
        value={state.email}
        readonly
        helperText="The address your invitation was sent to"
        data-testid="registration-email"
      />
      <div className="registration-names">
        <Field
          field="first_name"
          label="First name"
          autocomplete="given-name"
          state={state}
          testId="registration-first-name"
        />
        <Field
          field="last_name"
          label="Last name"
          autocomplete="family-name"
          state={state}
          testId="registration-last-name"
        />
      </div>
      <Field
        field="password"
        label="Password"
        autocomplete="new-password"
        state={state}
        testId="registration-password"
      />
      <Field
        field="password_confirmation"
        label="Confirm password"
        autocomplete="new-password"
        state={state}
        testId="registration-password-confirmation"
      />
      <IonButton
        type="submit"
        expand="block"
        className="gradient-button"
        disabled={state.submitting}
        data-testid="registration-submit"
      >
        {state.submitting ? (
          <IonSpinner name="crescent" aria-label="Creating your account" />
        ) : (
          AUTH_LABELS.createAccount
        )}
      </IonButton>
      <p className="registration-signin">
        {signInQuestion}? <Link to="/login">{signInLink}</Link>
      </p>
    </form>
  );
}
