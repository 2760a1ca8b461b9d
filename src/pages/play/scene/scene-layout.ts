/**
 * Scene geometry: the image is scaled to fit the available width and at most the
 * spec's 600px scene height, keeping its aspect ratio; element positions (centres in
 * image pixels) and boxes scale with it.
 */
import { PLAY_ELEMENT_SIZE_PX, PLAY_SCENE_HEIGHT_PX, ZOOM, type PlayElement } from '@core';

export interface SceneSize {
  scale: number;
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function sceneSize(
  image: { width: number; height: number },
  availableWidth: number,
  maxHeight: number = PLAY_SCENE_HEIGHT_PX,
): SceneSize {
  const w = image.width > 0 ? image.width : 1;
  const h = image.height > 0 ? image.height : 1;
  const scale = Math.max(0, Math.min(Math.max(availableWidth, 0) / w, maxHeight / h));
  return { scale, width: Math.round(w * scale), height: Math.round(h * scale) };
}

/**
 * The scene box's style: the measured size once known; before that (the first paint, when the
 * frame may not be laid out yet) the same box from CSS alone, the image's aspect ratio at the full
 * width up to the spec's height, so the scene never appears 0 px high and then pushes what is
 * under it down (a layout shift).
 */
export function sceneBoxStyle(
  image: { width: number; height: number },
  measured: SceneSize,
  maxHeight: number = PLAY_SCENE_HEIGHT_PX,
): { width: number | string; height?: number; aspectRatio?: string } {
  if (measured.width > 0) return { width: measured.width, height: measured.height };
  const w = image.width > 0 ? image.width : 1;
  const h = image.height > 0 ? image.height : 1;
  return { width: `min(100%, ${Math.round((maxHeight * w) / h)}px)`, aspectRatio: `${w} / ${h}` };
}

/**
 * The hot-spot of an element: its own box scaled, never smaller than the spec's 50px
 * (a comfortable touch target), centred on the element and kept inside the scene.
 */
export function hotspotRect(
  el: Pick<PlayElement, 'x_position' | 'y_position' | 'width' | 'height'>,
  size: SceneSize,
  minSize: number = PLAY_ELEMENT_SIZE_PX,
): Rect {
  const width = Math.min(Math.max((el.width ?? 0) * size.scale, minSize), Math.max(size.width, minSize));
  const height = Math.min(Math.max((el.height ?? 0) * size.scale, minSize), Math.max(size.height, minSize));
  const cx = el.x_position * size.scale;
  const cy = el.y_position * size.scale;
  const left = clamp(cx - width / 2, 0, Math.max(0, size.width - width));
  const top = clamp(cy - height / 2, 0, Math.max(0, size.height - height));
  return { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) };
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** Detail-dialog zoom: one step up or down, kept within the spec's bounds. */
export function stepZoom(
  current: number,
  direction: 1 | -1,
  bounds: { min: number; max: number; step: number } = ZOOM,
): number {
  const next = Math.round((current + direction * bounds.step) / bounds.step) * bounds.step;
  return clamp(next, bounds.min, bounds.max);
}

/**
 * The element dialog's close-up: the scene image as a background, magnified so the
 * element's surroundings (twice its box) fill the viewport at zoom 1, and centred on
 * the element. Returns CSS background-size and background-position in pixels.
 */
export function closeUp(
  image: { width: number; height: number },
  el: Pick<PlayElement, 'x_position' | 'y_position' | 'width' | 'height'>,
  viewport: { width: number; height: number },
  zoom: number,
): { size: string; position: string; magnification: number } {
  const base = Math.min(viewport.width / (2 * Math.max(el.width, 1)), viewport.height / (2 * Math.max(el.height, 1)));
  const magnification = clamp(base, 0.2, 2) * zoom;
  const x = viewport.width / 2 - el.x_position * magnification;
  const y = viewport.height / 2 - el.y_position * magnification;
  return {
    size: `${Math.round(image.width * magnification)}px ${Math.round(image.height * magnification)}px`,
    position: `${Math.round(x)}px ${Math.round(y)}px`,
    magnification,
  };
}
