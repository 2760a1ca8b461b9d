/** Step 4's preview of one scene picture, full size with its description, in a sheet with Close. */
import { IonButton, IonButtons, IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import NamedModal from '../../../../components/controls/NamedModal';
import MediaImage from '../../../../components/rooms/MediaImage';
import type { Picture } from './SceneImageGrid';

export default function ScenePreview({ preview, onClose }: { preview: Picture | null; onClose: () => void }) {
  return (
    <NamedModal
      name={preview?.title ?? 'Scene preview'}
      isOpen={preview !== null}
      onDidDismiss={onClose}
      data-testid="scene-preview"
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{preview?.title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding scene-preview">
        {preview && <MediaImage src={preview.url} alt={preview.title} />}
        {preview && <p className="muted">{preview.description}</p>}
      </IonContent>
    </NamedModal>
  );
}
