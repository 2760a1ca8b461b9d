/**
 * Share a room (issue 31 item 2): the Web Share API where the device has it (phones), else the
 * link copied to the clipboard. Says what happened, for the toast.
 */
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

/** The room page's own link (what Share hands on). */
export const roomLink = (roomId: string, origin: string = window.location.origin): string =>
  `${origin}/escape-rooms/${encodeURIComponent(roomId)}`;
