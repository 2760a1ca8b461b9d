/** One user in the User Management table; a card on phones (see responsive-table.css). */
import { IonButton, IonChip, IonIcon, IonLabel, IonSpinner } from '@ionic/react';
import {
  arrowDownOutline,
  arrowUpOutline,
  colorWandOutline,
  removeCircleOutline,
  shieldCheckmarkOutline,
  trashOutline,
} from 'ionicons/icons';
import type { UserWithCounts } from '@core';
import { formatDate } from './user-text';

/** What a row's buttons ask for. */
export type UserAction = 'promote' | 'demote' | 'make-creator' | 'revoke-creator' | 'delete';

const ROLE_LABELS = { user: 'User', creator: 'Creator', admin: 'Admin' } as const;

/** Grants or revokes the creator role beside Promote (users and creators; admins are demoted first). */
function CreatorButton({ user, onAction }: Pick<Props, 'user' | 'onAction'>) {
  const creator = user.role === 'creator';
  return (
    <IonButton
      size="small"
      fill="outline"
      className={creator ? 'ghost-button' : undefined}
      onClick={() => onAction(user, creator ? 'revoke-creator' : 'make-creator')}
      data-testid={creator ? 'user-revoke-creator' : 'user-make-creator'}
    >
      <IonIcon slot="start" icon={creator ? removeCircleOutline : colorWandOutline} aria-hidden="true" />
      {creator ? 'Revoke creator' : 'Make creator'}
      <span className="visually-hidden"> {user.email}</span>
    </IonButton>
  );
}

interface Props {
  user: UserWithCounts;
  /** The signed-in admin's own row: no demote or delete. */
  self: boolean;
  busy: boolean;
  onAction: (user: UserWithCounts, action: UserAction) => void;
}

function RoleChip({ role }: { role: keyof typeof ROLE_LABELS }) {
  const color = role === 'admin' ? 'secondary' : role === 'creator' ? 'tertiary' : 'medium';
  return (
    <IonChip color={color} className="role-chip" data-testid="user-role">
      {role === 'admin' && <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />}
      {role === 'creator' && <IonIcon icon={colorWandOutline} aria-hidden="true" />}
      <IonLabel>{ROLE_LABELS[role]}</IonLabel>
    </IonChip>
  );
}

export default function UserRow({ user, self, busy, onAction }: Props) {
  const admin = user.role === 'admin' || user.admin;
  const role = admin ? 'admin' : user.role;
  return (
    <tr data-testid="user-row" data-email={user.email} data-role={role}>
      <td data-label="Email" className="responsive-table__title">
        <span className="user-email">{user.email}</span>
        {(user.first_name || user.last_name) && (
          <span className="muted user-name">{[user.first_name, user.last_name].filter(Boolean).join(' ')}</span>
        )}
      </td>
      <td data-label="Role">
        <span>
          <RoleChip role={role} />
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
            {!admin && <CreatorButton user={user} onAction={onAction} />}
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
