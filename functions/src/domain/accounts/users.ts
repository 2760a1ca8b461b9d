/** What the API shows of users (never the Firebase uid), and the admin user list a page at a time. */
import type { PageQuery, User, UserWithCounts } from '@core';
import type { StoredUser } from '../../model/stored-user';
import { listUsersWithCounts, publicUser } from '../../db/users-repo';
import { pageFromRows, startAfter } from '../shared/paging';

export const profileOf = (user: StoredUser): User => publicUser(user);

export async function listUsers(query: PageQuery): Promise<{ items: UserWithCounts[]; next_cursor: string | null }> {
  return pageFromRows(await listUsersWithCounts({ limit: query.limit, after: startAfter(query) }), query.limit);
}
