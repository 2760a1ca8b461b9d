import type { User } from '@core';

/** A user as the server knows them: the public profile plus what only the server may see. */
export interface StoredUser extends User {
  firebase_uid: string;
  /** Server-side only: whether the account proved its mailbox. */
  email_verified: boolean;
}
