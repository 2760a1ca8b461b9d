/** Configure Grid Tile Action's fields: the element's name, the action, element and trigger types, the description. */
import { IonInput, IonSelect, IonSelectOption, IonTextarea } from '@ionic/react';
import { ELEMENT_TYPES, GRID_ACTION_TYPES } from '@core';
import { GRID_TRIGGER_EVENTS, type GridTileAction } from '../editor-math';
import { typeLabel } from '../canvas/ElementList';
import type { SetActionField } from './useGridAction';

type SelectField = 'actionType' | 'elementType' | 'triggerEvent';

/** One of the action's choices, each option shown as `optionLabel` gives it. */
function ActionSelect(props: {
  action: GridTileAction;
  set: SetActionField;
  field: SelectField;
  label: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  testId: string;
}) {
  const { action, set, field, optionLabel = (option) => option } = props;
  return (
    <IonSelect
      label={props.label}
      labelPlacement="stacked"
      fill="outline"
      value={action[field]}
      onIonChange={(e) => set(field, e.detail.value)}
      data-testid={props.testId}
    >
      {props.options.map((t) => (
        <IonSelectOption key={t} value={t}>
          {optionLabel(t)}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

export default function GridActionFields({ action, set }: { action: GridTileAction; set: SetActionField }) {
  const bound = { action, set };
  return (
    <>
      <div className="editor-form-grid">
        <IonInput
          label="Element name"
          labelPlacement="stacked"
          fill="outline"
          value={action.elementName}
          onIonInput={(e) => set('elementName', String(e.detail.value ?? ''))}
          data-testid="grid-element-name"
        />
        <ActionSelect
          {...bound}
          field="actionType"
          label="Action type"
          options={GRID_ACTION_TYPES}
          testId="grid-action-type"
        />
        <ActionSelect
          {...bound}
          field="elementType"
          label="Element type"
          options={ELEMENT_TYPES}
          optionLabel={typeLabel}
          testId="grid-element-type"
        />
        <ActionSelect
          {...bound}
          field="triggerEvent"
          label="Trigger event"
          options={GRID_TRIGGER_EVENTS}
          testId="grid-trigger"
        />
      </div>
      <IonTextarea
        label="Description"
        labelPlacement="stacked"
        fill="outline"
        rows={2}
        value={action.description}
        onIonInput={(e) => set('description', String(e.detail.value ?? ''))}
        data-testid="grid-description"
      />
    </>
  );
}
