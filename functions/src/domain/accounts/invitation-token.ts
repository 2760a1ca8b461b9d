/**
 * Invitation link tokens. A token is 32 random bytes (base64url), so a fast hash is enough: nobody can
 * search 2^256 candidates, and no salt or slow KDF is needed. Only its SHA-256 is stored: a copy of the
 * database (or an admin's list) opens no invitation. The clear token exists in memory while its
 * invitation is created or resent, for the email and the creation answer, and nowhere else.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token (hex SHA-256 of its UTF-8 bytes; migration 011 computes the same in SQL). */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
