/**
 * The element dialog's actions: Inspect / Take / Open / Go through, or the combination form of a
 * lock, and "Use <item>" for the selected inventory item.
 */
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { IonButton, IonInput } from '@ionic/react';
import type { ElementRuntime, InventoryItem, PlayElement } from '@core';
import { needsCombination, primaryActionLabel } from '../element-actions';
import { codeInputProps, codeKeyboard } from './code-keyboard';

export interface ElementActionsProps {
  element: PlayElement;
  runtime: ElementRuntime;
  selectedItem: InventoryItem | null;
  code: string;
  codeInput: Ref<HTMLIonInputElement>;
  onCode: (code: string) => void;
  onTryCombination: (event: FormEvent | KeyboardEvent) => void;
  onInteract: (elementId: string) => void;
  onUseItem: (elementId: string, itemId: string) => void;
}

export default function ElementActions(props: ElementActionsProps) {
  const { element, runtime, selectedItem } = props;
  return (
    <div className="play-element-actions">
      {needsCombination(element, runtime) ? (
        <CombinationForm {...props} />
      ) : (
        <IonButton expand="block" onClick={() => props.onInteract(element.id)} data-testid="element-action">
          {primaryActionLabel(element, runtime)}
        </IonButton>
      )}
      {selectedItem && (
        <IonButton
          expand="block"
          color="secondary"
          onClick={() => props.onUseItem(element.id, selectedItem.id)}
          data-testid="use-item"
        >
          Use {selectedItem.name}
        </IonButton>
      )}
    </div>
  );
}

/** A lock's code entry, with the keyboard its code needs (code-keyboard.ts); Enter tries it too. */
function CombinationForm({ element, code, codeInput, onCode, onTryCombination }: ElementActionsProps) {
  const keyboard = codeInputProps(codeKeyboard(element));
  return (
    <form onSubmit={onTryCombination} className="play-combination" aria-label="Combination">
      <IonInput
        ref={codeInput}
        label="Combination"
        labelPlacement="floating"
        fill="outline"
        value={code}
        maxlength={50}
        autocomplete="off"
        inputmode={keyboard.inputmode}
        pattern={keyboard.pattern}
        autocapitalize="off"
        data-keyboard={keyboard.inputmode}
        data-testid="combination-input"
        onIonInput={(e) => onCode(String(e.detail.value ?? ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onTryCombination(e);
        }}
      />
      <IonButton type="submit" expand="block" data-testid="try-combination">
        Try combination
      </IonButton>
    </form>
  );
}
