/**
 * The escape screen's rating (issue 31 item 3): a chunk of its own, fetched once the player has
 * escaped, zod-free (the rating form and rate-from-play.ts), so the play route's first load and
 * its escape screen stay within the play budget. A rating can be edited here or on the room's page.
 */
import RatingForm from '../../components/rooms/RatingForm';
import { rateFromPlay } from '../../data/community/rate-from-play';

export default function EscapeRating({ roomId }: { roomId: string }) {
  return (
    <RatingForm
      initial={null}
      heading="How was this room?"
      onSave={async (stars, review) => ({ xp_awarded: (await rateFromPlay(roomId, stars, review)).xp_awarded })}
    />
  );
}
