import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@core';
import { getPool, type Queryable } from './pool';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: 'outbox' | 'smtp';
  created_at: Date;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  transport: row.transport,
  created_at: new Date(row.created_at).toISOString(),
});

export async function insertOutboxMessage(
  message: { to: string; subject: string; text: string; html: string; transport: 'outbox' | 'smtp' },
  db: Queryable = getPool(),
): Promise<OutboxMessage> {
  const { rows } = await db.query<OutboxRow>(
    `INSERT INTO outbox_messages (id, to_address, subject, text_body, html_body, transport)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [randomUUID(), message.to, message.subject, message.text, message.html, message.transport],
  );
  return toMessage(rows[0]);
}

/** Newest first. */
export async function listOutboxMessages(limit = 50, db: Queryable = getPool()): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox_messages ORDER BY created_at DESC, id LIMIT $1', [
    limit,
  ]);
  return rows.map(toMessage);
}
