// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Role, UserWithCounts } from '@core';
import UserRow from './UserRow';

afterEach(cleanup);

const user = (role: Role): UserWithCounts => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  role,
  admin: role === 'admin',
  first_name: null,
  last_name: null,
  created_at: '2026-11-20T10:00:00.000Z',
  agents_count: 1,
  puzzles_count: 2,
  game_sessions_count: 3,
});

function renderRow(role: Role) {
  const onAction = vi.fn();
  render(
    <table>
      <tbody>
        <UserRow user={user(role)} self={false} busy={false} onAction={onAction} />
      </tbody>
    </table>,
  );
  return onAction;
}

describe('UserRow roles', () => {
  it('when the user is a player then the chip says User and Make creator grants the role beside Promote', () => {
    const onAction = renderRow('user');
    expect(screen.getByTestId('user-row').dataset.role).toBe('user');
    expect(screen.getByTestId('user-role').textContent).toBe('User');
    expect(screen.getByTestId('user-promote')).toBeTruthy();
    expect(screen.queryByTestId('user-revoke-creator')).toBeNull();
    fireEvent.click(screen.getByTestId('user-make-creator'));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-user' }), 'make-creator');
  });

  it('when the user is a creator then the chip says Creator and Revoke creator takes the role back', () => {
    const onAction = renderRow('creator');
    expect(screen.getByTestId('user-row').dataset.role).toBe('creator');
    expect(screen.getByTestId('user-role').textContent).toBe('Creator');
    expect(screen.getByTestId('user-promote')).toBeTruthy();
    expect(screen.queryByTestId('user-make-creator')).toBeNull();
    fireEvent.click(screen.getByTestId('user-revoke-creator'));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-creator' }), 'revoke-creator');
  });

  it('when the user is an admin then only Demote and Delete show', () => {
    renderRow('admin');
    expect(screen.getByTestId('user-role').textContent).toBe('Admin');
    expect(screen.getByTestId('user-demote')).toBeTruthy();
    expect(screen.queryByTestId('user-make-creator')).toBeNull();
    expect(screen.queryByTestId('user-revoke-creator')).toBeNull();
  });
});
