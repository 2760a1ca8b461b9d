/**
 * Small things a player finds and picks up, each drawn on a 100×100 canvas: a key looks like a
 * key, a coin like a coin. Flat shapes with a dark outline so they read on any scene.
 */
import type { ReactElement } from 'react';

export interface SpriteArt {
  /** The drawing's own size; the SVG keeps this aspect inside the element's box. */
  box: readonly [number, number];
  draw: () => ReactElement;
}

export const INK = '#2a1d12';
export const BRASS = '#d4a62a';
export const BRASS_DARK = '#8a6414';
export const IRON = '#6b7078';
export const WOOD = '#8b5a2b';
export const WOOD_DARK = '#5a3716';
export const PAPER = '#f1e4c0';
const line = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };
const square = [100, 100] as const;

/** A soft shadow under a thing resting on something. */
export const Shadow = ({ cx = 50, cy = 92, rx = 34 }: { cx?: number; cy?: number; rx?: number }) => (
  <ellipse cx={cx} cy={cy} rx={rx} ry={5} fill="#000" opacity={0.28} />
);

const item = (draw: () => ReactElement): SpriteArt => ({ box: square, draw });

export const ITEM_SPRITES: Record<string, SpriteArt> = {
  key: item(() => (
    <g {...line}>
      <Shadow />
      <circle cx={28} cy={50} r={17} fill={BRASS} />
      <circle cx={28} cy={50} r={7} fill="#3b2a10" />
      <path d="M44 46h46v8H44z" fill={BRASS} />
      <path d="M74 54v12h6V54M84 54v9h6v-9" fill={BRASS} />
    </g>
  )),
  gem: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M26 36l12-14h24l12 14-24 50z" fill="#3fb6d9" />
      <path d="M26 36h48M38 22l12 14 12-14M38 36l12 50 12-50" fill="none" strokeWidth={1.6} />
      <path d="M42 26l-6 8" stroke="#fff" strokeWidth={3} opacity={0.8} />
    </g>
  )),
  coin: item(() => (
    <g {...line}>
      <Shadow />
      <ellipse cx={50} cy={52} rx={30} ry={30} fill={BRASS} />
      <ellipse cx={50} cy={52} rx={21} ry={21} fill="none" stroke={BRASS_DARK} strokeWidth={2} />
      <path d="M42 60l8-18 8 18" fill="none" stroke={BRASS_DARK} strokeWidth={3} />
    </g>
  )),
  amulet: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M30 14q20 28 40 0" fill="none" stroke={BRASS_DARK} strokeWidth={3} />
      <circle cx={50} cy={56} r={24} fill={BRASS} />
      <circle cx={50} cy={56} r={11} fill="#c0392b" />
      <path d="M45 51l4-3" stroke="#fff" strokeWidth={2.5} />
    </g>
  )),
  scroll: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M24 24h52v56H24z" fill={PAPER} />
      <rect x={18} y={16} width={64} height={12} rx={6} fill="#d8c28e" />
      <rect x={18} y={76} width={64} height={12} rx={6} fill="#d8c28e" />
      <path d="M32 40h36M32 50h30M32 60h34" strokeWidth={2} stroke="#6b5530" />
      <circle cx={62} cy={70} r={6} fill="#b22222" />
    </g>
  )),
  map: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M12 24l24-8 28 8 24-8v60l-24 8-28-8-24 8z" fill={PAPER} />
      <path d="M36 16v60M64 24v60" fill="none" strokeWidth={1.5} />
      <path d="M20 60q14-20 30-6t30-16" fill="none" stroke="#7a4b1f" strokeDasharray="4 4" />
      <path d="M70 34l8 8m0-8l-8 8" stroke="#b22222" strokeWidth={3} />
    </g>
  )),
  book: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M20 22h56l6 6v58H26l-6-6z" fill="#7b2d26" />
      <path d="M26 28h56v58H26z" fill="#943a31" />
      <path d="M76 28v58" stroke={PAPER} strokeWidth={4} />
      <rect x={40} y={44} width={28} height={12} fill={BRASS} strokeWidth={1.5} />
    </g>
  )),
  card: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={16} y={26} width={68} height={46} rx={6} fill="#e8eef4" />
      <rect x={16} y={34} width={68} height={8} fill="#2f6fb0" strokeWidth={0} />
      <rect x={24} y={48} width={16} height={16} fill="#9fb3c8" strokeWidth={1.5} />
      <path d="M46 52h30M46 60h22" strokeWidth={2} />
    </g>
  )),
  chip: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={26} y={26} width={48} height={48} rx={4} fill="#2e3a46" />
      <rect x={38} y={38} width={24} height={24} fill={BRASS} strokeWidth={1.5} />
      <path d="M34 18v8M50 18v8M66 18v8M34 74v8M50 74v8M66 74v8M18 34h8M18 50h8M18 66h8M74 34h8M74 50h8M74 66h8" />
    </g>
  )),
  shard: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M30 84l8-52 26-18 8 30-12 40z" fill="#7fd3c4" />
      <path d="M38 32l22 14 12-2M60 46l0 38" fill="none" strokeWidth={1.5} />
    </g>
  )),
  gear: item(() => (
    <g {...line}>
      <Shadow />
      <path
        d="M46 14h8l2 10 8 3 8-6 6 6-6 8 3 8 10 2v8l-10 2-3 8 6 8-6 6-8-6-8 3-2 10h-8l-2-10-8-3-8 6-6-6 6-8-3-8-10-2v-8l10-2 3-8-6-8 6-6 8 6 8-3z"
        fill={IRON}
      />
      <circle cx={50} cy={48} r={10} fill="#2b2b2b" />
    </g>
  )),
  candle: item(() => (
    <g {...line}>
      <Shadow />
      <ellipse cx={50} cy={84} rx={24} ry={6} fill={BRASS} />
      <rect x={40} y={36} width={20} height={46} fill="#f4ecd6" />
      <path d="M50 36v-6" />
      <path d="M50 8q10 12 0 22q-10-10 0-22z" fill="#ffb03b" stroke="#e06b00" strokeWidth={1.5} />
    </g>
  )),
  torch: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={20} y={42} width={50} height={18} rx={4} fill="#4a4f57" />
      <path d="M70 38h12l6-6v38l-6-6H70z" fill="#7c828b" />
      <path d="M90 40l8-4M90 51h8M90 62l8 4" stroke="#8b5cf6" strokeWidth={3} />
    </g>
  )),
  vase: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M38 12h24v8q-4 4 0 8q18 14 14 36q-2 20-26 22q-24-2-26-22q-4-22 14-36q4-4 0-8z" fill="#c8734a" />
      <path d="M28 52h44" stroke="#f1e4c0" strokeWidth={4} />
    </g>
  )),
  vial: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={42} y={10} width={16} height={10} fill="#8b5a2b" />
      <path d="M40 20h20v18l14 38q2 10-8 10H34q-10 0-8-10l14-38z" fill="#dfeef2" />
      <path d="M30 62h40l4 14q2 10-8 10H34q-10 0-8-10z" fill="#5fd16a" />
    </g>
  )),
  lever: item(() => (
    <g {...line}>
      <rect x={22} y={62} width={56} height={28} rx={4} fill={IRON} />
      <path d="M50 72L70 18" stroke={INK} strokeWidth={8} />
      <path d="M50 72L70 18" stroke="#9aa0a8" strokeWidth={4} />
      <circle cx={71} cy={16} r={8} fill="#b22222" />
    </g>
  )),
  dagger: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M50 8l8 14v40h-16V22z" fill="#d7dde3" />
      <rect x={32} y={62} width={36} height={7} rx={3} fill={BRASS} />
      <rect x={45} y={69} width={10} height={18} fill={WOOD} />
      <circle cx={50} cy={89} r={4} fill={BRASS} />
    </g>
  )),
  feather: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M24 88L74 14q12 20-6 44q-16 20-40 26z" fill="#f4f1ea" />
      <path d="M24 88L66 28" fill="none" strokeWidth={1.8} />
    </g>
  )),
  lens: item(() => (
    <g {...line}>
      <Shadow />
      <circle cx={42} cy={42} r={26} fill="#bfe3f2" stroke={BRASS_DARK} strokeWidth={6} />
      <path d="M60 60l24 24" stroke={WOOD_DARK} strokeWidth={9} />
      <path d="M30 32q6-8 14-8" fill="none" stroke="#fff" strokeWidth={3} />
    </g>
  )),
  phone: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={30} y={12} width={40} height={76} rx={6} fill="#22262c" />
      <rect x={35} y={20} width={30} height={52} fill="#3aa0d8" strokeWidth={1} />
      <circle cx={50} cy={80} r={3} fill="#555" strokeWidth={1} />
    </g>
  )),
  canister: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={32} y={22} width={36} height={64} rx={12} fill="#3d8fd1" />
      <rect x={43} y={10} width={14} height={12} fill={IRON} />
      <path d="M32 44h36" stroke="#fff" strokeWidth={3} />
    </g>
  )),
  whistle: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M14 40h44a18 18 0 1 1-4 22H14z" fill="#c0c6cc" />
      <circle cx={66} cy={54} r={8} fill="#2b2b2b" />
      <path d="M84 30q8-8 4-18" fill="none" />
    </g>
  )),
  doll: item(() => (
    <g {...line}>
      <Shadow />
      <circle cx={50} cy={26} r={14} fill="#f3d9c4" />
      <path d="M36 22q14-16 28 0" fill="#6b3b1f" />
      <path d="M38 40h24l10 46H28z" fill="#b04a6a" />
      <circle cx={45} cy={26} r={2} fill={INK} />
      <circle cx={55} cy={26} r={2} fill={INK} />
    </g>
  )),
  shell: item(() => (
    <g {...line}>
      <Shadow />
      <path d="M14 70q36-70 72 0q-36 16-72 0z" fill="#f5c7b0" />
      <path d="M50 32v44M34 46l10 28M66 46l-10 28" fill="none" strokeWidth={1.8} />
    </g>
  )),
  fuse: item(() => (
    <g {...line}>
      <Shadow />
      <rect x={16} y={38} width={68} height={24} rx={6} fill="#e7e1c8" />
      <rect x={16} y={36} width={14} height={28} fill={IRON} />
      <rect x={70} y={36} width={14} height={28} fill={IRON} />
      <path d="M30 50q10-8 20 0t20 0" fill="none" stroke="#b22222" strokeWidth={2} />
    </g>
  )),
};
