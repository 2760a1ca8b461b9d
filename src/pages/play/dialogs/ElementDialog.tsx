/**
 * Element detail dialog: a zoomable close-up, the description and (once inspected)
 * the clue, and the actions that fit the element: Inspect / Take / Open / Go through,
 * a combination form for locks, and "Use <item>" for the selected inventory item.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import NamedModal from '../../../components/controls/NamedModal';
import { close } from 'ionicons/icons';
import { ZOOM, type GameState, type InventoryItem, type PlayElement, type PlayScene } from '@core';
import { runtimeOf } from '../element-actions';
import { stepZoom } from '../scene/scene-layout';
import type { Outcome } from '../outcome';
import { ELEMENT_DIALOG_HEADER_ID, returnFocus } from './dialog-a11y';
import { ElementCloseUp, ElementFacts, ElementOutcomeSlot } from './ElementDialogBody';
import ElementActions from './ElementActions';
import { useCountdown } from './useCountdown';

export interface ElementDialogProps {
  element: PlayElement | null;
  scene: PlayScene | null;
  state: GameState;
  imageSrc?: string;
  selectedItem: InventoryItem | null;
  /** The result of the last action on this element, kept on screen until the next one. */
  outcome?: Outcome | null;
  onInteract: (elementId: string, input?: string) => void;
  onUseItem: (elementId: string, itemId: string) => void;
  onBlankCombination: (elementId: string) => void;
  onClose: () => void;
  /** When this lock takes a code again (epoch ms), while it is over its wrong-entry limit; else null. */
  lockWaitUntil?: number | null;
}

/** The element's name as the dialog's title: a long name wraps (play-dialogs.css) rather than running off the header. */
const DialogName = ({ name }: { name: string }) => (
  <IonTitle data-testid="element-dialog-title">
    <span className="element-dialog-name">{name}</span>
  </IonTitle>
);

export default function ElementDialog(props: ElementDialogProps) {
  const { element, scene, state, imageSrc, selectedItem } = props;
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLIonInputElement>(null);
  const modal = useRef<HTMLIonModalElement>(null);
  const outcomeSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setZoom(ZOOM.initial);
    setCode('');
  }, [element?.id]);

  const runtime = element ? runtimeOf(state, element) : null;
  const waitSeconds = useCountdown(props.lockWaitUntil ?? null);
  const tryCombination = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!element || waitSeconds > 0) return;
    // A blank entry is refused here, without an action (spec §5); the page says why.
    // The input element holds the latest keystroke even before React re-renders.
    const entered = String(codeInput.current?.value ?? code);
    if (entered.trim() === '') {
      props.onBlankCombination(element.id);
      return;
    }
    props.onInteract(element.id, entered);
  };
  const outcome = props.outcome ?? null;
  useFocusKeptOnOutcome(outcome, modal, outcomeSlot);
  useClosedOnEscape(element !== null, props.onClose);
  const opener = useOpenerId(element);

  return (
    <NamedModal
      ref={modal}
      name={element?.name ?? ''}
      isOpen={element !== null}
      onDidDismiss={() => {
        props.onClose();
        requestAnimationFrame(() => returnFocus(opener.current));
      }}
      data-testid="element-dialog"
      className="play-element-modal"
    >
      {element && runtime && (
        <>
          <IonHeader id={ELEMENT_DIALOG_HEADER_ID}>
            <IonToolbar>
              <DialogName name={element.name} />
              <IonButtons slot="end">
                <IonButton onClick={props.onClose} aria-label="Close">
                  <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
                </IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent className="ion-padding">
            <ElementCloseUp
              element={element}
              scene={scene}
              imageSrc={imageSrc}
              zoom={zoom}
              onZoom={(direction) => setZoom((z) => stepZoom(z, direction))}
            />
            <ElementFacts element={element} runtime={runtime} state={state} />
            <ElementOutcomeSlot outcome={outcome} slotRef={outcomeSlot} />
            <ElementActions
              element={element}
              runtime={runtime}
              selectedItem={selectedItem}
              code={code}
              codeInput={codeInput}
              onCode={setCode}
              onTryCombination={tryCombination}
              onInteract={props.onInteract}
              onUseItem={props.onUseItem}
              waitSeconds={waitSeconds}
            />
          </IonContent>
        </>
      )}
    </NamedModal>
  );
}

/**
 * A solved lock takes its combination form away, and the focus with it: keep the focus in
 * the dialog, on the result, so a keyboard user reads it and Escape still closes the dialog.
 */
function useFocusKeptOnOutcome(
  outcome: Outcome | null,
  modal: RefObject<HTMLIonModalElement | null>,
  outcomeSlot: RefObject<HTMLDivElement | null>,
): void {
  useEffect(() => {
    if (!outcome) return;
    const frame = requestAnimationFrame(() => {
      if (!modal.current?.contains(document.activeElement)) outcomeSlot.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // The refs are the dialog's own, the same objects on every render: the effect follows the outcome.
  }, [outcome, modal, outcomeSlot]);
}

/**
 * Escape closes the dialog wherever the focus is; Ionic gives Escape to the top overlay,
 * which is the snackbar after an action, and a snackbar does not close on Escape.
 */
function useClosedOnEscape(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);
}

/** The element that opened the dialog, to get the focus back once it has closed. */
function useOpenerId(element: PlayElement | null): RefObject<string | null> {
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (element) opener.current = element.id;
  }, [element]);
  return opener;
}
