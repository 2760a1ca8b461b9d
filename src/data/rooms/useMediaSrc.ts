/**
 * Images of disabled or unpublished rooms are served only with the bearer token of an
 * admin or the room's owner, which a plain <img src> does not send. This hook fetches our
 * own media URLs with the token and hands back an object URL; other sources pass through.
 */
import { useEffect, useState } from 'react';
import { fetchImageBlob, isOwnUrl } from '../play/offline/room-cache';

export function useMediaSrc(url: string | null | undefined): string | undefined {
  const own = Boolean(url && isOwnUrl(url));
  const [src, setSrc] = useState<string | undefined>(own ? undefined : (url ?? undefined));
  useEffect(() => {
    if (!url || !isOwnUrl(url)) {
      setSrc(url ?? undefined);
      return;
    }
    let cancelled = false;
    let objectUrl: string | undefined;
    setSrc(undefined);
    fetchImageBlob(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        // Let the browser try on its own (and show its broken-image state if that fails too).
        if (!cancelled) setSrc(url);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
