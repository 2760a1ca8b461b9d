/** Pure helpers of the adventure-vibe ranking (platform-spec §2, step 0): reorder by drag or keys. */

/** A copy of `list` with the item at `from` moved to `to` (indices clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/**
 * The slot a dragged row lands in: its start index shifted by whole rows of vertical
 * movement (`slot` = distance between the tops of two neighbouring rows), clamped to the list.
 */
export function dropIndex(from: number, dy: number, slot: number, count: number): number {
  if (count <= 0) return 0;
  const shift = slot > 0 ? Math.round(dy / slot) : 0;
  return Math.min(Math.max(from + shift, 0), count - 1);
}

/** The keyboard alternative: ArrowUp/ArrowDown move one place, Home/End to the ends; other keys do nothing. */
export function keyboardTarget(key: string, index: number, count: number): number | null {
  const last = count - 1;
  const to =
    key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : key === 'Home' ? 0 : key === 'End' ? last : null;
  if (to === null || to < 0 || to > last || to === index) return null;
  return to;
}

/** What the live region announces after a move (1 = most exciting). */
export const moveAnnouncement = (item: string, to: number, count: number): string =>
  `${item} moved to rank ${to + 1} of ${count}`;
