/**
 * Visualizations and grids a redraw replaced (migration 009). An answer given moments ago may
 * still point at one, so it outlives its replacement for a while; pruning deletes the media and
 * its row goes with it.
 */
import { getPool, type Queryable } from './pool';

export type OverlayKind = 'visualization' | 'grid';

/** Remembers that a scene's overlay picture was replaced (its media stays until pruned). */
export async function recordSupersededOverlay(
  roomId: string,
  sceneIndex: number,
  kind: OverlayKind,
  mediaId: string,
  db: Queryable = getPool(),
): Promise<void> {
  await db.query(
    `INSERT INTO superseded_overlays (media_id, room_id, scene_index, kind) VALUES ($1, $2, $3, $4)
     ON CONFLICT (media_id) DO NOTHING`,
    [mediaId, roomId, sceneIndex, kind],
  );
}

/**
 * Deletes the room's replaced overlays once they are older than the grace period, or beyond the
 * newest `keep` of their scene and kind, whichever comes first; returns how many went.
 */
export async function pruneSupersededOverlays(
  roomId: string,
  limits: { graceSeconds: number; keep: number },
  db: Queryable = getPool(),
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM media WHERE id IN (
       SELECT media_id FROM (
         SELECT media_id, superseded_at,
           row_number() OVER (PARTITION BY scene_index, kind ORDER BY superseded_at DESC) AS newest
         FROM superseded_overlays WHERE room_id = $1
       ) s
       WHERE s.superseded_at < clock_timestamp() - make_interval(secs => $2) OR s.newest > $3
     )`,
    [roomId, limits.graceSeconds, limits.keep],
  );
  return rowCount ?? 0;
}
