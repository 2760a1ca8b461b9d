/**
 * Remix with credit (issue 32 item 3): a creator copies a published room that allows it into their own
 * library as a draft. A remix names the room and version it was copied from and, when that room was a
 * remix itself, the first room of the line, so its page and card say "Remix of X by A, originally by B".
 */
import { z } from 'zod';

/** The room a remix was copied from, and the first room of its line when that is another. */
export const RemixCreditSchema = z.object({
  room_id: z.string(),
  /** The package version of the parent that was copied. */
  version: z.string(),
  title: z.string(),
  creator_name: z.string(),
  /** The root's creator, when the parent is itself a remix (null when the parent is the root). */
  original: z.object({ room_id: z.string(), title: z.string(), creator_name: z.string() }).nullable(),
  /** The line to show: "Remix of X by A, originally by B" (remixCreditLine). */
  credit: z.string(),
});
export type RemixCredit = z.infer<typeof RemixCreditSchema>;

/** "Remix of X by A", with ", originally by B" when the parent is itself a remix of B's room. */
export function remixCreditLine(
  parent: { title: string; creator_name: string },
  originalCreator: string | null,
): string {
  const line = `Remix of ${parent.title} by ${parent.creator_name}`;
  return originalCreator === null ? line : `${line}, originally by ${originalCreator}`;
}

/** The owner's settings of a room (PATCH /escape_rooms/:id/settings): whether other creators may remix it. */
export const RoomSettingsRequestSchema = z
  .object({
    allow_remix: z.boolean({
      required_error: 'allow_remix is required',
      invalid_type_error: 'allow_remix must be true or false',
    }),
  })
  .strict();
export type RoomSettingsRequest = z.infer<typeof RoomSettingsRequestSchema>;
