/** The Edit Element dialog (§2, §3): every field of the element and its config; save and delete. */
import { IonButton } from '@ionic/react';
import NamedModal from '../../../components/controls/NamedModal';
import type { EditorElement } from '@core';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import { keyCandidates, updateBodyOf } from './element-form';
import { confidencePercent, isLowConfidence } from '../editor-math';
import { ElementFieldGrid, ElementTextFields } from './ElementFields';
import { useElementDraft } from './useElementDraft';

const DIALOG_TITLE = 'Edit Element';

interface Props {
  editor: SceneEditor;
  element: EditorElement | null;
  onClose: () => void;
}

export default function ElementEditDialog({ editor, element, onClose }: Props) {
  const { draft, error, busy, confirmDelete, setConfirmDelete, set, run } = useElementDraft(element, onClose);

  const keys = element ? keyCandidates(editor.data?.elements ?? [], element) : [];
  return (
    <NamedModal
      name={DIALOG_TITLE}
      isOpen={element !== null && draft !== null}
      onDidDismiss={onClose}
      className="editor-dialog"
    >
      {element && draft && (
        <form
          className="editor-dialog__body"
          data-testid="element-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => editor.save(element.id, updateBodyOf(draft)));
          }}
        >
          <h2>{DIALOG_TITLE}</h2>
          {isLowConfidence(element.position_confidence) && (
            <p className="editor-note" data-testid="low-confidence-note">
              The AI placed this element with low confidence ({confidencePercent(element.position_confidence)}). Check
              its position on the image.
            </p>
          )}
          <ErrorBanner message={error} testId="element-dialog-error" />
          <ElementFieldGrid draft={draft} set={set} keys={keys} />
          <ElementTextFields draft={draft} set={set} />
          <p className="muted">Solution method: {element.config.solution_method}</p>
          <div className="editor-dialog__actions">
            <DeleteControls
              name={element.name}
              busy={busy}
              confirming={confirmDelete}
              onConfirming={setConfirmDelete}
              onDelete={() => void run(() => editor.remove(element.id))}
            />
            <span className="editor-dialog__spacer" />
            <IonButton fill="clear" onClick={onClose}>
              Cancel
            </IonButton>
            <IonButton type="submit" disabled={busy} data-testid="element-save">
              Save
            </IonButton>
          </div>
        </form>
      )}
    </NamedModal>
  );
}

/** Delete, then "Delete {name}?" with Yes, delete and Keep. */
function DeleteControls(props: {
  name: string;
  busy: boolean;
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
  onDelete: () => void;
}) {
  if (!props.confirming)
    return (
      <IonButton color="danger" fill="outline" onClick={() => props.onConfirming(true)} data-testid="element-delete">
        Delete
      </IonButton>
    );
  return (
    <>
      <span>Delete {props.name}?</span>
      <IonButton color="danger" disabled={props.busy} onClick={props.onDelete} data-testid="element-delete-confirm">
        Yes, delete
      </IonButton>
      <IonButton fill="clear" onClick={() => props.onConfirming(false)}>
        Keep
      </IonButton>
    </>
  );
}
