/**
 * Doors and locks, drawn as they are now: a closed door becomes a dark doorway with its leaf
 * swung aside once unlocked; a solved safe stands open, a solved keypad shows a green light.
 */
import type { ReactElement } from 'react';
import type { ElementState } from '@core';
import { BRASS, BRASS_DARK, INK, IRON, WOOD, WOOD_DARK } from './item-sprites';

export interface StatefulArt {
  box: readonly [number, number];
  draw: (open: boolean) => ReactElement;
}

/** Unlocked or solved: the door stands open, the lock has given way. */
export const isOpenState = (state: ElementState): boolean => state === 'unlocked' || state === 'solved';

const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const };

function door(colour: string, trim: string, exit: boolean): StatefulArt {
  const w = exit ? 68 : 62;
  return {
    box: [w, 100],
    draw: (open) =>
      open ? (
        // square frame over the whole box, so the painted closed door (arched or sliding) is covered
        <g {...line}>
          <rect x={1} y={1} width={w - 2} height={99} fill={trim} />
          <rect x={6} y={6} width={w - 12} height={94} fill={exit ? '#fff3c4' : '#0d0a08'} />
          {exit && <path d={`M6 100L${w / 2} 56L${w - 6} 100z`} fill="#ffe38a" stroke="none" opacity={0.7} />}
          <path d="M6 6L18 12V94L6 100z" fill={colour} />
        </g>
      ) : (
        <g {...line}>
          <path d={`M2 100V${w / 2 - 4}a${w / 2 - 2} ${w / 2 - 2} 0 0 1 ${w - 4} 0V100`} fill={trim} />
          <path d={`M6 100V${w / 2}a${w / 2 - 6} ${w / 2 - 6} 0 0 1 ${w - 12} 0V100z`} fill={colour} />
          <path d={`M${w / 2} ${10}V100`} stroke={WOOD_DARK} strokeWidth={1.5} />
          <circle cx={w - 16} cy={62} r={3} fill={BRASS} />
          <rect x={w - 19} y={67} width={6} height={8} rx={1} fill={IRON} />
          {exit && <rect x={w / 2 - 13} y={14} width={26} height={9} fill="#2e9e4f" />}
        </g>
      ),
  };
}

const hatch: StatefulArt = {
  box: [100, 56],
  draw: (open) =>
    open ? (
      <g {...line}>
        <ellipse cx={50} cy={34} rx={46} ry={20} fill="#0d0a08" />
        <path d="M4 34q0-30 46-32q46 2 46 32q-10-14-46-14t-46 14z" fill={IRON} />
        <path d="M36 42h28M38 50h24" stroke="#6b5a40" strokeWidth={3} />
      </g>
    ) : (
      <g {...line}>
        <ellipse cx={50} cy={32} rx={46} ry={20} fill={IRON} />
        <ellipse cx={50} cy={32} rx={34} ry={13} fill="none" stroke="#454a52" strokeWidth={3} />
        <circle cx={50} cy={32} r={6} fill={BRASS} />
      </g>
    ),
};

const portal: StatefulArt = {
  box: [80, 100],
  draw: (open) => (
    <g {...line}>
      <ellipse cx={40} cy={52} rx={36} ry={46} fill="#5a4a7a" />
      <ellipse cx={40} cy={52} rx={28} ry={38} fill={open ? '#b8f0ff' : '#241b36'} />
      {open ? (
        <path d="M40 22q16 30 0 60q-16-30 0-60z" fill="#ffffff" stroke="none" opacity={0.8} />
      ) : (
        <path d="M26 40q14-10 28 0M24 60q16 10 32 0" fill="none" stroke="#4b3d6e" strokeWidth={3} />
      )}
    </g>
  ),
};

const safe: StatefulArt = {
  box: [92, 100],
  draw: (open) => (
    <g {...line}>
      <rect x={4} y={8} width={84} height={88} rx={4} fill="#4d535c" />
      <rect x={12} y={16} width={68} height={72} fill={open ? '#17130f' : '#5d646e'} />
      {open ? (
        <>
          <path d="M12 16L-0 10V96l12-8z" fill="#6b727c" />
          <rect x={20} y={60} width={52} height={4} fill="#3a3a3a" />
        </>
      ) : (
        <>
          <circle cx={46} cy={50} r={14} fill="#c9ced6" />
          <path d="M46 36v6M46 58v6M32 50h6M54 50h6" />
          <rect x={66} y={44} width={6} height={14} fill={BRASS} />
        </>
      )}
      <rect x={14} y={96} width={10} height={4} fill={INK} />
      <rect x={68} y={96} width={10} height={4} fill={INK} />
    </g>
  ),
};

const lockbox: StatefulArt = {
  box: [100, 84],
  draw: (open) => (
    <g {...line}>
      <ellipse cx={50} cy={80} rx={44} ry={4} fill="#000" opacity={0.28} stroke="none" />
      <rect x={10} y={36} width={80} height={42} rx={3} fill={BRASS_DARK} />
      {open ? (
        <path d="M10 36L20 6h80L90 36z" fill="#a87c22" />
      ) : (
        <rect x={8} y={24} width={84} height={14} rx={3} fill="#a87c22" />
      )}
      <rect x={42} y={40} width={16} height={18} rx={2} fill={open ? '#2e9e4f' : '#c2c7cf'} />
      {open ? (
        <path d="M44 40v-10a6 6 0 0 1 12 0" fill="none" transform="translate(8 -6)" />
      ) : (
        <path d="M45 40v-6a5 5 0 0 1 10 0v6" fill="none" />
      )}
    </g>
  ),
};

const chest: StatefulArt = {
  box: [100, 74],
  draw: (open) => (
    <g {...line}>
      <ellipse cx={50} cy={70} rx={46} ry={4} fill="#000" opacity={0.28} stroke="none" />
      {open && <path d="M6 34L14 2h72l8 32z" fill={WOOD_DARK} />}
      {open && <path d="M12 34h76l-4 8H16z" fill="#ffd34d" stroke="none" />}
      <rect x={6} y={34} width={88} height={34} fill={WOOD} />
      {!open && <path d="M6 34q44-30 88 0z" fill={WOOD_DARK} />}
      <path d="M24 34v34M76 34v34" stroke={IRON} strokeWidth={4} />
      <rect x={42} y={32} width={16} height={16} rx={2} fill={open ? '#2e9e4f' : BRASS} />
    </g>
  ),
};

const keypad: StatefulArt = {
  box: [80, 100],
  draw: (open) => (
    <g {...line}>
      <rect x={6} y={4} width={68} height={92} rx={6} fill="#3a4048" />
      <rect x={14} y={12} width={52} height={16} fill={open ? '#1c5f2f' : '#1d2a33'} />
      <circle cx={58} cy={20} r={4} fill={open ? '#35e06b' : '#e03b35'} />
      {[0, 1, 2].flatMap((r) =>
        [0, 1, 2].map((c) => (
          <rect key={`${r}${c}`} x={16 + c * 17} y={36 + r * 18} width={13} height={13} rx={2} fill="#c9ced6" />
        )),
      )}
    </g>
  ),
};

export const STATE_SPRITES: Record<string, StatefulArt> = {
  door: door(WOOD, '#6b4a2e', false),
  exit_door: door('#7a2e22', '#4a3322', true),
  hatch,
  portal,
  safe,
  lockbox,
  chest,
  keypad,
};
