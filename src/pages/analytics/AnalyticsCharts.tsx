/**
 * The analytics screen's charts, plain SVG (no chart library: bars and labels are all they need):
 * the funnel (players per step, as bars scaled to those who started) and a distribution's buckets.
 */
import type { RoomAnalytics } from '@core';
import { formatDuration, formatHints } from './analytics-format';

const BAR_HEIGHT = 26;
const LABEL_WIDTH = 190;
const CHART_WIDTH = 560;

interface Bar {
  key: string;
  label: string;
  value: number;
  note: string;
  testId: string;
}

/** Horizontal bars, each labelled and scaled to the largest; `title` names the chart for screen readers. */
function Bars({ bars, title }: { bars: Bar[]; title: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const room = CHART_WIDTH - LABEL_WIDTH - 90;
  return (
    <svg
      className="analytics-bars"
      viewBox={`0 0 ${CHART_WIDTH} ${bars.length * (BAR_HEIGHT + 8)}`}
      role="img"
      aria-label={title}
    >
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + 8);
        return (
          <g key={bar.key} data-testid={bar.testId} data-value={bar.value}>
            <text x={0} y={y + BAR_HEIGHT / 2 + 5} className="analytics-bars__label">
              {bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={Math.max(2, (bar.value / largest) * room)}
              height={BAR_HEIGHT}
              rx={5}
              className="analytics-bars__bar"
            />
            <text
              x={LABEL_WIDTH + (bar.value / largest) * room + 8}
              y={y + BAR_HEIGHT / 2 + 5}
              className="analytics-bars__value"
            >
              {bar.note}
            </text>
          </g>
        );
      })}
    </svg>
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
