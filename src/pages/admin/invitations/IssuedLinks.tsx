/**
 * The links a send, bulk send or resend just issued. They show here once: the server keeps only a
 * hash of each token, so no list can show them again (a lost link is replaced by resending).
 */
import { IonButton, IonIcon } from '@ionic/react';
import { copyOutline, linkOutline } from 'ionicons/icons';
import type { IssuedLink } from '../../../data/admin/useInvitations';
import RowActionButton from '../../../components/controls/RowActionButton';

interface Props {
  links: IssuedLink[];
  onCopy: (link: IssuedLink) => void;
  onDone: () => void;
}

export default function IssuedLinks({ links, onCopy, onDone }: Props) {
  if (links.length === 0) return null;
  const many = links.length > 1;
  return (
    <section
      className="issued-links surface-card"
      role="status"
      aria-labelledby="issued-links-title"
      data-testid="issued-links"
    >
      <h3 id="issued-links-title">
        <IonIcon icon={linkOutline} aria-hidden="true" /> {many ? 'New invitation links' : 'New invitation link'}
      </h3>
      <p className="muted">
        Copy {many ? 'them' : 'it'} now if you want to share {many ? 'them' : 'it'} yourself: for safety the studio
        keeps no readable copy, and {many ? 'they are' : 'it is'} not shown again. Resending gives a new link and stops
        the old one.
      </p>
      <ul className="issued-links__list">
        {links.map((issued) => (
          <li key={issued.link} className="issued-links__item" data-testid="issued-link" data-email={issued.email}>
            <span className="issued-links__email">{issued.email}</span>
            <code className="issued-links__link" data-testid="issued-link-url">
              {issued.link}
            </code>
            <RowActionButton
              icon={copyOutline}
              label="Copy link"
              hiddenContext={` for ${issued.email}`}
              onClick={() => onCopy(issued)}
              testId="issued-link-copy"
            />
          </li>
        ))}
      </ul>
      <IonButton size="small" fill="clear" onClick={onDone} data-testid="issued-links-done">
        Done
      </IonButton>
    </section>
  );
}
