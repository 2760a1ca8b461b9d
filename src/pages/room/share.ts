/**
 * Share a room (issue 31 item 2): the Web Share API where the device has it (phones), else the
 * link copied to the clipboard. Says what happened, for the toast.
 */
import { sharePath } from '@core/contracts/community-rules';
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareHost {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export async function shareLink(url: string, title: string, host: ShareHost = navigator): Promise<ShareOutcome> {
  const data: ShareData = { title, text: `Can you escape "${title}"?`, url };
  if (host.share && (!host.canShare || host.canShare(data))) {
    try {
      await host.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, a blocked share sheet): fall back to copying.
    }
  }
  if (!host.clipboard) return 'failed';
  try {
    await host.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export const SHARE_NOTICES: Record<ShareOutcome, string | null> = {
  shared: null,
  cancelled: null,
  copied: 'Link copied to the clipboard',
  failed: 'Could not share the link. Copy it from the address bar.',
};

/**
 * What Share hands on: the room's short link /r/{short id}, which previews in chat apps and sends a
 * person on to the room's page (issue 31 item 6); the page's own address for an id that is not a
 * room's uuid.
 */
export function roomLink(roomId: string, origin: string = window.location.origin): string {
  try {
    return `${origin}${sharePath(roomId)}`;
  } catch {
    return `${origin}/escape-rooms/${encodeURIComponent(roomId)}`;
  }
}
