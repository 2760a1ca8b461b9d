/**
 * The analytics screen's charts, plain SVG (no chart library: bars and labels are all they need):
 * the funnel (players per step, as bars scaled to those who started) and a distribution's buckets.
 */
import type { RoomAnalytics } from '@core';
import { formatDuration, formatHints } from './analytics-format';

interface Bar {
  key: string;
  label: string;
  value: number;
  note: string;
  testId: string;
}

/**
 * Horizontal bars, each scaled to the largest: an HTML list (not a drawing), so a long scene name
 * wraps instead of running under its bar, the text keeps its size on a phone, and a screen reader
 * reads each row as "label, note". `title` names the list.
 */
function Bars({ bars, title }: { bars: Bar[]; title: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className="analytics-bars" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.key} className="analytics-bars__row" data-testid={bar.testId} data-value={bar.value}>
          <span className="analytics-bars__label">{bar.label}</span>
          <span className="analytics-bars__track" aria-hidden="true">
            <span className="analytics-bars__bar" style={{ width: `${Math.max(1, (bar.value / largest) * 100)}%` }} />
          </span>
          <span className="analytics-bars__value">{bar.note}</span>
        </li>
      ))}
    </ul>
  );
}

export function FunnelChart({ funnel }: { funnel: RoomAnalytics['funnel'] }) {
  const started = funnel.find((step) => step.step === 'started')?.players ?? null;
  const bars = funnel.map((step) => ({
    key: `${step.step}-${step.scene_id ?? ''}`,
    label: step.step === 'scene' ? `Reached ${step.label}` : step.label,
    value: step.players,
    note: started ? `${step.players} (${Math.round((step.players / started) * 100)}%)` : String(step.players),
    testId: 'funnel-step',
  }));
  return <Bars bars={bars} title="Funnel: players who started, reached each scene and escaped" />;
}

/** A distribution's buckets with its median and 90th percentile; `kind` says how to read a bucket. */
export function DistributionChart({
  distribution,
  kind,
}: {
  distribution: RoomAnalytics['time'];
  kind: 'time' | 'hints';
}) {
  const label = (from: number, to: number | null) =>
    kind === 'hints'
      ? to === null
        ? `${from}+ hints`
        : `${from} ${from === 1 ? 'hint' : 'hints'}`
      : to === null
        ? `${formatDuration(from)} +`
        : `${formatDuration(from)} – ${formatDuration(to)}`;
  const read = kind === 'time' ? formatDuration : formatHints;
  return (
    <div className="analytics-distribution" data-testid={`analytics-${kind}`}>
      <p className="analytics-distribution__stats">
        Median <strong data-testid={`${kind}-median`}>{read(distribution.median)}</strong> · 90th percentile{' '}
        <strong data-testid={`${kind}-p90`}>{read(distribution.p90)}</strong>
      </p>
      {distribution.buckets.length > 0 ? (
        <Bars
          title={kind === 'time' ? 'Escape times' : 'Hints used by players who escaped'}
          bars={distribution.buckets.map((bucket) => ({
            key: String(bucket.from),
            label: label(bucket.from, bucket.to),
            value: bucket.players,
            note: `${bucket.players} players`,
            testId: `${kind}-bucket`,
          }))}
        />
      ) : (
        <p className="muted">No bucket has 5 players yet.</p>
      )}
    </div>
  );
}
