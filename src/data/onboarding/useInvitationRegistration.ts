/**
 * Registration from an invitation (platform-spec §2, §4, §5, §7, §8): verify the token
 * (POST, no auth header), then a form checked field by field, then accept (no auth header).
 * Phases: verifying, then invalid, form or success.
 */
import { useCallback, useEffect, useState } from 'react';
import { invitationsApi } from '@core';
import { validateRegistration, type RegistrationErrors, type RegistrationFields } from '@core/contracts/invitations';
import { INVITATION_MESSAGES } from '@core/content/messages';
import { ApiError } from '../http/api';
import { callApi } from '../http/api-client';

export type VerifyResult =
  | { valid: true; email: string; invitedBy: string | null; expires: string }
  | { valid: false; error: string };

const errorField = (body: unknown): string | null => {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return null;
};

export async function verifyInvitation(token: string | undefined): Promise<VerifyResult> {
  if (!token || !token.trim()) return { valid: false, error: INVITATION_MESSAGES.invalidLink };
  try {
    // POSTed: the token stays out of URLs, and so out of access logs and the Referer header.
    const body = await callApi(invitationsApi.verify, { body: { token } });
    return { valid: true, email: body.email, invitedBy: body.invitedBy, expires: body.expires };
  } catch (error) {
    // The server said no (unknown, used, expired, cancelled): its words, else the catalogue's.
    const refused = (body: unknown) => (body as { success?: unknown } | null)?.success === false;
    if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || refused(error.body))) {
      return { valid: false, error: errorField(error.body) ?? INVITATION_MESSAGES.invalidOrExpired };
    }
    return { valid: false, error: INVITATION_MESSAGES.verifyFailed };
  }
}

export async function acceptInvitation(token: string, email: string, fields: RegistrationFields): Promise<string> {
  try {
    return (await callApi(invitationsApi.accept, { body: { token, user: { email, ...fields } } })).message;
  } catch (error) {
    // The server's reason; a refusal without one: "Failed to create account"; a server failure
    // or no answer at all: "… Please try again."
    const reason = error instanceof ApiError ? errorField(error.body) : null;
    if (reason) throw new Error(reason);
    const refused = error instanceof ApiError && error.status < 500;
    throw new Error(refused ? INVITATION_MESSAGES.createAccountFailed : INVITATION_MESSAGES.createAccountRetry);
  }
}

export const EMPTY_REGISTRATION: RegistrationFields = {
  first_name: '',
  last_name: '',
  password: '',
  password_confirmation: '',
};

/** Editing a field clears that field's error only (§5). */
export function clearFieldError(errors: RegistrationErrors, field: keyof RegistrationFields): RegistrationErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export type RegistrationPhase = 'verifying' | 'invalid' | 'form' | 'success';

export interface RegistrationState {
  phase: RegistrationPhase;
  /** The invited email (read-only in the form). */
  email: string;
  invitedBy: string | null;
  expires: string | null;
  /** Why the invitation cannot be used (phase "invalid"). */
  invalidReason: string | null;
  fields: RegistrationFields;
  errors: RegistrationErrors;
  submitting: boolean;
  submitError: string | null;
  successMessage: string;
  setField: (field: keyof RegistrationFields, value: string) => void;
  /** Validates; when valid, accepts the invitation. */
  submit: () => Promise<void>;
}

export function useInvitationRegistration(token: string | undefined): RegistrationState {
  const [phase, setPhase] = useState<RegistrationPhase>('verifying');
  const [invitation, setInvitation] = useState<{ email: string; invitedBy: string | null; expires: string | null }>({
    email: '',
    invitedBy: null,
    expires: null,
  });
  const [invalidReason, setInvalidReason] = useState<string | null>(null);
  const [fields, setFields] = useState<RegistrationFields>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState('');

  useEffect(() => {
    let cancelled = false;
    setPhase('verifying');
    verifyInvitation(token).then((result) => {
      if (cancelled) return;
      if (result.valid) {
        setInvitation({ email: result.email, invitedBy: result.invitedBy, expires: result.expires });
        setPhase('form');
      } else {
        setInvalidReason(result.error);
        setPhase('invalid');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  const setField = useCallback((field: keyof RegistrationFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  }, []);

  const submit = useCallback(async () => {
    if (submitting || !token) return;
    const found = validateRegistration(fields);
    setErrors(found);
    setSubmitError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const message = await acceptInvitation(token, invitation.email, fields);
      setSuccessMessage(message);
      setPhase('success');
    } catch (e) {
      setSubmitError(e instanceof Error ? e.message : INVITATION_MESSAGES.createAccountRetry);
    } finally {
      setSubmitting(false);
    }
  }, [submitting, token, fields, invitation.email]);

  return {
    phase,
    ...invitation,
    invalidReason,
    fields,
    errors,
    submitting,
    submitError,
    successMessage,
    setField,
    submit,
  };
}
