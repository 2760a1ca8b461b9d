/** Who owns a room or an agent: the small reads behind the creator role's owner checks. */
import { getPool, type Queryable } from './pool';

export type OwnedKind = 'room' | 'agent';

const OWNER_SQL: Record<OwnedKind, string> = {
  room: 'SELECT owner_id FROM escape_rooms WHERE id = $1',
  agent: 'SELECT owner_id FROM agents WHERE id = $1',
};

/** The owner's user id, or undefined when nothing has that id. */
export async function ownerOf(kind: OwnedKind, id: string, db: Queryable = getPool()): Promise<string | undefined> {
  const { rows } = await db.query<{ owner_id: string }>({
    name: `owner-of-${kind}`,
    text: OWNER_SQL[kind],
    values: [id],
  });
  return rows[0]?.owner_id;
}
