/**
 * The escape energy slider (platform §2 step 0): 1 to 10, marks at 1 (Chill), 5 (Balanced) and
 * 10 (Overdrive), and an always-visible value label over the knob that shows the number.
 */
import { IonRange } from '@ionic/react';
import { ESCAPE_ENERGY } from '@core/contracts/early-access';
import { QUESTIONS } from './questions';

/** Where a value sits along the track, in percent; the value label and the marks share it with the knob. */
export const energyPercent = (value: number) =>
  ((value - ESCAPE_ENERGY.min) / (ESCAPE_ENERGY.max - ESCAPE_ENERGY.min)) * 100;

export default function EnergySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <section className="ea-question ea-energy">
      <h3 id="ea-q-escape_energy" className="ea-question__title">
        {QUESTIONS.escape_energy}
      </h3>
      <div className="ea-energy__rail">
        <output
          className="ea-energy__value"
          htmlFor="ea-energy-range"
          aria-live="polite"
          aria-label={`Escape energy ${value} of ${ESCAPE_ENERGY.max}`}
          style={{ left: `${energyPercent(value)}%` }}
          data-testid="ea-energy-value"
        >
          {value}
        </output>
      </div>
      <IonRange
        id="ea-energy-range"
        className="ea-energy__range"
        min={ESCAPE_ENERGY.min}
        max={ESCAPE_ENERGY.max}
        step={1}
        snaps
        ticks
        value={value}
        aria-label="Escape energy"
        onIonInput={(e) => onChange(Number(e.detail.value))}
        data-testid="ea-energy"
      />
      <div className="ea-energy__marks" aria-hidden="true">
        {ESCAPE_ENERGY.marks.map((mark) => (
          <span
            key={mark.value}
            className="ea-energy__mark"
            style={{ left: `${energyPercent(mark.value)}%` }}
            data-testid="ea-energy-mark"
          >
            <b>{mark.value}</b>
            {mark.label}
          </span>
        ))}
      </div>
    </section>
  );
}
