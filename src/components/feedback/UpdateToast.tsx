/**
 * The "new version" toast of UpdatePrompt, a chunk of its own: it is needed only once an
 * update has arrived, so the toast component is not fetched with every page.
 */
import { IonToast } from '@ionic/react';
import { APP_MESSAGES } from '@core/content/messages';

export default function UpdateToast({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  return (
    <IonToast
      isOpen
      message={APP_MESSAGES.updateAvailable}
      position="bottom"
      color="dark"
      data-testid="update-toast"
      buttons={[
        { text: 'Later', role: 'cancel', handler: onLater },
        { text: 'Reload', handler: onReload },
      ]}
      onDidDismiss={onLater}
    />
  );
}
