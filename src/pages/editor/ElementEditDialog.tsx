/** The Edit Element dialog (§2, §3): every field of the element and its config; save and delete. */
import { useEffect, useState } from 'react';
import { IonButton, IonInput, IonSelect, IonSelectOption, IonTextarea, IonToggle } from '@ionic/react';
import NamedModal from '../../components/NamedModal';
import { ELEMENT_TYPES, type EditorElement } from '@core';
import ErrorBanner from '../../components/ErrorBanner';
import type { SceneEditor } from '../../data/useSceneEditor';
import { draftOf, keyCandidates, updateBodyOf, type ElementDraft } from './element-form';
import { confidencePercent, isLowConfidence } from './editor-math';
import { typeLabel } from './ElementList';

const DIALOG_TITLE = 'Edit Element';

interface Props {
  editor: SceneEditor;
  element: EditorElement | null;
  onClose: () => void;
}

export default function ElementEditDialog({ editor, element, onClose }: Props) {
  const [draft, setDraft] = useState<ElementDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    setDraft(element ? draftOf(element) : null);
    setError(null);
    setConfirmDelete(false);
  }, [element?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a new element resets the form

  const set = <K extends keyof ElementDraft>(key: K, value: ElementDraft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const text = (key: keyof ElementDraft, label: string, testId: string, type: 'text' | 'number' = 'text') => (
    <IonInput
      label={label}
      labelPlacement="stacked"
      fill="outline"
      type={type}
      value={String(draft![key])}
      onIonInput={(e) => set(key, String(e.detail.value ?? '') as never)}
      data-testid={testId}
    />
  );
  const area = (key: keyof ElementDraft, label: string, testId: string, helper?: string) => (
    <IonTextarea
      label={label}
      labelPlacement="stacked"
      fill="outline"
      autoGrow
      rows={2}
      helperText={helper}
      value={String(draft![key])}
      onIonInput={(e) => set(key, String(e.detail.value ?? '') as never)}
      data-testid={testId}
    />
  );

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
          <div className="editor-form-grid">
            {text('name', 'Name', 'element-name')}
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
            {text('x', 'X position', 'element-x', 'number')}
            {text('y', 'Y position', 'element-y', 'number')}
            {text('interaction_type', 'Interaction type', 'element-interaction')}
            {text('points', 'Points', 'element-points', 'number')}
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
            {draft.element_type === 'combination_lock' &&
              text('solution', 'Solution (combination)', 'element-solution')}
            <IonToggle
              checked={draft.visible}
              onIonChange={(e) => set('visible', e.detail.checked)}
              labelPlacement="end"
              data-testid="element-visible"
            >
              Visible
            </IonToggle>
          </div>
          {area('description', 'Description', 'element-description')}
          {area('clue_text', 'Clue text', 'element-clue')}
          {area('success_message', 'Success message', 'element-success')}
          {area('failure_message', 'Failure message', 'element-failure')}
          {area('hints', 'Hints', 'element-hints', 'One hint per line')}
          {area('visual_clues', 'Visual clues', 'element-visual-clues', 'One clue per line')}
          <p className="muted">Solution method: {element.config.solution_method}</p>
          <div className="editor-dialog__actions">
            {confirmDelete ? (
              <>
                <span>Delete {element.name}?</span>
                <IonButton
                  color="danger"
                  disabled={busy}
                  onClick={() => void run(() => editor.remove(element.id))}
                  data-testid="element-delete-confirm"
                >
                  Yes, delete
                </IonButton>
                <IonButton fill="clear" onClick={() => setConfirmDelete(false)}>
                  Keep
                </IonButton>
              </>
            ) : (
              <IonButton
                color="danger"
                fill="outline"
                onClick={() => setConfirmDelete(true)}
                data-testid="element-delete"
              >
                Delete
              </IonButton>
            )}
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
