/** Who did each creation step so far ("Written by Gemini", "Painted by the offline engine"), with any notice. */
import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';
import type { CreditLine } from '../state/creation-credits';

export default function CreationCredits({ lines }: { lines: CreditLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="creation-credits" aria-label="Who made this room" data-testid="creation-credits">
      {lines.map((line) => (
        <li key={line.step} data-testid={`credit-${line.step}`}>
          <span>{line.text}</span>
          {line.notices.map((notice) => (
            <span key={notice} className="creation-credits__notice">
              {notice}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The last AI call's offline notice: why the offline engine answered although Gemini is configured. */
export function AssistNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p className="assist-notice" role="status" data-testid="assist-notice">
      <IonIcon icon={informationCircleOutline} aria-hidden="true" />
      <span>{WIZARD_AI_MESSAGES.offlineNotice(notice)}</span>
    </p>
  );
}
