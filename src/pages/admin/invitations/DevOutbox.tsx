/**
 * The dev outbox: emails the server would have sent (local runs have no mail server),
 * newest first, so an admin can open or share an invitation link.
 */
import { IonIcon } from '@ionic/react';
import { mailUnreadOutline } from 'ionicons/icons';
import type { OutboxMessage } from '@core/contracts/invitations';
import { formatDateTime } from '../users/user-text';
import { invitationLinkIn, invitationPathOf } from './invitation-view';

const RECENT = 20;

export default function DevOutbox({ messages, error }: { messages: OutboxMessage[]; error: string | null }) {
  const recent = [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, RECENT);
  return (
    <section className="dev-outbox" aria-labelledby="dev-outbox-title" data-testid="dev-outbox">
      <h3 id="dev-outbox-title">
        <IonIcon icon={mailUnreadOutline} aria-hidden="true" /> Dev outbox
      </h3>
      <p className="muted">The most recent emails the studio sent or would have sent.</p>
      {error ? (
        <p className="muted" data-testid="dev-outbox-error">
          {error}
        </p>
      ) : recent.length === 0 ? (
        <p className="muted" data-testid="dev-outbox-empty">
          No emails yet.
        </p>
      ) : (
        <ul className="dev-outbox__list">
          {recent.map((m) => {
            const link = invitationLinkIn(m.text, m.html);
            return (
              <li key={m.id} className="dev-outbox__item" data-testid="outbox-message" data-to={m.to}>
                <div className="dev-outbox__head">
                  <span className="dev-outbox__to">{m.to}</span>
                  <time className="muted" dateTime={m.created_at}>
                    {formatDateTime(m.created_at)}
                  </time>
                </div>
                <div className="dev-outbox__subject">{m.subject}</div>
                {link && (
                  <a
                    className="dev-outbox__link"
                    href={invitationPathOf(link)}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="outbox-link"
                  >
                    {link}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
