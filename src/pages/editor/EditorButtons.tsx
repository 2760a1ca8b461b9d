/** The editor head's five buttons (§2): AI Assistant, Show/Hide Grid, Modify Scene, Regenerate Visualization, Back. */
import { IonButton, IonIcon } from '@ionic/react';
import { arrowBack, chatbubblesOutline, colorWandOutline, gridOutline, refreshOutline } from 'ionicons/icons';
import type { SceneEditor } from '../../data/editor/useSceneEditor';
import { EDITOR_LABELS } from '@core/content/labels';

interface Props {
  editor: SceneEditor;
  assistantOpen: boolean;
  onToggleAssistant: () => void;
  grid: 'off' | 'generating' | 'on';
  onGrid: (grid: 'off' | 'generating' | 'on') => void;
  onModify: () => void;
}

export default function EditorButtons({ editor, grid, ...props }: Props) {
  const { scene } = editor.data!;
  return (
    <div className="editor-head__buttons">
      <IonButton
        fill={props.assistantOpen ? 'solid' : 'outline'}
        onClick={props.onToggleAssistant}
        aria-pressed={props.assistantOpen}
        data-testid="editor-ai-toggle"
      >
        <IonIcon aria-hidden="true" slot="start" icon={chatbubblesOutline} />
        AI Assistant
      </IonButton>
      <IonButton
        fill={grid === 'on' ? 'solid' : 'outline'}
        disabled={grid === 'generating'}
        onClick={() => props.onGrid(grid === 'off' ? 'generating' : 'off')}
        data-testid="editor-grid-toggle"
      >
        <IonIcon aria-hidden="true" slot="start" icon={gridOutline} />
        {grid === 'generating' ? EDITOR_LABELS.generatingGrid : grid === 'on' ? 'Hide Grid' : 'Show Grid'}
      </IonButton>
      <IonButton
        fill="outline"
        disabled={!scene.original_image_url}
        onClick={props.onModify}
        data-testid="editor-modify"
      >
        <IonIcon aria-hidden="true" slot="start" icon={colorWandOutline} />
        Modify Scene
      </IonButton>
      <IonButton
        fill="outline"
        disabled={!scene.has_visualization}
        onClick={() => void editor.regenerate()}
        data-testid="editor-regenerate"
      >
        <IonIcon aria-hidden="true" slot="start" icon={refreshOutline} />
        Regenerate Visualization
      </IonButton>
      <IonButton fill="outline" routerLink="/admin" routerDirection="back" data-testid="editor-back">
        <IonIcon aria-hidden="true" slot="start" icon={arrowBack} />
        Back
      </IonButton>
    </div>
  );
}
