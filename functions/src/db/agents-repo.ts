import { randomUUID } from 'node:crypto';
import type { Agent, AgentInput } from '@core';
import { getPool, type Queryable } from './pool';

interface AgentRow extends AgentInput {
  id: string;
  owner_id: string;
  created_at: Date;
}

const toAgent = (row: AgentRow): Agent => ({
  id: row.id,
  name: row.name,
  personality: row.personality,
  setting: row.setting,
  theme: row.theme,
  description: row.description,
  created_at: new Date(row.created_at).toISOString(),
});

/** Newest first: every agent, or only those of `ownerId`. */
export async function listAgents(ownerId: string | null = null, db: Queryable = getPool()): Promise<Agent[]> {
  const { rows } = await db.query<AgentRow>(
    'SELECT * FROM agents WHERE $1::uuid IS NULL OR owner_id = $1 ORDER BY created_at DESC',
    [ownerId],
  );
  return rows.map(toAgent);
}

export async function findAgent(id: string, db: Queryable = getPool()): Promise<Agent | null> {
  const { rows } = await db.query<AgentRow>('SELECT * FROM agents WHERE id = $1', [id]);
  return rows[0] ? toAgent(rows[0]) : null;
}

export async function insertAgent(ownerId: string, input: AgentInput, db: Queryable = getPool()): Promise<Agent> {
  const { rows } = await db.query<AgentRow>(
    `INSERT INTO agents (id, owner_id, name, personality, setting, theme, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [randomUUID(), ownerId, input.name, input.personality, input.setting, input.theme, input.description ?? ''],
  );
  return toAgent(rows[0]);
}
