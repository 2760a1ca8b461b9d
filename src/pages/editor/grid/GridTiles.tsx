/**
 * Grid mode's behaviour (§4): the first click on a tile selects it and asks for AI suggestions
 * (cached per tile); a second click on the selected tile opens Configure Grid Tile Action.
 * Hiding the grid clears the selection. Configured actions are listed as Grid Tile Actions.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IonChip, IonLabel } from '@ionic/react';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import { suggestElements } from '../../../data/editor/scene-editor-api';
import GridActionDialog, { type SuggestionState } from './GridActionDialog';
import type { GridControls } from './GridOverlay';
import { tileKey, type GridTileAction } from '../editor-math';

type Cell = { x: number; y: number };

interface Props {
  editor: SceneEditor;
  sceneIndex: number;
  gridOn: boolean;
  render: (grid: GridControls & { onToggleLabels: (on: boolean) => void }) => ReactNode;
}

export default function GridTiles({ editor, sceneIndex, gridOn, render }: Props) {
  const [selected, setSelected] = useState<Cell | null>(null);
  const [labels, setLabels] = useState(false);
  const [configuring, setConfiguring] = useState<Cell | null>(null);
  const [suggestions, setSuggestions] = useState<Record<string, SuggestionState>>({});
  const [actions, setActions] = useState<GridTileAction[]>([]);
  const asked = useRef(new Set<string>());

  useEffect(() => {
    if (!gridOn) setSelected(null);
  }, [gridOn]);

  const fetchSuggestions = (cell: Cell) => {
    const key = tileKey(cell);
    if (asked.current.has(key)) return;
    asked.current.add(key);
    setSuggestions((s) => ({ ...s, [key]: { loading: true, error: null, items: [] } }));
    const { scene, elements } = editor.data!;
    suggestElements({ title: scene.title, description: scene.description }, elements, cell)
      .then((items) => setSuggestions((s) => ({ ...s, [key]: { loading: false, error: null, items } })))
      .catch((error: Error) => {
        asked.current.delete(key);
        setSuggestions((s) => ({ ...s, [key]: { loading: false, error: error.message, items: [] } }));
      });
  };

  const onTile = (cell: Cell) => {
    if (selected && selected.x === cell.x && selected.y === cell.y) {
      setConfiguring(cell);
      return;
    }
    setSelected(cell);
    fetchSuggestions(cell);
  };

  return (
    <>
      {render({ selected, labels, onTile, onToggleLabels: setLabels })}
      {gridOn && selected && (
        <p className="editor-tile-hint" data-testid="grid-tile-hint">
          Tile [{selected.x}, {selected.y}] selected
          {suggestions[tileKey(selected)]?.loading ? ' · asking the AI for ideas…' : ''}. Click it again to configure an
          action.
        </p>
      )}
      {actions.length > 0 && (
        <section className="editor-card" aria-labelledby="grid-actions-title">
          <div className="editor-card__head">
            <h2 id="grid-actions-title">Grid Tile Actions</h2>
          </div>
          <ul className="editor-grid-actions" data-testid="grid-actions">
            {actions.map((action) => (
              <li key={`${action.timestamp}-${action.elementName}`} data-testid="grid-action">
                <strong>{action.elementName}</strong>
                <span className="muted">
                  {action.actionType} · {action.elementType} · on {action.triggerEvent} · [{action.coordinates.x},{' '}
                  {action.coordinates.y}]
                </span>
                <IonChip color="success">
                  <IonLabel>{action.status}</IonLabel>
                </IonChip>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GridActionDialog
        editor={editor}
        sceneIndex={sceneIndex}
        cell={configuring}
        suggestions={configuring ? suggestions[tileKey(configuring)] : undefined}
        onClose={() => setConfiguring(null)}
        onCreated={(action) => setActions((list) => [...list, action])}
      />
    </>
  );
}
