/**
 * User Management (platform-spec §2, §4, §8): every user with role, created date and
 * counts; promote, demote and delete (confirmed, with the cascade spelled out). The
 * signed-in admin's own row has no demote or delete; the server refuses them anyway.
 */
import TabHead from '../TabHead';
import NoticeToast from '../../../components/feedback/NoticeToast';
import { IonAlert, IonSpinner } from '@ionic/react';
import type { UserWithCounts } from '@core';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import { useProfile } from '../../../data/auth/useProfile';
import { useUsers } from '../../../data/admin/useUsers';
import { loadedCountText } from '../../../data/http/paging';
import LoadMore from '../../../components/controls/LoadMore';
import UserRow, { type UserAction } from './UserRow';
import { deleteConfirmation } from './user-text';
import { useUserActions } from './useUserActions';
import './UserManagement.css';

export default function UserManagement() {
  const { users, loading, error, reload, paging, promote, demote, setRole, remove } = useUsers();
  const { profile } = useProfile();
  const { busyId, actionError, notice, setNotice, toDelete, setToDelete, run, onAction } = useUserActions({
    promote,
    demote,
    setRole,
    remove,
  });

  return (
    <section aria-label="User Management" data-testid="user-management">
      <TabHead
        title="User Management"
        summary="Promote creators to admins, step admins back, or remove accounts."
        count={users.length > 0 ? `${loadedCountText(users.length, paging.total, paging.hasMore)} users` : undefined}
        onRefresh={reload}
        loading={loading}
        refreshLabel="Refresh users"
        testId="users-refresh"
      />
      <ErrorBanner message={error} testId="users-error" />
      <ErrorBanner message={actionError} testId="users-action-error" />
      <UserList
        users={users}
        loading={loading}
        error={error}
        selfId={profile?.id}
        busyId={busyId}
        onAction={onAction}
      />
      {users.length > 0 && <LoadMore paging={paging} label="Load more users" testId="users-load-more" />}
      <IonAlert
        isOpen={toDelete !== null}
        header="Delete user?"
        message={toDelete ? deleteConfirmation(toDelete) : ''}
        buttons={[
          { text: 'Cancel', role: 'cancel' },
          {
            text: 'Delete',
            role: 'destructive',
            cssClass: 'alert-danger-button',
            handler: () => {
              if (toDelete) void run(toDelete, 'delete');
            },
          },
        ]}
        onDidDismiss={() => setToDelete(null)}
        data-testid="delete-user-alert"
      />
      <NoticeToast notice={notice} onDismiss={() => setNotice(null)} testId="users-toast" />
    </section>
  );
}

/** The users: a spinner while the first page loads, a note while there are none, else their table. */
function UserList(props: {
  users: UserWithCounts[];
  loading: boolean;
  error: string | null;
  selfId: string | undefined;
  busyId: string | null;
  onAction: (user: UserWithCounts, action: UserAction) => void;
}) {
  const { users } = props;
  if (props.loading && users.length === 0)
    return (
      <div className="centered-fill">
        <IonSpinner name="crescent" aria-label="Loading users" />
      </div>
    );
  if (users.length === 0 && !props.error)
    return (
      <p className="muted admin-empty" data-testid="users-empty">
        No users yet.
      </p>
    );
  if (users.length === 0) return null;
  return (
    <table className="responsive-table user-table" data-testid="user-table">
      <caption className="visually-hidden">Users</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Created</th>
          <th scope="col">Agents</th>
          <th scope="col">Puzzles</th>
          <th scope="col">Game sessions</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            self={user.id === props.selfId}
            busy={props.busyId === user.id}
            onAction={props.onAction}
          />
        ))}
      </tbody>
    </table>
  );
}
