/**
 * A sheet of the play screen (Journal, hints): a modal with its title and a named close
 * button, so every sheet looks and closes the same way.
 */
import { useState, type ReactNode } from 'react';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import NamedModal from '../../../components/controls/NamedModal';
import { close } from 'ionicons/icons';
import { refocus } from './dialog-a11y';

export interface PlaySheetProps {
  open: boolean;
  title: string;
  /** The close button's accessible name ("Close journal"). */
  closeLabel: string;
  testId: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

export default function PlaySheet({ open, title, closeLabel, testId, className, onClose, children }: PlaySheetProps) {
  // The control that opened the sheet, noted as the sheet opens (before Ionic moves the focus).
  // (A sheet first mounted open, as the lazy sheets are, notes it at once.)
  const [opener, setOpener] = useState<Element | null>(() => (open ? document.activeElement : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  return (
    <NamedModal
      name={title}
      isOpen={open}
      onDidDismiss={() => {
        onClose();
        requestAnimationFrame(() => refocus(opener));
      }}
      data-testid={testId}
      className={className}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={closeLabel}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </NamedModal>
  );
}
