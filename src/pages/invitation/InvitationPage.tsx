/**
 * /invitation/{token} (platform-spec §2, §4): verifying spinner, then an invalid card
 * with "Go to Login", the registration form, or a success view that moves on to
 * /login after REGISTRATION_REDIRECT_MS.
 */
import { useParams } from 'react-router-dom';
import AuthLayout from '../../components/layout/AuthLayout';
import { useInvitationRegistration } from '../../data/onboarding/useInvitationRegistration';
import { formatDate } from '../admin/users/user-text';
import { InvalidInvitation, RegistrationSuccess, VerifyingInvitation } from './InvitationStatus';
import RegistrationForm from './RegistrationForm';
import { useLoginAfterSuccess } from './useLoginAfterSuccess';
import './InvitationPage.css';

export default function InvitationPage() {
  const { token } = useParams<{ token: string }>();
  const state = useInvitationRegistration(token);
  useLoginAfterSuccess(state.phase);

  switch (state.phase) {
    case 'verifying':
      return (
        <AuthLayout title="Checking your invitation" subtitle="One moment while Ermie looks up your link.">
          <VerifyingInvitation />
        </AuthLayout>
      );
    case 'invalid':
      return (
        <AuthLayout title="Invitation unavailable" subtitle="This link cannot be used to create an account.">
          <InvalidInvitation reason={state.invalidReason} />
        </AuthLayout>
      );
    case 'success':
      return (
        <AuthLayout title="Welcome aboard!" subtitle="Your account is ready.">
          <RegistrationSuccess message={state.successMessage} />
        </AuthLayout>
      );
    default:
      return (
        <AuthLayout
          title="Create your account"
          subtitle={
            <>
              {state.invitedBy
                ? `${state.invitedBy} invited you to Ermie Escape Studio.`
                : 'You are invited to Ermie Escape Studio.'}
              {state.expires && (
                <span className="invitation-expires"> The invitation is valid until {formatDate(state.expires)}.</span>
              )}
            </>
          }
        >
          <RegistrationForm state={state} />
        </AuthLayout>
      );
  }
}
