/** Modify Scene with Natural Language (§2, §5): a sentence re-paints the scene; the new image is shown. */
import { useState } from 'react';
import { IonButton, IonSpinner, IonTextarea } from '@ionic/react';
import NamedModal from '../../../components/controls/NamedModal';
import { ROOM_MESSAGES } from '@core/content/messages';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import MediaImage from '../../../components/rooms/MediaImage';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';

const DIALOG_TITLE = 'Modify Scene with Natural Language';

export default function ModifySceneDialog({
  editor,
  isOpen,
  onClose,
}: {
  editor: SceneEditor;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!prompt.trim()) {
      setError(ROOM_MESSAGES.modificationPromptRequired);
      return;
    }
    setBusy(true);
    try {
      setResult(await editor.modify(prompt.trim()));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setPrompt('');
    setError(null);
    setResult(null);
    onClose();
  };

  return (
    <NamedModal name={DIALOG_TITLE} isOpen={isOpen} onDidDismiss={close} className="editor-dialog">
      <div className="editor-dialog__body" data-testid="modify-dialog">
        <h2>{DIALOG_TITLE}</h2>
        <p className="muted">Describe the change, such as the lighting, colours or props.</p>
        <ErrorBanner message={error} testId="modify-error" />
        <IonTextarea
          label="Modification"
          labelPlacement="stacked"
          fill="outline"
          rows={3}
          value={prompt}
          placeholder="Make the room darker with candle light"
          onIonInput={(e) => setPrompt(String(e.detail.value ?? ''))}
          data-testid="modify-prompt"
        />
        {busy && (
          <p className="editor-working" role="status">
            <IonSpinner name="crescent" aria-hidden="true" /> Re-painting the scene…
          </p>
        )}
        {result && (
          <MediaImage
            src={result}
            alt="The modified scene"
            className="editor-dialog__image"
            data-testid="modify-result"
          />
        )}
        <div className="editor-dialog__actions">
          <span className="editor-dialog__spacer" />
          <IonButton fill="clear" onClick={close} data-testid="modify-close">
            {result ? 'Done' : 'Cancel'}
          </IonButton>
          <IonButton onClick={() => void submit()} disabled={busy} data-testid="modify-submit">
            Modify Scene
          </IonButton>
        </div>
      </div>
    </NamedModal>
  );
}
