/** The editor's head (§2): title, subtitle, the five buttons, the scene switcher, the verdict and Undo. */
import { useNavigate } from 'react-router-dom';
import { IonButton, IonIcon } from '@ionic/react';
import { arrowUndoOutline, chevronBack, chevronForward } from 'ionicons/icons';
import type { SceneEditor } from '../../data/editor/useSceneEditor';
import { sceneSubtitle } from './editor-math';
import EditorButtons from './EditorButtons';
import SolvabilityBadge from './SolvabilityBadge';
import type { SelectElement } from './select-element';
import { EDITOR_LABELS } from '@core/content/labels';

interface Props {
  editor: SceneEditor;
  roomId: string;
  sceneIndex: number;
  assistantOpen: boolean;
  onToggleAssistant: () => void;
  grid: 'off' | 'generating' | 'on';
  onGrid: (grid: 'off' | 'generating' | 'on') => void;
  onModify: () => void;
  onSelectElement: SelectElement;
}

export default function EditorHeader(props: Props) {
  const { editor, roomId, sceneIndex, grid } = props;
  const { scene, room, verdict, can_undo, undo_label } = editor.data!;
  const navigate = useNavigate();
  const sceneLink = (index: number) => `/escape-rooms/${roomId}/edit/${index}`;

  return (
    // A div, not <header>: inside the page's content a header is a banner landmark nested in
    // another landmark (axe landmark-banner-is-top-level); the h1 marks the top.
    <div className="editor-head">
      <div className="editor-head__titles">
        <h1 data-testid="editor-title">{EDITOR_LABELS.title(scene.title)}</h1>
        <p className="muted" data-testid="editor-subtitle">
          {sceneSubtitle(sceneIndex, scene.positioning_method)}
        </p>
        <SceneSwitcher
          roomTitle={room.title}
          sceneIndex={sceneIndex}
          sceneCount={room.scene_titles.length}
          sceneLink={sceneLink}
        />
      </div>
      <EditorButtons
        editor={editor}
        assistantOpen={props.assistantOpen}
        onToggleAssistant={props.onToggleAssistant}
        grid={grid}
        onGrid={props.onGrid}
        onModify={props.onModify}
      />
      <div className="editor-head__verdict">
        <SolvabilityBadge verdict={verdict} onSelectElement={props.onSelectElement} />
        <IonButton
          size="small"
          fill="outline"
          disabled={!can_undo}
          onClick={async () => {
            const touched = await editor.undo();
            if (touched !== null && touched !== sceneIndex) navigate(sceneLink(touched));
          }}
          title={undo_label ?? 'Nothing to undo'}
          data-testid="editor-undo"
        >
          <IonIcon aria-hidden="true" slot="start" icon={arrowUndoOutline} />
          {can_undo && undo_label ? `Undo: ${undo_label}` : 'Undo'}
        </IonButton>
      </div>
    </div>
  );
}

/** Previous scene, "{room} · scene n of m", next scene. */
function SceneSwitcher(props: {
  roomTitle: string;
  sceneIndex: number;
  sceneCount: number;
  sceneLink: (index: number) => string;
}) {
  const { sceneIndex, sceneCount, sceneLink } = props;
  return (
    <nav className="editor-head__switcher" aria-label="Scenes">
      <IonButton
        size="small"
        fill="clear"
        disabled={sceneIndex <= 0}
        routerLink={sceneLink(sceneIndex - 1)}
        aria-label="Previous scene"
        data-testid="editor-prev-scene"
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBack} />
      </IonButton>
      <span data-testid="editor-scene-position">
        {props.roomTitle} · scene {sceneIndex + 1} of {sceneCount}
      </span>
      <IonButton
        size="small"
        fill="clear"
        disabled={sceneIndex >= sceneCount - 1}
        routerLink={sceneLink(sceneIndex + 1)}
        aria-label="Next scene"
        data-testid="editor-next-scene"
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForward} />
      </IonButton>
    </nav>
  );
}
