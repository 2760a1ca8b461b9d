/** Once the account is created, moves on to /login after REGISTRATION_REDIRECT_MS. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGISTRATION_REDIRECT_MS } from '@core/constants';
import type { RegistrationPhase } from '../../data/onboarding/useInvitationRegistration';

export function useLoginAfterSuccess(phase: RegistrationPhase) {
  const navigate = useNavigate();

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);
}
