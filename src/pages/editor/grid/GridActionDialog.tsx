/**
 * Configure Grid Tile Action (§2, §3 Grid tile action, §5). The spec only shows the notice
 * 'Element will be created at grid position [x, y]' and makes no call; beyond the spec (issue 9),
 * confirming really creates the element at the tile's pixel position (§9 gridToPixel) with
 * config.grid_coordinates and created_from_grid, and the action joins the Grid Tile Actions list.
 */
import { IonButton, IonSpinner } from '@ionic/react';
import NamedModal from '../../../components/controls/NamedModal';
import type { ElementSuggestion } from '@core';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import type { GridTileAction } from '../editor-math';
import { typeLabel } from '../canvas/ElementList';
import GridActionFields from './GridActionFields';
import { useGridAction } from './useGridAction';

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
  const { action, error, status, set, pick, confirm } = useGridAction(editor, cell, onClose, onCreated);

  return (
    <NamedModal name={DIALOG_TITLE} isOpen={action !== null} onDidDismiss={onClose} className="editor-dialog">
      {action && (
        <div className="editor-dialog__body" data-testid="grid-action-dialog">
          <h2>{DIALOG_TITLE}</h2>
          <p className="muted">
            Tile [{action.coordinates.x}, {action.coordinates.y}]
          </p>
          <ErrorBanner message={error} testId="grid-action-error" />
          <GridSuggestions suggestions={suggestions} onPick={pick} />
          <GridActionFields action={action} set={set} />
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

/** The AI's ideas for the tile: asking, its message when it failed, or the ideas to pick from. */
function GridSuggestions({
  suggestions,
  onPick,
}: {
  suggestions: SuggestionState | undefined;
  onPick: (suggestion: ElementSuggestion) => void;
}) {
  return (
    <>
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
                onClick={() => onPick(s)}
                data-testid="grid-suggestion"
              >
                <strong>{s.name}</strong> <span className="muted">({typeLabel(s.element_type)})</span>
                <span>{s.reason}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
