/** One user in the User Management table; a card on phones (see responsive-table.css). */
import { IonButton, IonChip, IonIcon, IonLabel, IonSpinner } from '@ionic/react';
import { arrowDownOutline, arrowUpOutline, shieldCheckmarkOutline, trashOutline } from 'ionicons/icons';
import type { UserWithCounts } from '@core';
import { formatDate } from './user-text';

/** What a row's buttons ask for. */
export type UserAction = 'promote' | 'demote' | 'delete';

interface Props {
  user: UserWithCounts;
  /** The signed-in admin's own row: no demote or delete. */
  self: boolean;
  busy: boolean;
  onAction: (user: UserWithCounts, action: UserAction) => void;
}

export default function UserRow({ user, self, busy, onAction }: Props) {
  const admin = user.role === 'admin' || user.admin;
  return (
    <tr data-testid="user-row" data-email={user.email} data-role={admin ? 'admin' : 'user'}>
      <td data-label="Email" className="responsive-table__title">
        <span className="user-email">{user.email}</span>
        {(user.first_name || user.last_name) && (
          <span className="muted user-name">{[user.first_name, user.last_name].filter(Boolean).join(' ')}</span>
        )}
      </td>
      <td data-label="Role">
        <span>
          <IonChip color={admin ? 'secondary' : 'medium'} className="role-chip" data-testid="user-role">
            {admin && <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />}
            <IonLabel>{admin ? 'Admin' : 'User'}</IonLabel>
          </IonChip>
          {self && <span className="muted you-note">(you)</span>}
        </span>
      </td>
      <td data-label="Created">{formatDate(user.created_at)}</td>
      <td data-label="Agents" data-testid="user-agents-count">
        {user.agents_count}
      </td>
      <td data-label="Puzzles" data-testid="user-puzzles-count">
        {user.puzzles_count}
      </td>
      <td data-label="Game sessions" data-testid="user-sessions-count">
        {user.game_sessions_count}
      </td>
      <td className="responsive-table__actions">
        {busy ? (
          <IonSpinner name="crescent" aria-label={`Updating ${user.email}`} />
        ) : self ? null : (
          <>
            {admin ? (
              <IonButton
                size="small"
                fill="outline"
                className="ghost-button"
                onClick={() => onAction(user, 'demote')}
                data-testid="user-demote"
              >
                <IonIcon slot="start" icon={arrowDownOutline} aria-hidden="true" />
                Demote
                <span className="visually-hidden"> {user.email}</span>
              </IonButton>
            ) : (
              <IonButton
                size="small"
                fill="outline"
                onClick={() => onAction(user, 'promote')}
                data-testid="user-promote"
              >
                <IonIcon slot="start" icon={arrowUpOutline} aria-hidden="true" />
                Promote
                <span className="visually-hidden"> {user.email}</span>
              </IonButton>
            )}
            <IonButton
              size="small"
              fill="outline"
              color="danger"
              onClick={() => onAction(user, 'delete')}
              data-testid="user-delete"
            >
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              Delete
              <span className="visually-hidden"> {user.email}</span>
            </IonButton>
          </>
        )}
      </td>
    </tr>
  );
}
