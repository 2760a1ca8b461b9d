/**
 * The scene editor's server-drawn pictures (rooms-and-play-spec §2 Scene editor, §9): the
 * visualization (the scene with one coloured, labelled bounding box per element) and the
 * grid overlay (the scene under a 16×16 grid with coordinate labels). Both are SVG laid over
 * the scene picture and rasterised to PNG by resvg, with DejaVu Sans for the labels.
 */
import { Resvg } from '@resvg/resvg-js';
import { GRID_SIZE } from '@core';
import { AppError } from '../../model/app-error';
import { toDataUrl, type DecodedImage } from '../image-data';
import { esc, n } from '../offline/painter/drawing/svg';
import { LABEL_FONT_FAMILY, labelFontOptions } from './fonts';

/** One element's box (centre and size in image pixels). */
export interface OverlayBox {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  low_confidence: boolean;
}

/** Well-separated colours for confident boxes; orange is kept for low confidence. */
export const BOX_COLOURS = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f032e6',
  '#42d4f4',
  '#911eb4',
  '#bfef45',
  '#469990',
  '#ffe119',
  '#9a6324',
  '#dcbeff',
  '#000075',
];
export const LOW_CONFIDENCE_COLOUR = '#ff8c00';

/** The colour of the i-th confident box: the fixed list, then hues a golden angle apart. */
export function boxColour(index: number): string {
  if (index < BOX_COLOURS.length) return BOX_COLOURS[index];
  return `hsl(${Math.round((index * 137.508) % 360)}, 75%, 45%)`;
}

/** resvg draws PNG, JPEG and GIF inside an SVG; it has no WebP decoder. */
const DRAWABLE = new Set(['image/png', 'image/jpeg', 'image/gif']);

function sceneLayer(image: DecodedImage, width: number, height: number): string {
  if (!DRAWABLE.has(image.mime)) {
    throw new AppError(
      422,
      `The scene picture is ${image.mime}, which the editor cannot draw on; PNG, JPEG and GIF pictures can be used`,
      'unprocessable',
    );
  }
  return `<image x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none" href="${toDataUrl(image)}"/>`;
}

/** An average advance of DejaVu Sans Bold, to size the label backdrops (slightly generous). */
const textWidth = (text: string, size: number) => text.length * size * 0.66;

const shortLabel = (label: string) => (label.length > 28 ? `${label.slice(0, 27).trimEnd()}…` : label);

/** Light text with a dark outline on a backdrop: readable on any picture. */
function label(text: string, x: number, y: number, size: number, backdrop: string, anchor: 'start' | 'middle'): string {
  const pad = Math.round(size * 0.3);
  const w = textWidth(text, size) + pad * 2;
  const h = size * 1.3;
  const left = anchor === 'middle' ? x - w / 2 : x;
  return (
    `<rect x="${n(left)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(size * 0.25)}" fill="${backdrop}" fill-opacity="0.85"/>` +
    `<text x="${n(anchor === 'middle' ? x : x + pad)}" y="${n(y + size * 1.0)}" text-anchor="${anchor}" font-family="${LABEL_FONT_FAMILY}" font-weight="bold" font-size="${n(size)}" fill="#ffffff" stroke="#000000" stroke-width="${n(size * 0.16)}" stroke-linejoin="round" paint-order="stroke">${esc(text)}</text>`
  );
}

function render(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
    font: labelFontOptions(),
  });
  return Buffer.from(resvg.render().asPng());
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** The visualization's SVG (exported for tests that read the drawing). */
export function visualizationSvg(args: {
  image: DecodedImage | null;
  width: number;
  height: number;
  boxes: OverlayBox[];
}): string {
  const { width, height } = args;
  const size = Math.max(12, Math.round(Math.min(width, height) / 40));
  const stroke = Math.max(2, Math.round(Math.min(width, height) / 256));
  let confident = 0;
  const shapes = args.boxes.map((box) => {
    const colour = box.low_confidence ? LOW_CONFIDENCE_COLOUR : boxColour(confident++);
    const x = Math.max(0, box.x - box.width / 2);
    const y = Math.max(0, box.y - box.height / 2);
    const w = Math.min(width - x, box.width);
    const h = Math.min(height - y, box.height);
    const dash = box.low_confidence ? ` stroke-dasharray="${stroke * 4} ${stroke * 3}"` : '';
    const text = shortLabel(box.label) + (box.low_confidence ? ' ?' : '');
    const labelH = size * 1.3;
    const labelW = textWidth(text, size) + size * 0.6;
    const labelX = Math.max(0, Math.min(width - labelW, x));
    const labelY = y - labelH - stroke >= 0 ? y - labelH - stroke : Math.min(height - labelH, y + stroke);
    return (
      `<g data-box="${esc(box.label)}">` +
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="#000000" stroke-opacity="0.55" stroke-width="${stroke + 2}"/>` +
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-width="${stroke}"${dash}/>` +
      label(text, labelX, labelY, size, colour, 'start') +
      `</g>`
    );
  });
  const scene = args.image ? sceneLayer(args.image, width, height) : '';
  return `${svgOpen(width, height)}${scene}${shapes.join('')}</svg>`;
}

/** The grid overlay's SVG; `labels: false` draws the same grid without text (tests compare the two). */
export function gridSvg(args: { image: DecodedImage | null; width: number; height: number; labels?: boolean }): string {
  const { width, height } = args;
  const cw = width / GRID_SIZE;
  const ch = height / GRID_SIZE;
  let lines = '';
  for (let i = 1; i < GRID_SIZE; i++) {
    lines += `M${n(i * cw)},0V${height}M0,${n(i * ch)}H${width}`;
  }
  const grid =
    `<path d="${lines}" stroke="#000000" stroke-opacity="0.45" stroke-width="3" fill="none"/>` +
    `<path d="${lines}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="1" fill="none"/>` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="2"/>`;
  let text = '';
  if (args.labels !== false) {
    const size = Math.max(9, Math.round(Math.min(cw, ch) * 0.3));
    for (let i = 0; i < GRID_SIZE; i++) {
      text += label(String(i), (i + 0.5) * cw, 2, size, '#101418', 'middle');
      // row numbers hug the left edge, so the corner tile's two labels sit side by side
      text += label(String(i), 2, (i + 0.5) * ch - size * 0.65, size, '#101418', 'start');
    }
  }
  const scene = args.image ? sceneLayer(args.image, width, height) : '';
  return `${svgOpen(width, height)}${scene}${grid}${text}</svg>`;
}

export function renderVisualization(args: {
  image: DecodedImage;
  width: number;
  height: number;
  boxes: OverlayBox[];
}): Buffer {
  return render(visualizationSvg(args), args.width);
}

export function renderGridOverlay(args: {
  image: DecodedImage;
  width: number;
  height: number;
  labels?: boolean;
}): Buffer {
  return render(gridSvg(args), args.width);
}
