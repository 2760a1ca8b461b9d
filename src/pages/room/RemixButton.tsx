/**
 * Remix (issue 32 item 3), on a room's page for creators and admins when its owner allows it: the room
 * is copied into the caller's library as a draft, proven solvable, and the scene editor opens on it.
 * A refusal (the switch turned off meanwhile, a limit) shows the server's reason beside the button.
 */
import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { gitBranchOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
import ErrorBanner from '../../components/feedback/ErrorBanner';
import { remixRoom } from '../../data/community/community-calls';

export default function RemixButton({ roomId, title }: { roomId: string; title: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remix = async () => {
    setPending(true);
    setError(null);
    try {
      const draft = await remixRoom(roomId);
      navigate(`/escape-rooms/${draft.id}/edit/0`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };
  return (
    <>
      <IonButton
        fill="outline"
        disabled={pending}
        onClick={() => void remix()}
        aria-label={`Remix ${title}`}
        data-testid="room-remix"
      >
        <IonIcon slot="start" icon={gitBranchOutline} aria-hidden="true" />
        {pending ? 'Remixing…' : 'Remix'}
      </IonButton>
      {error && (
        <div className="room-remix-error">
          <ErrorBanner message={error} testId="room-remix-error" />
        </div>
      )}
    </>
  );
}
