/** The editor's body: player view and visualization side by side, the lists, the dialogs and panels. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { IonIcon, IonSpinner } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import type { SceneEditor } from '../../data/editor/useSceneEditor';
import { generateGridImage } from '../../data/editor/scene-editor-api';
import { EDITOR_MESSAGES } from '@core/content/messages';
import PlayerView from './canvas/PlayerView';
import VisualizationPanel from './canvas/VisualizationPanel';
import ElementList from './canvas/ElementList';
import ElementEditDialog from './dialogs/ElementEditDialog';
import ModifySceneDialog from './dialogs/ModifySceneDialog';
import GridTiles from './grid/GridTiles';
import AssistantPanel from './assistant/AssistantPanel';
import type { SelectElement } from './select-element';

const PuzzleGraphPanel = lazy(() => import('./graph/PuzzleGraphPanel'));

interface Props {
  editor: SceneEditor;
  roomId: string;
  sceneIndex: number;
  grid: 'off' | 'generating' | 'on';
  onGrid: (grid: 'off' | 'generating' | 'on') => void;
  modifyOpen: boolean;
  onCloseModify: () => void;
  assistantOpen: boolean;
  onCloseAssistant: () => void;
  selectRequest: string | null;
  onSelectHandled: () => void;
  onSelectElement: SelectElement;
}

export default function SceneWorkspace(props: Props) {
  const { editor, roomId, sceneIndex, grid, onGrid } = props;
  const { scene, elements } = editor.data!;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [gridUrl, setGridUrl] = useState<string | null>(null);
  const location = useLocation();

  // An element chosen in the verdict or the graph (also across scenes, through ?select=).
  const requested = props.selectRequest ?? new URLSearchParams(location.search).get('select');
  useEffect(() => {
    if (requested && elements.some((e) => e.id === requested)) setEditingId(requested);
    if (props.selectRequest) props.onSelectHandled();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a new request arrives
  }, [requested]);

  useEffect(() => {
    if (grid !== 'generating') return;
    let cancelled = false;
    generateGridImage(roomId, sceneIndex)
      .then((url) => {
        if (cancelled) return;
        setGridUrl(url);
        onGrid('on');
        editor.notify(EDITOR_MESSAGES.gridOverlayGenerated);
      })
      .catch((error: Error) => {
        if (cancelled) return;
        onGrid('off');
        editor.notify(error.message);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one request per 'generating'
  }, [grid]);

  const editing = elements.find((e) => e.id === editingId) ?? null;
  const playerImage = scene.modified_image_url ?? scene.original_image_url;

  return (
    <div className={`editor-workspace${props.assistantOpen ? ' editor-workspace--with-panel' : ''}`}>
      <p className="editor-info" data-testid="editor-info">
        <IonIcon icon={informationCircleOutline} aria-hidden="true" />
        The left image is the player view; the right image shows each element&apos;s bounding box. Drag the coloured
        dots to move elements, and click an element to edit it.
      </p>
      <GridTiles
        editor={editor}
        sceneIndex={sceneIndex}
        gridOn={grid === 'on'}
        render={(tiles) => (
          <div className="editor-panels">
            <PlayerView
              scene={scene}
              imageUrl={grid === 'on' && gridUrl ? gridUrl : playerImage}
              elements={elements}
              onMove={(element, x, y) => void editor.move(element, x, y)}
              onOpen={(element) => setEditingId(element.id)}
              grid={grid === 'on' ? tiles : null}
            />
            <VisualizationPanel editor={editor} />
          </div>
        )}
      />
      <div className="editor-lower">
        <ElementList elements={elements} onOpen={(element) => setEditingId(element.id)} />
        <Suspense
          fallback={
            <div className="editor-card centered-fill">
              <IonSpinner name="crescent" aria-label="Loading the puzzle graph" />
            </div>
          }
        >
          <PuzzleGraphPanel
            roomId={roomId}
            revision={editor.revision}
            sceneIndex={sceneIndex}
            onSelectElement={props.onSelectElement}
          />
        </Suspense>
      </div>
      <ElementEditDialog editor={editor} element={editing} onClose={() => setEditingId(null)} />
      <ModifySceneDialog editor={editor} isOpen={props.modifyOpen} onClose={props.onCloseModify} />
      {props.assistantOpen && <AssistantPanel editor={editor} roomId={roomId} onClose={props.onCloseAssistant} />}
    </div>
  );
}
