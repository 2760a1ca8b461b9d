/**
 * The scene editor (rooms-and-play-spec §2 Scene editor, §4): admin only. The player view with
 * draggable markers and the grid, the bounding-box visualization, the element list, the
 * dialogs, the AI assistant, the room's solvability verdict and its puzzle graph.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { IonContent, IonIcon, IonPage, IonSpinner } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { AUTH_MESSAGES } from '@core/content/auth-messages';
import StudioHeader from '../../components/layout/StudioHeader';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import NoticeToast from '../../components/feedback/NoticeToast';
import { useProfile } from '../../data/auth/useProfile';
import { useSceneEditor } from '../../data/editor/useSceneEditor';
import EditorHeader from './EditorHeader';
import SceneWorkspace from './SceneWorkspace';
import type { SelectElement } from './select-element';
import './editor.css';
import './dialogs.css';
import { EDITOR_LABELS } from '@core/content/labels';

function SceneEditor({ roomId, sceneIndex }: { roomId: string; sceneIndex: number }) {
  const editor = useSceneEditor(roomId, sceneIndex);
  const navigate = useNavigate();
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [gridRequested, setGridRequested] = useState<'off' | 'generating' | 'on'>('off');
  const [modifyOpen, setModifyOpen] = useState(false);
  const [pendingSelect, setPendingSelect] = useState<string | null>(null);

  if (editor.loading)
    return (
      <div className="centered-fill editor-loading" role="status" data-testid="editor-loading">
        <IonSpinner name="crescent" aria-hidden="true" />
        <p>{EDITOR_LABELS.loading}</p>
      </div>
    );
  if (editor.error || !editor.data) return <ErrorBanner message={editor.error} testId="editor-error" />;

  /** Selects an element named by the graph or the verdict, switching scene when it lives elsewhere. */
  const selectElement: SelectElement = (element) => {
    if (element.scene_index !== null && element.scene_index !== sceneIndex) {
      navigate(`/escape-rooms/${roomId}/edit/${element.scene_index}?select=${element.id}`);
      return;
    }
    setPendingSelect(element.id);
  };

  return (
    <>
      <EditorHeader
        editor={editor}
        roomId={roomId}
        sceneIndex={sceneIndex}
        assistantOpen={assistantOpen}
        onToggleAssistant={() => setAssistantOpen((open) => !open)}
        grid={gridRequested}
        onGrid={setGridRequested}
        onModify={() => setModifyOpen(true)}
        onSelectElement={selectElement}
      />
      <SceneWorkspace
        editor={editor}
        roomId={roomId}
        sceneIndex={sceneIndex}
        grid={gridRequested}
        onGrid={setGridRequested}
        modifyOpen={modifyOpen}
        onCloseModify={() => setModifyOpen(false)}
        assistantOpen={assistantOpen}
        onCloseAssistant={() => setAssistantOpen(false)}
        selectRequest={pendingSelect}
        onSelectHandled={() => setPendingSelect(null)}
        onSelectElement={selectElement}
      />
      <NoticeToast notice={editor.notice} onDismiss={() => editor.notify(null)} testId="editor-notice" />
    </>
  );
}

export default function SceneEditorPage() {
  const { id = '', sceneIndex = '0' } = useParams<{ id: string; sceneIndex: string }>();
  const { profile, isAdmin, isCreator, loading } = useProfile();
  const index = Number.parseInt(sceneIndex, 10);

  return (
    <IonPage>
      <StudioHeader email={profile?.email} admin={isAdmin} />
      <IonContent className="studio-content">
        <div className="editor-body" data-testid="scene-editor">
          {loading ? (
            <div className="centered-fill editor-loading" role="status">
              <IonSpinner name="crescent" aria-hidden="true" />
              <p>{EDITOR_LABELS.loading}</p>
            </div>
          ) : !isCreator ? (
            <section className="coming-soon surface-card" data-testid="access-denied">
              <IonIcon icon={lockClosedOutline} aria-hidden="true" />
              <p role="alert">{AUTH_MESSAGES.accessDenied}</p>
            </section>
          ) : (
            <SceneEditor key={`${id}/${sceneIndex}`} roomId={id} sceneIndex={Number.isFinite(index) ? index : -1} />
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
