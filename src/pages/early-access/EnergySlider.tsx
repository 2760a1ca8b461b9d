/** The escape energy slider: 1 to 10, marks at Chill, Balanced and Overdrive, the value always shown. */
import { IonRange } from '@ionic/react';
import { ESCAPE_ENERGY } from '@core/early-access';
import { QUESTIONS, energyMood } from './questions';

const percent = (value: number) => ((value - ESCAPE_ENERGY.min) / (ESCAPE_ENERGY.max - ESCAPE_ENERGY.min)) * 100;

export default function EnergySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <section className="ea-question ea-energy">
      <div className="ea-energy__head">
        <h3 id="ea-q-escape_energy" className="ea-question__title">
          {QUESTIONS.escape_energy}
        </h3>
        <output className="ea-energy__value" htmlFor="ea-energy-range" aria-live="polite" data-testid="ea-energy-value">
          <strong>{value}</strong>
          <span>/ {ESCAPE_ENERGY.max}</span>
          <em>{energyMood(value)}</em>
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
          <span key={mark.value} className="ea-energy__mark" style={{ left: `${percent(mark.value)}%` }}>
            <b>{mark.value}</b>
            {mark.label}
          </span>
        ))}
      </div>
    </section>
  );
}
