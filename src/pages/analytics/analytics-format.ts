/** The analytics screen's numbers as people read them: durations, shares, and the heat of a stuck share. */

/** 95000 -> "1 min 35 s", 4000 -> "4 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** 0.456 -> "46%". */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

/** A number of hints, one decimal at most (a median may fall between two). */
export const formatHints = (hints: number | null): string =>
  hints === null ? '—' : String(Math.round(hints * 10) / 10);

/** The heat colour of a stuck share: from the panel's calm violet (0) to red (0.5 and over). */
export function heatColour(share: number): string {
  const t = Math.max(0, Math.min(1, share / 0.5));
  const mix = (from: number, to: number) => Math.round(from + (to - from) * t);
  return `rgb(${mix(36, 220)}, ${mix(28, 38)}, ${mix(66, 38)})`;
}
