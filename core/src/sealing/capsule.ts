/**
 * A capsule of a sealed package (sealed-package.ts): a group of texts that become readable
 * together, encrypted, with the header that says what opens it. The header is bound to the
 * ciphertext as associated data (capsule-crypto.ts).
 */
import { z } from 'zod';

export const CapsuleSchema = z.object({
  id: z.string().min(1),
  /** Code locks whose keys (and solved state) open it. */
  locks: z.array(z.string()),
  /** Other elements that must be solved. */
  solved: z.array(z.string()),
  /** The bundles inside ("look:<element>", "solve:<element>", "scene:<scene>"). */
  bundles: z.array(z.string()),
  /** Online play: the key is random and only the server holds it (it hands it out once the player's state reaches the capsule). */
  server_keyed: z.boolean().optional(),
  nonce: z.string(),
  data: z.string(),
});
export type Capsule = z.infer<typeof CapsuleSchema>;
