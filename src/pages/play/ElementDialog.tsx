/**
 * Element detail dialog: a zoomable close-up, the description and (once inspected)
 * the clue, and the actions that fit the element: Inspect / Take / Open / Go through,
 * a combination form for locks, and "Use <item>" for the selected inventory item.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  IonButton,
  IonButtons,
  IonChip,
  IonContent,
  IonHeader,
  IonIcon,
  IonInput,
  IonLabel,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import NamedModal from '../../components/NamedModal';
import { add, close, remove } from 'ionicons/icons';
import { ZOOM, type GameState, type InventoryItem, type PlayElement, type PlayScene } from '@core';
import { needsCombination, primaryActionLabel, revealedClue, runtimeOf, stateLabel } from './element-actions';
import { closeUp, stepZoom } from './scene-layout';
import { codeInputProps, codeKeyboard } from './code-keyboard';
import type { Outcome } from './outcome';
import { ELEMENT_DIALOG_HEADER_ID, returnFocus } from './dialog-a11y';

const VIEWPORT = { width: 320, height: 200 };

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
}

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
  const tryCombination = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!element) return;
    // A blank entry is refused here, without an action (spec §5); the page says why.
    // The input element holds the latest keystroke even before React re-renders.
    const entered = String(codeInput.current?.value ?? code);
    if (entered.trim() === '') {
      props.onBlankCombination(element.id);
      return;
    }
    props.onInteract(element.id, entered);
  };
  const view = element && scene ? closeUp(scene.image_resolution, element, VIEWPORT, zoom) : null;
  const clue = element ? revealedClue(element, state) : '';
  const keyboard = element ? codeInputProps(codeKeyboard(element)) : codeInputProps('text');
  const outcome = props.outcome ?? null;

  // A solved lock takes its combination form away, and the focus with it: keep the focus in
  // the dialog, on the result, so a keyboard user reads it and Escape still closes the dialog.
  useEffect(() => {
    if (!outcome) return;
    const frame = requestAnimationFrame(() => {
      if (!modal.current?.contains(document.activeElement)) outcomeSlot.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [outcome]);

  // Escape closes the dialog wherever the focus is; Ionic gives Escape to the top overlay,
  // which is the snackbar after an action, and a snackbar does not close on Escape.
  const { onClose } = props;
  const open = element !== null;
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  // The element that opened the dialog gets the focus back once it has closed.
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (element) opener.current = element.id;
  }, [element]);

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
              <IonTitle data-testid="element-dialog-title">{element.name}</IonTitle>
              <IonButtons slot="end">
                <IonButton onClick={props.onClose} aria-label="Close">
                  <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
                </IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent className="ion-padding">
            <div
              className="play-closeup"
              role="img"
              aria-label={`Close-up of ${element.name}`}
              style={{
                width: VIEWPORT.width,
                height: VIEWPORT.height,
                backgroundImage: imageSrc ? `url("${imageSrc}")` : undefined,
                backgroundSize: view?.size,
                backgroundPosition: view?.position,
              }}
            />
            <div className="play-zoom" role="group" aria-label="Zoom">
              <IonButton
                fill="outline"
                size="small"
                aria-label="Zoom out"
                disabled={zoom <= ZOOM.min}
                onClick={() => setZoom((z) => stepZoom(z, -1))}
              >
                <IonIcon slot="icon-only" icon={remove} aria-hidden="true" />
              </IonButton>
              <span data-testid="zoom-level" aria-live="polite">
                {Math.round(zoom * 100)}%
              </span>
              <IonButton
                fill="outline"
                size="small"
                aria-label="Zoom in"
                disabled={zoom >= ZOOM.max}
                onClick={() => setZoom((z) => stepZoom(z, 1))}
              >
                <IonIcon slot="icon-only" icon={add} aria-hidden="true" />
              </IonButton>
            </div>
            <div className="play-element-state">
              <IonChip
                color={runtime.state === 'solved' ? 'success' : runtime.state === 'locked' ? 'danger' : 'medium'}
              >
                <IonLabel data-testid="element-state" data-state={runtime.state}>
                  {stateLabel(element, runtime)}
                </IonLabel>
              </IonChip>
            </div>
            {element.description && <p data-testid="element-description">{element.description}</p>}
            {clue && (
              <p className="play-clue" data-testid="element-clue">
                {clue}
              </p>
            )}
            <div
              className="play-outcome-slot"
              // Not a live region: the play screen's one live region says the result.
              role="group"
              aria-label="Result"
              tabIndex={-1}
              ref={outcomeSlot}
              data-testid="element-outcome-slot"
            >
              {outcome && (
                <div
                  className={`play-outcome play-outcome--${outcome.success ? 'success' : 'danger'}`}
                  data-testid="element-outcome"
                >
                  <p>{outcome.message}</p>
                  {outcome.changes.length > 0 && (
                    <ul>
                      {outcome.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </div>
            <div className="play-element-actions">
              {needsCombination(element, runtime) ? (
                <form onSubmit={tryCombination} className="play-combination" aria-label="Combination">
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
                    onIonInput={(e) => setCode(String(e.detail.value ?? ''))}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') tryCombination(e);
                    }}
                  />
                  <IonButton type="submit" expand="block" data-testid="try-combination">
                    Try combination
                  </IonButton>
                </form>
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
          </IonContent>
        </>
      )}
    </NamedModal>
  );
}
