/** Step 1: title, description, difficulty (default medium) and theme. */
import { IonButton, IonChip, IonInput, IonLabel, IonSelect, IonSelectOption, IonTextarea } from '@ionic/react';
import { AGENT_THEMES, DIFFICULTIES, type Difficulty } from '@core';
import { isDetailsComplete, STEP, WIZARD_STEP_LABELS } from '../state/wizard-state';
import type { RoomDetails } from '../state/wizard-types';

interface Props {
  details: RoomDetails;
  onChange: (patch: Partial<RoomDetails>) => void;
  onNext: () => void;
}

export default function RoomDetailsStep({ details, onChange, onNext }: Props) {
  return (
    <section className="wizard-panel" aria-labelledby="wizard-details-title">
      <h2 id="wizard-details-title">{WIZARD_STEP_LABELS[STEP.details]}</h2>
      <p className="muted">Tell Ermie what kind of room you have in mind.</p>
      <div className="wizard-form">
        <IonInput
          label="Title"
          labelPlacement="floating"
          fill="outline"
          maxlength={120}
          value={details.title}
          onIonInput={(e) => onChange({ title: String(e.detail.value ?? '') })}
          data-testid="room-title"
        />
        <IonTextarea
          label="Description"
          labelPlacement="floating"
          fill="outline"
          autoGrow
          rows={3}
          maxlength={2000}
          value={details.description}
          onIonInput={(e) => onChange({ description: String(e.detail.value ?? '') })}
          data-testid="room-description"
        />
        <IonSelect
          label="Difficulty"
          labelPlacement="floating"
          fill="outline"
          interface="popover"
          value={details.difficulty}
          onIonChange={(e) => onChange({ difficulty: e.detail.value as Difficulty })}
          data-testid="room-difficulty"
        >
          {DIFFICULTIES.map((d) => (
            <IonSelectOption key={d} value={d}>
              {d[0].toUpperCase() + d.slice(1)}
            </IonSelectOption>
          ))}
        </IonSelect>
        <IonInput
          label="Theme"
          labelPlacement="floating"
          fill="outline"
          maxlength={80}
          value={details.theme}
          onIonInput={(e) => onChange({ theme: String(e.detail.value ?? '') })}
          data-testid="room-theme"
        />
        <div className="wizard-suggestions" aria-label="Theme ideas">
          {AGENT_THEMES.map((theme) => (
            <IonChip key={theme} outline={details.theme !== theme} color="primary" onClick={() => onChange({ theme })}>
              <IonLabel>{theme}</IonLabel>
            </IonChip>
          ))}
        </div>
      </div>
      <div className="wizard-actions">
        <span />
        <IonButton
          className="gradient-button"
          disabled={!isDetailsComplete(details)}
          onClick={onNext}
          data-testid="wizard-next"
        >
          Next
        </IonButton>
      </div>
    </section>
  );
}
