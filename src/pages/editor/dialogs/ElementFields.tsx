/** The Edit Element dialog's fields: the grid of short fields and the long texts, each bound to one key of the draft. */
import { IonInput, IonSelect, IonSelectOption, IonTextarea, IonToggle } from '@ionic/react';
import { ELEMENT_TYPES, type EditorElement } from '@core';
import type { ElementDraft } from './element-form';
import { typeLabel } from '../canvas/ElementList';
import type { SetDraftField } from './useElementDraft';

interface DraftProps {
  draft: ElementDraft;
  set: SetDraftField;
}

interface FieldProps extends DraftProps {
  field: keyof ElementDraft;
  label: string;
  testId: string;
}

function DraftInput({ draft, set, field, label, testId, type = 'text' }: FieldProps & { type?: 'text' | 'number' }) {
  return (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      type={type}
      value={String(draft[field])}
      onIonInput={(e) => set(field, String(e.detail.value ?? '') as never)}
      data-testid={testId}
    />
  );
}

function DraftTextarea({ draft, set, field, label, testId, helper }: FieldProps & { helper?: string }) {
  return (
    <IonTextarea
      label={label}
      labelPlacement="stacked"
      fill="outline"
      autoGrow
      rows={2}
      helperText={helper}
      value={String(draft[field])}
      onIonInput={(e) => set(field, String(e.detail.value ?? '') as never)}
      data-testid={testId}
    />
  );
}

/** The key an element needs: none, an item of this scene, or one of another scene it already names. */
function RequiredKeySelect({ draft, set, keys }: DraftProps & { keys: EditorElement[] }) {
  return (
    <IonSelect
      label="Required key"
      labelPlacement="stacked"
      fill="outline"
      value={draft.required_key}
      onIonChange={(e) => set('required_key', e.detail.value)}
      data-testid="element-required-key"
    >
      <IonSelectOption value="">None</IonSelectOption>
      {draft.required_key && !keys.some((k) => k.id === draft.required_key) && (
        <IonSelectOption value={draft.required_key}>An item of another scene</IonSelectOption>
      )}
      {keys.map((key) => (
        <IonSelectOption key={key.id} value={key.id}>
          {key.name}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** The short fields in their grid: name, type, position, interaction, points, state, key, solution, visibility. */
export function ElementFieldGrid({ draft, set, keys }: DraftProps & { keys: EditorElement[] }) {
  const bound = { draft, set };
  return (
    <div className="editor-form-grid">
      <DraftInput {...bound} field="name" label="Name" testId="element-name" />
      <IonSelect
        label="Type"
        labelPlacement="stacked"
        fill="outline"
        value={draft.element_type}
        onIonChange={(e) => set('element_type', e.detail.value)}
        data-testid="element-type"
      >
        {ELEMENT_TYPES.map((type) => (
          <IonSelectOption key={type} value={type}>
            {typeLabel(type)}
          </IonSelectOption>
        ))}
      </IonSelect>
      <DraftInput {...bound} field="x" label="X position" testId="element-x" type="number" />
      <DraftInput {...bound} field="y" label="Y position" testId="element-y" type="number" />
      <DraftInput {...bound} field="interaction_type" label="Interaction type" testId="element-interaction" />
      <DraftInput {...bound} field="points" label="Points" testId="element-points" type="number" />
      <IonSelect
        label="Puzzle state"
        labelPlacement="stacked"
        fill="outline"
        value={draft.puzzle_state}
        onIonChange={(e) => set('puzzle_state', e.detail.value)}
        data-testid="element-state"
      >
        <IonSelectOption value="available">available</IonSelectOption>
        <IonSelectOption value="locked">locked</IonSelectOption>
      </IonSelect>
      <RequiredKeySelect {...bound} keys={keys} />
      {draft.element_type === 'combination_lock' && (
        <DraftInput {...bound} field="solution" label="Solution (combination)" testId="element-solution" />
      )}
      <IonToggle
        checked={draft.visible}
        onIonChange={(e) => set('visible', e.detail.checked)}
        labelPlacement="end"
        data-testid="element-visible"
      >
        Visible
      </IonToggle>
    </div>
  );
}

/** The long texts, one after another below the grid. */
export function ElementTextFields(bound: DraftProps) {
  return (
    <>
      <DraftTextarea {...bound} field="description" label="Description" testId="element-description" />
      <DraftTextarea {...bound} field="clue_text" label="Clue text" testId="element-clue" />
      <DraftTextarea {...bound} field="success_message" label="Success message" testId="element-success" />
      <DraftTextarea {...bound} field="failure_message" label="Failure message" testId="element-failure" />
      <DraftTextarea {...bound} field="hints" label="Hints" testId="element-hints" helper="One hint per line" />
      <DraftTextarea
        {...bound}
        field="visual_clues"
        label="Visual clues"
        testId="element-visual-clues"
        helper="One clue per line"
      />
    </>
  );
}
