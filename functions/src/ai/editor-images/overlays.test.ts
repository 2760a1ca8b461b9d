import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../model/app-error';
import { imageSize } from '../image-data';
import { paintScene } from '../offline/painter';
import { sampleSpec } from '../testing/offline-fixtures';
import { solidPng } from '../testing/gemini-mock-server';
import { differingPixels, pngPixels } from '../testing/png-pixels';
import { labelFontFiles } from './fonts';
import {
  BOX_COLOURS,
  LOW_CONFIDENCE_COLOUR,
  renderGridOverlay,
  renderVisualization,
  type OverlayBox,
} from './overlays';

const W = 640;
const H = 480;
const grey = { bytes: solidPng(W, H, [128, 128, 128]), mime: 'image/png' };
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (pixel: number[], colour: number[], tolerance = 12) =>
  colour.every((c, i) => Math.abs(pixel[i] - c) <= tolerance);

const boxes: OverlayBox[] = [
  { label: 'Brass lockbox', x: 200, y: 240, width: 120, height: 100, low_confidence: false },
  { label: 'Silver key', x: 450, y: 300, width: 100, height: 80, low_confidence: true },
];

describe('label fonts', () => {
  it('resolves the DejaVu files from the dejavu-fonts-ttf package', () => {
    const files = labelFontFiles();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/dejavu-fonts-ttf[/\\]ttf[/\\]DejaVuSans(-Bold)?\.ttf$/);
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('renderVisualization', () => {
  it('draws each box in its own colour over the scene, the low-confidence one orange and dashed', () => {
    const png = renderVisualization({ image: grey, width: W, height: H, boxes });
    expect(imageSize({ bytes: png, mime: 'image/png' })).toEqual({ width: W, height: H });
    const out = pngPixels(png, W, H);

    // left edge of the confident box, halfway down: its colour
    expect(near(out.at(140, 240), rgb(BOX_COLOURS[0]))).toBe(true);
    // away from every box the scene is untouched
    expect(near(out.at(600, 40), [128, 128, 128], 2)).toBe(true);
    // the low-confidence box's left edge alternates orange dashes and gaps
    const edge = Array.from({ length: 70 }, (_, i) => out.at(400, 265 + i));
    expect(edge.some((p) => near(p, rgb(LOW_CONFIDENCE_COLOUR)))).toBe(true);
    expect(edge.some((p) => !near(p, rgb(LOW_CONFIDENCE_COLOUR), 40))).toBe(true);
  });

  it('writes the labels: the label strip differs from the same boxes without text', () => {
    const withText = pngPixels(renderVisualization({ image: grey, width: W, height: H, boxes }), W, H);
    const blank = boxes.map((box) => ({ ...box, label: '' }));
    const without = pngPixels(renderVisualization({ image: grey, width: W, height: H, boxes: blank }), W, H);
    // the strip above the lockbox (y 190) holds its name in white letters
    const strip = { x: 140, y: 165, w: 150, h: 24 };
    expect(differingPixels(withText, without, strip)).toBeGreaterThan(150);
    let white = 0;
    for (let x = strip.x; x < strip.x + strip.w; x++) if (near(withText.at(x, 178), [255, 255, 255], 20)) white++;
    expect(white).toBeGreaterThan(5);
  });

  it('refuses a WebP picture with a 422 that says which pictures work', () => {
    const webp = {
      bytes: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8L0000000000000', 'latin1'),
      mime: 'image/webp',
    };
    const run = () => renderVisualization({ image: webp, width: W, height: H, boxes });
    expect(run).toThrow(AppError);
    expect(run).toThrow(/PNG, JPEG and GIF/);
  });
});

describe('renderGridOverlay', () => {
  it('draws the 16×16 grid lines over the scene', () => {
    const out = pngPixels(renderGridOverlay({ image: grey, width: W, height: H }), W, H);
    // a vertical line at x = 640/16 = 40 in the middle of the picture, and the cell beside it untouched
    expect(near(out.at(40, 250), [128, 128, 128], 20)).toBe(false);
    expect(near(out.at(60, 250), [128, 128, 128], 2)).toBe(true);
    // a horizontal line at y = 480/16 × 8 = 240
    expect(near(out.at(300, 240), [128, 128, 128], 20)).toBe(false);
  });

  it('labels the columns along the top and the rows along the left', () => {
    const labelled = pngPixels(renderGridOverlay({ image: grey, width: W, height: H }), W, H);
    const bare = pngPixels(renderGridOverlay({ image: grey, width: W, height: H, labels: false }), W, H);
    const cw = W / 16;
    const ch = H / 16;
    // column 7's number, top centre of its tile
    expect(differingPixels(labelled, bare, { x: Math.round(7.5 * cw) - 8, y: 2, w: 16, h: 12 })).toBeGreaterThan(40);
    // row 9's number, left edge of its tile
    expect(differingPixels(labelled, bare, { x: 2, y: Math.round(9.5 * ch) - 6, w: 14, h: 12 })).toBeGreaterThan(40);
    // light text on a dark backdrop: both appear in the label of column 12
    const row = Array.from({ length: 20 }, (_, i) => labelled.at(12.5 * cw - 10 + i, 9));
    expect(row.some((p) => p[0] > 200 && p[1] > 200 && p[2] > 200)).toBe(true);
    expect(row.some((p) => p[0] < 60 && p[1] < 60 && p[2] < 60)).toBe(true);
  });
});

describe('speed on a painted 1024×768 scene', () => {
  it('draws the visualization and the grid in well under a second each', () => {
    const spec = sampleSpec();
    const painted = paintScene(spec);
    const image = { bytes: painted.png, mime: 'image/png' };
    const sceneBoxes = painted.placements.map((p, i) => ({
      label: spec.elements[i].name,
      x: p.x,
      y: p.y,
      width: p.width,
      height: p.height,
      low_confidence: p.confidence < 0.7,
    }));
    let start = performance.now();
    renderVisualization({ image, width: 1024, height: 768, boxes: sceneBoxes });
    expect(performance.now() - start).toBeLessThan(1000);
    start = performance.now();
    renderGridOverlay({ image, width: 1024, height: 768 });
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
