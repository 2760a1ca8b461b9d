/**
 * The two ways to invite (platform-spec §2, §5): one email, or many separated by commas
 * or newlines. Input is checked before any call; the §5 messages show under the form. Either may
 * invite as a creator (issue 32): the invitee registers with the creator role.
 */
import { useState } from 'react';
import type { InvitationRole } from '@core/contracts/invitations';
import { IonButton, IonCheckbox, IonIcon, IonInput, IonSpinner, IonTextarea } from '@ionic/react';
import { mailOutline, peopleOutline } from 'ionicons/icons';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import type { BulkResult } from '../../../data/admin/useInvitations';
import { useFormSubmit } from '../../../hooks/useFormSubmit';

/** "Invite as a creator": unchecked invites a player. */
function CreatorOption({
  role,
  onChange,
  testId,
}: {
  role: InvitationRole;
  onChange: (role: InvitationRole) => void;
  testId: string;
}) {
  return (
    <IonCheckbox
      labelPlacement="end"
      justify="start"
      checked={role === 'creator'}
      onIonChange={(e) => onChange(e.detail.checked ? 'creator' : 'user')}
      data-testid={testId}
    >
      Invite as a creator (builds their own rooms)
    </IonCheckbox>
  );
}

export function SingleInviteForm({ onSend }: { onSend: (email: string, role: InvitationRole) => Promise<string> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitationRole>('user');
  const { busy, error, setError, submit } = useFormSubmit(async () => {
    await onSend(email, role);
    setEmail('');
  });

  return (
    <form
      className="invite-form surface-card"
      onSubmit={submit}
      noValidate
      aria-label="Invite one person"
      data-testid="invite-form"
    >
      <h3>
        <IonIcon icon={mailOutline} aria-hidden="true" /> Invite one person
      </h3>
      <IonInput
        type="email"
        label="Email address"
        labelPlacement="floating"
        fill="outline"
        inputmode="email"
        autocomplete="off"
        value={email}
        onIonInput={(e) => {
          setEmail(String(e.detail.value ?? ''));
          setError(null);
        }}
        data-testid="invite-email"
      />
      <CreatorOption role={role} onChange={setRole} testId="invite-creator" />
      <ErrorBanner message={error} testId="invite-error" />
      <IonButton type="submit" className="gradient-button" disabled={busy} data-testid="invite-send">
        {busy ? <IonSpinner name="crescent" aria-label="Sending invitation" /> : 'Send invitation'}
      </IonButton>
    </form>
  );
}

export function BulkInviteForm({
  onSend,
  onSent,
}: {
  onSend: (text: string, role: InvitationRole) => Promise<BulkResult>;
  onSent: (result: BulkResult) => void;
}) {
  const [text, setText] = useState('');
  const [role, setRole] = useState<InvitationRole>('user');
  const [result, setResult] = useState<BulkResult | null>(null);
  const { busy, error, setError, submit } = useFormSubmit(async () => {
    setResult(null);
    const sent = await onSend(text, role);
    setResult(sent);
    setText('');
    onSent(sent);
  });

  return (
    <form
      className="invite-form surface-card"
      onSubmit={submit}
      noValidate
      aria-label="Invite in bulk"
      data-testid="bulk-invite-form"
    >
      <h3>
        <IonIcon icon={peopleOutline} aria-hidden="true" /> Invite in bulk
      </h3>
      <IonTextarea
        label="Email addresses"
        labelPlacement="floating"
        fill="outline"
        autoGrow
        rows={3}
        helperText="Separate addresses with commas or new lines"
        value={text}
        onIonInput={(e) => {
          setText(String(e.detail.value ?? ''));
          setError(null);
        }}
        data-testid="bulk-emails"
      />
      <CreatorOption role={role} onChange={setRole} testId="bulk-invite-creator" />
      <ErrorBanner message={error} testId="bulk-error" />
      {result && (
        <div className="invite-result" role="status" data-testid="bulk-result">
          <strong data-testid="bulk-sent-count">{sentText(result.sentCount)}</strong>
          {result.skipped.length > 0 && (
            <ul className="invite-skipped" data-testid="bulk-skipped">
              {result.skipped.map((s) => (
                <li key={s.email}>
                  {s.email}: {s.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <IonButton type="submit" className="gradient-button" disabled={busy} data-testid="bulk-send">
        {busy ? <IonSpinner name="crescent" aria-label="Sending invitations" /> : 'Send invitations'}
      </IonButton>
    </form>
  );
}

export const sentText = (count: number): string => `Sent ${count} ${count === 1 ? 'invitation' : 'invitations'}`;
