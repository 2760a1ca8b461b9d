/**
 * The setup the invitation API tests share: mail kept in the outbox (no SMTP) with links on a
 * fixed base URL, the EOI and invitation limits raised so many invitations fit in one file, and an
 * admin to issue them.
 */
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { signUp, startApi, type Api } from './harness';

export interface InvitationApi {
  readonly api: Api;
  readonly admin: { token: string; email: string };
}

export async function startInvitationApi(adminLabel: string): Promise<InvitationApi> {
  const base = loadConfig();
  setConfigForTests({
    ...base,
    mail: { ...base.mail, smtpUrl: undefined, smtpHost: undefined, appBaseUrl: 'http://studio.test' },
    rateLimits: { ...base.rateLimits, eoiPerMinute: 1000, invitationsPerMinute: 1000 },
  });
  const api = await startApi();
  const admin = await signUp(api, adminLabel, 'admin');
  return { api, admin };
}

export async function stopInvitationApi(api: Api): Promise<void> {
  await api.close();
  setConfigForTests(undefined);
}
