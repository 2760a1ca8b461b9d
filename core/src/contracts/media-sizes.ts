/**
 * Scene image sizes (issue 13): the media route answers `?w=<width>` with the image scaled down to
 * that width (never up), so a phone downloads a rendition fit for its screen instead of the
 * full painting. Only these widths exist, so each is made once and cached like the image itself;
 * any other width is refused (400, MediaQuerySchema in api/routes-rooms.ts). No zod here: the play
 * screen's bundle imports this.
 */

/** The widths the media route makes, smallest first: phones, tablets, desktops, high-density desktops. */
export const SCENE_IMAGE_WIDTHS = [480, 768, 1024, 1536, 2048] as const;
export type SceneImageWidth = (typeof SCENE_IMAGE_WIDTHS)[number];

/** The play screen's scene frame at its widest (play.css .play-scene-frame): a wider window shows the scene no wider. */
export const SCENE_FRAME_MAX_CSS_PX = 1200;

/** The smallest listed width covering `pixels` device pixels (the largest when none does). */
export function sceneImageWidthFor(pixels: number): SceneImageWidth {
  return SCENE_IMAGE_WIDTHS.find((w) => w >= pixels) ?? SCENE_IMAGE_WIDTHS[SCENE_IMAGE_WIDTHS.length - 1];
}

/** A media url asking for the given width; other urls (another origin, a data url) are left as they are. */
export function sizedImageUrl(url: string, width: SceneImageWidth): string {
  if (!/^\/api\/v1\/media\/[^/?#]+$/.test(url)) return url;
  return `${url}?w=${width}`;
}
