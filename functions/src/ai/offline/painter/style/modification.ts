/**
 * A scene modification as the painter honours it (the editor's "modify scene"): the light
 * and colours of the room change and extra decor is drawn in free spots, while every
 * element stays exactly where it was (the layout never sees the modification).
 */
import type { ArtKind, SceneModification } from '../../../../model/room-design';
import { darken, mix } from '../drawing/color';
import { DESIGN_H, DESIGN_W } from '../drawing/geometry';
import type { Palette, RoomStyle } from './style-types';
import { rect } from '../drawing/svg';

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** The palette with the modification's light, temperature and tint applied. */
export function modifiedPalette(p: Palette, m: SceneModification | undefined): Palette {
  if (!m) return p;
  const out = { ...p };
  if (m.lighting === 'night') Object.assign(out, { light: '#9fb4ff', ambient: '#050a1e' });
  if (m.lighting === 'candle-lit') Object.assign(out, { light: '#ffb45a', ambient: '#1a0a00' });
  if (m.lighting === 'dawn') out.light = mix(out.light, '#ffb98f', 0.7);
  if (m.temperature === 'warmer') {
    out.light = mix(out.light, '#ffb070', 0.5);
    out.wall = mix(out.wall, '#c87a3a', 0.15);
  }
  if (m.temperature === 'colder') {
    out.light = mix(out.light, '#b0d0ff', 0.5);
    out.wall = mix(out.wall, '#4a78b0', 0.15);
  }
  if (m.tint?.target === 'walls') {
    const colour = m.tint.colour;
    out.wall = mix(out.wall, colour, 0.6);
    out.wallShade = mix(out.wallShade, darken(colour, 0.55), 0.6);
    out.pattern = mix(out.pattern, darken(colour, 0.15), 0.55);
  }
  if (m.tint?.target === 'light') out.light = m.tint.colour;
  return out;
}

/** The room style with the modification's brightness. */
export function modifiedStyle(style: RoomStyle, m: SceneModification | undefined): RoomStyle {
  const b = style.brightness;
  switch (m?.lighting) {
    case 'darker':
      return { ...style, brightness: clamp01(b - 0.3) };
    case 'night':
      return { ...style, brightness: 0.05 };
    case 'brighter':
      return { ...style, brightness: clamp01(b + 0.35) };
    case 'dawn':
      return { ...style, brightness: Math.max(b, 0.5) };
    case 'candle-lit':
      return { ...style, brightness: 0.2 };
    default:
      return style;
  }
}

const full = (fill: string, opacity: number) => rect(0, 0, DESIGN_W, DESIGN_H, { fill, opacity });

function gradient(id: string, top: [string, number], bottom: [string, number]): string {
  const stop = (offset: number, [colour, opacity]: [string, number]) =>
    `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stop(0, top)}${stop(1, bottom)}</linearGradient></defs>` +
    rect(0, 0, DESIGN_W, DESIGN_H, { fill: `url(#${id})` })
  );
}

/** Light and colour laid over the whole picture, under the light sources (flames, screens). */
export function modificationOverlay(m: SceneModification | undefined): string {
  if (!m) return '';
  const out: string[] = [];
  switch (m.lighting) {
    case 'darker':
      out.push(full('#000000', 0.3));
      break;
    case 'night':
      out.push(full('#0a1233', 0.5));
      break;
    case 'brighter':
      out.push(full('#ffffff', 0.14));
      break;
    case 'dawn':
      out.push(gradient('mod-dawn', ['#ff8f6b', 0.38], ['#ffd29a', 0.12]));
      break;
    case 'candle-lit':
      out.push(full('#120800', 0.35), full('#ff9a3c', 0.08));
      break;
    case 'foggy':
      out.push(gradient('mod-fog', ['#dfe4ea', 0.2], ['#dfe4ea', 0.7]));
      break;
  }
  if (m.temperature === 'warmer') out.push(full('#ff8a3d', 0.14));
  if (m.temperature === 'colder') out.push(full('#3d7dff', 0.14));
  if (m.tint?.target === 'light') out.push(full(m.tint.colour, 0.12));
  return out.length ? `<g data-layer="modification">${out.join('')}</g>` : '';
}

/** The decor the modification adds: its props, and candles for a candle-lit room that has none. */
export function modificationProps(m: SceneModification | undefined): ArtKind[] {
  const props = [...(m?.props ?? [])];
  if (m?.lighting === 'candle-lit' && !props.includes('candle')) props.push('candle', 'candle');
  return props;
}
