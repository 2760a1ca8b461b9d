/** Rasterises the painted SVG with resvg (no fonts needed: the painter draws only shapes). */
import { Resvg } from '@resvg/resvg-js';
import type { SceneArtSpec } from '../scene-art';
import type { Placement } from '../../../model/room-design';
import { composeScene } from './compose';

export function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, Math.round(width)) },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    imageRendering: 0,
  });
  return Buffer.from(resvg.render().asPng());
}

export function paintScene(spec: SceneArtSpec): {
  png: Buffer;
  width: number;
  height: number;
  placements: Placement[];
} {
  const scene = composeScene(spec);
  return {
    png: renderPng(scene.svg, scene.width),
    width: scene.width,
    height: scene.height,
    placements: scene.placements,
  };
}
