/**
 * How far a horizontally scrolling tab bar must scroll so that a tab is wholly inside it
 * (with a small margin): negative scrolls left, positive right, 0 when it is already in view.
 */
export function revealOffset(
  bar: { left: number; right: number },
  tab: { left: number; right: number },
  margin = 12,
): number {
  if (tab.left < bar.left + margin) return tab.left - bar.left - margin;
  if (tab.right > bar.right - margin) return Math.min(tab.right - bar.right + margin, tab.left - bar.left - margin);
  return 0;
}
