/** Invitation delivery over SMTP, against a minimal SMTP server in this process. */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { countRows, signUp, startApi, uniqueEmail, type Api } from './harness';

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

/** A minimal SMTP server: records each accepted message, or rejects every recipient. */
async function startSmtp(options: { rejectRecipients?: boolean } = {}) {
  const messages: { from: string; to: string[]; data: string }[] = [];
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
        } else if (verb === 'RCPT' && options.rejectRecipients) {
          socket.write('550 5.1.1 mailbox unavailable\r\n');
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
      expect(outbox.body.messages[0]).toMatchObject({ to: invitation.email, transport: 'smtp' });
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });

  it('when the SMTP server refuses the message then it answers 502 and no invitation is stored', async () => {
    const smtp = await startSmtp({ rejectRecipients: true });
    useSmtp(smtp.port);
    try {
      const [invitations, outbox] = [await countRows('invitations'), await countRows('outbox_messages')];
      const res = await invite(uniqueEmail('bounce'));
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/could not be delivered/);
      expect([await countRows('invitations'), await countRows('outbox_messages')]).toEqual([invitations, outbox]);
    } finally {
      setConfigForTests(undefined);
      await smtp.close();
    }
  });
});
