import { randomUUID } from 'node:crypto';
import type { DeliveryStatus, OutboxMessage } from '@core';
import { getPool, type Queryable } from './pool';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: 'outbox' | 'smtp';
  delivery_status: DeliveryStatus;
  created_at: Date;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  transport: row.transport,
  delivery_status: row.delivery_status,
  created_at: new Date(row.created_at).toISOString(),
});

/** Records a message; 'sent' for the dev outbox (it is the mailbox), 'pending' when SMTP delivers it later. */
export async function insertOutboxMessage(
  message: {
    to: string;
    subject: string;
    text: string;
    html: string;
    transport: 'outbox' | 'smtp';
    invitationId?: string | null;
  },
  db: Queryable = getPool(),
): Promise<OutboxMessage> {
  const sent = message.transport === 'outbox';
  const { rows } = await db.query<OutboxRow>(
    `INSERT INTO outbox_messages
       (id, to_address, subject, text_body, html_body, transport, invitation_id, delivery_status, attempts, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, CASE WHEN $9 THEN clock_timestamp() END) RETURNING *`,
    [
      randomUUID(),
      message.to,
      message.subject,
      message.text,
      message.html,
      message.transport,
      message.invitationId ?? null,
      sent ? 'sent' : 'pending',
      sent,
    ],
  );
  return toMessage(rows[0]);
}

/** Records the outcome of a delivery (`attempts` tries); `error` null means sent. */
export async function recordDelivery(
  id: string,
  error: string | null,
  attempts: number,
  db: Queryable = getPool(),
): Promise<void> {
  await db.query(
    `UPDATE outbox_messages
     SET attempts = attempts + $4, delivery_status = $2, last_error = $3,
         sent_at = CASE WHEN $2 = 'sent' THEN clock_timestamp() ELSE sent_at END
     WHERE id = $1`,
    [id, error === null ? 'sent' : 'failed', error, attempts],
  );
}

/** Newest first. */
export async function listOutboxMessages(limit = 50, db: Queryable = getPool()): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox_messages ORDER BY created_at DESC, id LIMIT $1', [
    limit,
  ]);
  return rows.map(toMessage);
}
