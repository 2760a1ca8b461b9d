import { DESCRIPTION_PREVIEW_CHARS } from '@core';

/** A room description cut at 100 characters (rooms-and-play-spec §2), with an ellipsis when cut. */
export function descriptionPreview(text: string, max: number = DESCRIPTION_PREVIEW_CHARS): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}
