/**
 * Configure Grid Tile Action (§2, §3 Grid tile action, §5). The spec only shows the notice
 * 'Element will be created at grid position [x, y]' and makes no call; beyond the spec (issue 9),
 * confirming really creates the element at the tile's pixel position (§9 gridToPixel) with
 * config.grid_coordinates and created_from_grid, and the action joins the Grid Tile Actions list.
 */
import { useEffect, useState } from 'react';
import { IonButton, IonInput, IonSelect, IonSelectOption, IonSpinner, IonTextarea } from '@ionic/react';
import NamedModal from '../../components/NamedModal';
import { ELEMENT_TYPES, GRID_ACTION_TYPES, type ElementSuggestion } from '@core';
import { EDITOR_MESSAGES, ROOM_MESSAGES } from '@core/messages';
import ErrorBanner from '../../components/ErrorBanner';
import type { SceneEditor } from '../../data/useSceneEditor';
import { GRID_TRIGGER_EVENTS, gridActionToElement, newGridAction, type GridTileAction } from './editor-math';
import { typeLabel } from './ElementList';

const DIALOG_TITLE = 'Configure Grid Tile Action';

/** The AI suggestions for a tile, as the grid asked for them. */
export type SuggestionState = { loading: boolean; error: string | null; items: ElementSuggestion[] };

interface Props {
  editor: SceneEditor;
  sceneIndex: number;
  cell: { x: number; y: number } | null;
  suggestions: SuggestionState | undefined;
  onClose: () => void;
  onCreated: (action: GridTileAction) => void;
}

export default function GridActionDialog({ editor, cell, suggestions, onClose, onCreated }: Props) {
  const [action, setAction] = useState<GridTileAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    setAction(cell ? newGridAction(cell) : null);
    setError(null);
    setStatus(null);
  }, [cell]);

  const set = <K extends keyof GridTileAction>(key: K, value: GridTileAction[K]) =>
    setAction((a) => (a ? { ...a, [key]: value } : a));
  const pick = (s: ElementSuggestion) =>
    setAction((a) =>
      a
        ? {
            ...a,
            elementName: s.name,
            elementType: s.element_type,
            actionType: s.action_type,
            description: s.description,
          }
        : a,
    );

  const confirm = async () => {
    if (!action) return;
    setError(null);
    if (!action.elementName.trim()) {
      setError(ROOM_MESSAGES.gridActionNameRequired);
      return;
    }
    const notice = EDITOR_MESSAGES.elementAtGrid(action.coordinates.x, action.coordinates.y);
    setStatus(notice);
    editor.notify(notice);
    try {
      const element = await editor.create(
        gridActionToElement(action, editor.data!.scene.image_resolution),
        EDITOR_MESSAGES.createFromGridFailed,
      );
      onCreated({ ...action, elementName: element.name, elementId: element.id, status: 'configured' });
      onClose();
    } catch (e) {
      setStatus(null);
      setError((e as Error).message);
      editor.notify((e as Error).message);
    }
  };

  return (
    <NamedModal name={DIALOG_TITLE} isOpen={action !== null} onDidDismiss={onClose} className="editor-dialog">
      {action && (
        <div className="editor-dialog__body" data-testid="grid-action-dialog">
          <h2>{DIALOG_TITLE}</h2>
          <p className="muted">
            Tile [{action.coordinates.x}, {action.coordinates.y}]
          </p>
          <ErrorBanner message={error} testId="grid-action-error" />
          {suggestions?.loading && (
            <p className="editor-working" role="status">
              <IonSpinner name="crescent" aria-hidden="true" /> Asking the AI for ideas…
            </p>
          )}
          {suggestions?.error && <p className="muted">{suggestions.error}</p>}
          {suggestions && suggestions.items.length > 0 && (
            <ul className="editor-suggestions" data-testid="grid-suggestions">
              {suggestions.items.map((s) => (
                <li key={`${s.name}-${s.action_type}`}>
                  <button
                    type="button"
                    className="editor-suggestion"
                    onClick={() => pick(s)}
                    data-testid="grid-suggestion"
                  >
                    <strong>{s.name}</strong> <span className="muted">({typeLabel(s.element_type)})</span>
                    <span>{s.reason}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="editor-form-grid">
            <IonInput
              label="Element name"
              labelPlacement="stacked"
              fill="outline"
              value={action.elementName}
              onIonInput={(e) => set('elementName', String(e.detail.value ?? ''))}
              data-testid="grid-element-name"
            />
            <IonSelect
              label="Action type"
              labelPlacement="stacked"
              fill="outline"
              value={action.actionType}
              onIonChange={(e) => set('actionType', e.detail.value)}
              data-testid="grid-action-type"
            >
              {GRID_ACTION_TYPES.map((t) => (
                <IonSelectOption key={t} value={t}>
                  {t}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonSelect
              label="Element type"
              labelPlacement="stacked"
              fill="outline"
              value={action.elementType}
              onIonChange={(e) => set('elementType', e.detail.value)}
              data-testid="grid-element-type"
            >
              {ELEMENT_TYPES.map((t) => (
                <IonSelectOption key={t} value={t}>
                  {typeLabel(t)}
                </IonSelectOption>
              ))}
            </IonSelect>
            <IonSelect
              label="Trigger event"
              labelPlacement="stacked"
              fill="outline"
              value={action.triggerEvent}
              onIonChange={(e) => set('triggerEvent', e.detail.value)}
              data-testid="grid-trigger"
            >
              {GRID_TRIGGER_EVENTS.map((t) => (
                <IonSelectOption key={t} value={t}>
                  {t}
                </IonSelectOption>
              ))}
            </IonSelect>
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
          {status && (
            <p className="editor-working" role="status" data-testid="grid-action-status">
              {status}
            </p>
          )}
          <div className="editor-dialog__actions">
            <span className="editor-dialog__spacer" />
            <IonButton fill="clear" onClick={onClose}>
              Cancel
            </IonButton>
            <IonButton onClick={() => void confirm()} disabled={status !== null} data-testid="grid-action-confirm">
              Create Element
            </IonButton>
          </div>
        </div>
      )}
    </NamedModal>
  );
}
