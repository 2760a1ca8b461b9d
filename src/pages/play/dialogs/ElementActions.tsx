/**
 * The element dialog's actions: Inspect / Take / Open / Go through, or the combination form of a
 * lock, and "Use <item>" for the selected inventory item. While the lock is over its wrong-entry
 * limit, the form counts down to when it takes a code again instead.
 */
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { IonButton, IonInput } from '@ionic/react';
import type { ElementRuntime, InventoryItem, PlayElement } from '@core';
import { PLAY_MESSAGES } from '@core/content/play-messages';
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
  /** Seconds until the lock takes a code again (0: it takes one now). */
  waitSeconds: number;
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
function CombinationForm({ element, code, codeInput, onCode, onTryCombination, waitSeconds }: ElementActionsProps) {
  const keyboard = codeInputProps(codeKeyboard(element));
  const waiting = waitSeconds > 0;
  return (
    <form onSubmit={onTryCombination} className="play-combination" aria-label="Combination">
      {waiting && (
        // Not a live region: the play screen's one live region said it once; this counts down each second.
        <p className="play-lock-wait" data-testid="lock-wait">
          {PLAY_MESSAGES.lockWait(waitSeconds)}
        </p>
      )}
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
        disabled={waiting}
        onIonInput={(e) => onCode(String(e.detail.value ?? ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onTryCombination(e);
        }}
      />
      <IonButton type="submit" expand="block" data-testid="try-combination" disabled={waiting}>
        Try combination
      </IonButton>
    </form>
  );
}
