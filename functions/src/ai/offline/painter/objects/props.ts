/** What holds and grounds the elements: stands, wall shelves, and soft shadows beneath. */
import { darken, lighten } from '../drawing/color';
import type { Box } from '../drawing/geometry';
import type { Slot } from '../layout/occupancy';
import type { DrawCtx } from './draw-context';
import { ellipse, path, rect } from '../drawing/svg';

export function drawStand(s: Box, c: DrawCtx): string {
  const { p } = c;
  const stoneStyle = c.style.id.startsWith('temple') || c.style.id.startsWith('castle');
  const shadow = ellipse(s.x + s.w / 2, s.y + s.h, s.w * 0.6, 9, { fill: 'url(#shadow)' });
  if (stoneStyle) {
    return (
      shadow +
      rect(s.x + s.w * 0.2, s.y + 8, s.w * 0.6, s.h - 16, { fill: 'url(#stone)' }) +
      rect(s.x, s.y, s.w, 10, { fill: lighten(p.stone, 0.1), stroke: darken(p.stone, 0.4), 'stroke-width': 1 }) +
      rect(s.x + s.w * 0.08, s.y + s.h - 10, s.w * 0.84, 10, { fill: darken(p.stone, 0.1) })
    );
  }
  if (c.metallic) {
    return (
      shadow +
      rect(s.x + s.w * 0.3, s.y + 8, s.w * 0.4, s.h - 12, { fill: 'url(#metal)' }) +
      rect(s.x, s.y, s.w, 9, { fill: 'url(#metal-v)', rx: 3 }) +
      rect(s.x + 4, s.y + 9, s.w - 8, 2, { fill: p.accent, opacity: 0.7 }) +
      rect(s.x + s.w * 0.18, s.y + s.h - 6, s.w * 0.64, 6, { fill: 'url(#metal-dark)', rx: 2 })
    );
  }
  return (
    shadow +
    rect(s.x, s.y, s.w, 9, { fill: 'url(#wood)', rx: 2 }) +
    rect(s.x + 6, s.y + 9, s.w - 12, 10, { fill: 'url(#wood-dark)' }) +
    path(
      `M${s.x + 10},${s.y + 19}L${s.x + 6},${s.y + s.h}M${s.x + s.w - 10},${s.y + 19}L${s.x + s.w - 6},${s.y + s.h}`,
      { stroke: p.woodDark, 'stroke-width': 5 },
    )
  );
}

export function drawShelf(s: Box, c: DrawCtx): string {
  const fill = c.metallic ? 'url(#metal-v)' : 'url(#wood)';
  return (
    rect(s.x + 3, s.y + 5, s.w, 8, { fill: '#000', opacity: 0.3 }) +
    rect(s.x, s.y, s.w, 7, { fill }) +
    path(`M${s.x + 10},${s.y + 7}v7h8zM${s.x + s.w - 10},${s.y + 7}v7h-8z`, {
      fill: c.metallic ? c.p.metalDark : c.p.woodDark,
    })
  );
}

/** A soft contact shadow under anything that stands on the floor or on furniture. */
export function groundShadow(slot: Slot): string {
  const b = slot.box;
  if (slot.zone === 'wall' || slot.support.on === 'wall' || slot.support.on === 'shelf') return '';
  if (slot.zone === 'flat')
    return ellipse(b.x + b.w / 2, b.y + b.h * 0.55, b.w * 0.55, b.h * 0.55, { fill: 'url(#shadow)', opacity: 0.5 });
  const big = slot.zone !== 'small';
  return ellipse(b.x + b.w / 2, b.y + b.h - 2, b.w * (big ? 0.62 : 0.5), big ? 16 : 8, { fill: 'url(#shadow)' });
}
