/** What the API shows of users: never the Firebase uid. */
import type { User, UserWithCounts } from '@core';
import { listUsersWithCounts, publicUser, type StoredUser } from '../db/users-repo';

export const profileOf = (user: StoredUser): User => publicUser(user);

export const listUsers = (): Promise<UserWithCounts[]> => listUsersWithCounts();
