/** The admin user list (platform-spec §2 "User Management"), a page at a time. */
import type { PageQuery, UserWithCounts } from '@core';
import { listUsersWithCounts } from '../db/users-repo';
import { pageFromRows, startAfter } from './paging';

export async function listUsers(query: PageQuery): Promise<{ items: UserWithCounts[]; next_cursor: string | null }> {
  return pageFromRows(await listUsersWithCounts({ limit: query.limit, after: startAfter(query) }), query.limit);
}
