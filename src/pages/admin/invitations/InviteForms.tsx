/**
 * The two ways to invite (platform-spec §2, §5): one email, or many separated by commas
 * or newlines. Input is checked before any call; the §5 messages show under the form.
 */
import { useState } from 'react';
import { IonButton, IonIcon, IonInput, IonSpinner, IonTextarea } from '@ionic/react';
import { mailOutline, peopleOutline } from 'ionicons/icons';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import type { BulkResult } from '../../../data/admin/useInvitations';
import { useFormSubmit } from '../../../hooks/useFormSubmit';

export function SingleInviteForm({ onSend }: { onSend: (email: string) => Promise<string> }) {
  const [email, setEmail] = useState('');
  const { busy, error, setError, submit } = useFormSubmit(async () => {
    await onSend(email);
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
  onSend: (text: string) => Promise<BulkResult>;
  onSent: (result: BulkResult) => void;
}) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);
  const { busy, error, setError, submit } = useFormSubmit(async () => {
    setResult(null);
    const sent = await onSend(text);
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
