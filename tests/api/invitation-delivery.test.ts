/** Invitation delivery over SMTP, against a minimal SMTP server in this process. */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { getPool } from '../../functions/src/db/pool';
import { signUp, startApi, uniqueEmail, type Api } from './harness';

let api: Api;
let admin: { token: string };

const useSmtp = (port: number) => {
  const base = loadConfig();
  setConfigForTests({
    ...base,
    mail: {
      ...base.mail,
      smtpUrl: undefined,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUser: undefined,
      from: 'Studio <studio@test.example>',
      appBaseUrl: 'http://studio.test',
    },
  });
};

beforeAll(async () => {
  api = await startApi();
  admin = await signUp(api, 'smtp-admin', 'admin');
});
afterAll(async () => {
  await api.close();
  setConfigForTests(undefined);
});

async function invite(email: string) {
  return api.call('POST', '/api/v1/admin/invitations', { token: admin.token, body: { invitation: { email } } });
}

/** A minimal SMTP server: records each accepted message; refuses the recipients `options.refuse` picks (changeable). */
async function startSmtp(
  options: { rejectRecipients?: boolean; refuse?: (rcptLine: string) => boolean; refusal?: string } = {},
) {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const refuse = options.rejectRecipients ? () => true : options.refuse;
  const state = { refuse };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-test-smtp\r\n250 8BITMIME\r\n');
        } else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT' && state.refuse?.(line)) {
          socket.write(`${options.refusal ?? '550 5.1.1 mailbox unavailable'}\r\n`);
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    messages,
    /** Changes which recipients are refused from now on (undefined: none). */
    setRefuse: (next: ((rcptLine: string) => boolean) | undefined) => {
      state.refuse = next;
    },
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP delivery', () => {
  it('when SMTP is configured then the invitation is delivered over SMTP and recorded with transport "smtp"', async () => {
    const smtp = await startSmtp();
    useSmtp(smtp.port);
    try {
      const res = await invite(uniqueEmail('smtp'));
      expect(res.status).toBe(201);
      const invitation = res.body.invitation;
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to[0]).toContain(invitation.email);
      const body = smtp.messages[0].data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain(`http://studio.test/invitation/${invitation.invitation_token}`);
      expect(body).toContain('From: Studio <studio@test.example>');
      const outbox = await api.call('GET', '/api/v1/admin/outbox', { token: admin.token });
      const record = outbox.body.messages[0];
      expect(record).toMatchObject({ to: invitation.email, transport: 'smtp' });
      // Only the mailbox holds the link: the delivery's record does not.
      expect(`${record.text} ${record.html}`).not.toContain(invitation.invitation_token);
      expect(record.text).toContain('(link sent by email, not kept)');
      const { rows } = await getPool().query('SELECT text_body, html_body FROM outbox_messages WHERE id = $1', [
        record.id,
      ]);
      expect(JSON.stringify(rows)).not.toContain(invitation.invitation_token);
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });

  it('when the SMTP server refuses the message then the invitation is kept, listed as failed, and the answer says the email was not sent', async () => {
    const smtp = await startSmtp({ rejectRecipients: true });
    useSmtp(smtp.port);
    try {
      const email = uniqueEmail('bounce');
      const res = await invite(email);

      expect(res.status).toBe(201);
      expect(res.body.email_sent).toBe(false);
      expect(res.body.message).toMatch(/could not be sent .*You can resend it/);
      expect(res.body.invitation).toMatchObject({ email, status: 'pending', delivery_status: 'failed' });
      expect(res.body.invitation.delivery_error).toMatch(/550|mailbox unavailable/);
      const listed = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
      expect(listed.body.invitations.find((i: { email: string }) => i.email === email)).toMatchObject({
        status: 'pending',
        delivery_status: 'failed',
      });
      const verify = await api.call('POST', '/api/v1/invitations/verify', {
        body: { token: res.body.invitation.invitation_token },
      });
      expect(verify.status).toBe(200);
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });

  it('when the server answers a temporary refusal once then the email is retried and delivered', async () => {
    let refusals = 0;
    const smtp = await startSmtp({ refuse: () => refusals++ === 0, refusal: '451 4.3.0 try again later' });
    useSmtp(smtp.port);
    try {
      const email = uniqueEmail('retry');
      const res = await invite(email);

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email_sent: true, message: `Invitation sent to ${email}` });
      expect(res.body.invitation.delivery_status).toBe('sent');
      expect(refusals).toBe(2);
      expect(smtp.messages).toHaveLength(1);
      const { rows } = await getPool().query('SELECT attempts FROM outbox_messages WHERE invitation_id = $1', [
        res.body.invitation.id,
      ]);
      expect(rows).toEqual([{ attempts: 2 }]);
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });

  it('when a bulk invite of 3 meets a server that refuses one recipient then all 3 are listed, the failed one is skipped with the reason, and a resend after the server recovers delivers it', async () => {
    const [a, refused, c] = [uniqueEmail('bulk-ok-a'), uniqueEmail('bulk-refused'), uniqueEmail('bulk-ok-c')];
    const smtp = await startSmtp({ refuse: (line) => line.includes(refused) });
    useSmtp(smtp.port);
    try {
      const bulk = await api.call('POST', '/api/v1/admin/invitations/bulk', {
        token: admin.token,
        body: { invitation: { emails: [a, refused, c] } },
      });

      expect(bulk.status).toBe(200);
      expect(bulk.body.sent_count).toBe(2);
      expect(bulk.body.invitations.map((i: { email: string }) => i.email)).toEqual([a, refused, c]);
      expect(bulk.body.skipped).toHaveLength(1);
      expect(bulk.body.skipped[0].email).toBe(refused);
      expect(bulk.body.skipped[0].reason).toMatch(/could not be sent/);
      expect(smtp.messages.map((m) => m.to.join())).toEqual([expect.stringContaining(a), expect.stringContaining(c)]);
      const list = await api.call('GET', '/api/v1/admin/invitations', { token: admin.token });
      const listed = (email: string) => list.body.invitations.find((i: { email: string }) => i.email === email);
      expect([listed(a).delivery_status, listed(refused).delivery_status, listed(c).delivery_status]).toEqual([
        'sent',
        'failed',
        'sent',
      ]);

      smtp.setRefuse(undefined);
      const failed = listed(refused);
      const resend = await api.call('POST', `/api/v1/admin/invitations/${failed.id}/resend`, { token: admin.token });

      expect(resend.status).toBe(200);
      expect(resend.body).toMatchObject({
        email_sent: true,
        message: `Invitation sent again to ${refused} with a new link (the earlier link no longer works)`,
      });
      expect(resend.body.invitation).toMatchObject({ id: failed.id, status: 'pending', delivery_status: 'sent' });
      expect(Date.parse(resend.body.invitation.expires_at)).toBeGreaterThanOrEqual(Date.parse(failed.expires_at));
      expect(smtp.messages).toHaveLength(3);
      expect(smtp.messages[2].to[0]).toContain(refused);
      const body = smtp.messages[2].data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      const fresh = resend.body.invitation.invitation_token;
      const original = bulk.body.invitations[1].invitation_token;
      expect(fresh).not.toBe(original);
      expect(body).toContain(`http://studio.test/invitation/${fresh}`);
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });
});
