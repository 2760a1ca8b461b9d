/**
 * An element drawn over the scene: the thing its art kind (and name) says, filling its box,
 * and for doors and locks the look of their state (open doorway, lid up, green light).
 * Purely presentational and hidden from screen readers: the button over it carries the name.
 */
import type { ElementState } from '@core';
import { refineArt } from '@core/content/element-art';
import { FIXTURE_SPRITES } from './fixture-sprites';
import { INK, ITEM_SPRITES, Shadow, type SpriteArt } from './item-sprites';
import { isOpenState, STATE_SPRITES } from './state-sprites';

export interface ElementSpriteProps {
  art: string;
  state: ElementState;
  name: string;
}

/** Drawn when the art kind is one we have no drawing for: a wrapped bundle, nothing specific. */
const NEUTRAL: SpriteArt = {
  box: [100, 100],
  draw: () => (
    <g stroke={INK} strokeWidth={2.5} strokeLinejoin="round">
      <Shadow />
      <path d="M22 44q-2 40 28 42q30-2 28-42z" fill="#b98b5a" />
      <path d="M30 44q20-16 40 0z" fill="#d6a873" />
      <path d="M50 30q-10-14-18-6q4 10 18 6q14 4 18-6q-8-8-18 6z" fill="#c0392b" />
    </g>
  ),
};

/** Which drawing an element gets: 'stateful' ones change with the state. */
export function spriteKind(art: string, name: string): { kind: string; stateful: boolean } {
  const kind = refineArt(name, art);
  if (kind in STATE_SPRITES) return { kind, stateful: true };
  if (kind in ITEM_SPRITES || kind in FIXTURE_SPRITES) return { kind, stateful: false };
  return { kind: 'neutral', stateful: false };
}

/** True for doors, hatches, portals and locks: their picture changes once unlocked or solved. */
export const hasStateLook = (art: string): boolean => art in STATE_SPRITES;

export default function ElementSprite({ art, state, name }: ElementSpriteProps) {
  if (art === '') {
    // Sealed (not yet revealed) or unknown: nothing to draw.
    return <svg className="element-sprite" aria-hidden="true" focusable="false" width="100%" height="100%" />;
  }
  const { kind, stateful } = spriteKind(art, name);
  const open = isOpenState(state);
  const sprite = stateful ? STATE_SPRITES[kind] : (ITEM_SPRITES[kind] ?? FIXTURE_SPRITES[kind] ?? NEUTRAL);
  const [w, h] = sprite.box;
  return (
    <svg
      className="element-sprite"
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="xMidYMid meet"
      data-sprite={kind}
      data-open={stateful ? String(open) : undefined}
      style={{ display: 'block', overflow: 'visible', pointerEvents: 'none' }}
    >
      {stateful ? STATE_SPRITES[kind].draw(open) : (sprite as SpriteArt).draw()}
    </svg>
  );
}

export { ElementSprite };
