/** The keyring's shape alone, so the API contracts name it without loading the sealing code. */
import { z } from 'zod';

/**
 * What a player holds to open a sealed package. Offline: code lock id -> hex PBKDF2 key, for the
 * locks they opened. Online (given by the server as the player earns them): "capsule:<id>" -> hex
 * AES key of a server-keyed capsule, and "code:<lock id>" -> the verifier of a lock already opened.
 */
export const KeyringSchema = z.record(
  z.string().max(200),
  z.string().regex(/^(?:[0-9a-f]{64}|pbkdf2-sha256\$\d{1,9}\$[0-9a-f]{64})$/),
);
export type Keyring = z.infer<typeof KeyringSchema>;
