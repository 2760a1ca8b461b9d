/**
 * Bigger things (furniture, fixtures, statues), for the times one is hidden at the start and
 * only appears once revealed. Each keeps roughly the proportions the painter gives it.
 */
import { BRASS, INK, IRON, PAPER, WOOD, WOOD_DARK, Shadow, type SpriteArt } from './item-sprites';

const line = { stroke: INK, strokeWidth: 2, strokeLinejoin: 'round' as const, strokeLinecap: 'round' as const };

export const FIXTURE_SPRITES: Record<string, SpriteArt> = {
  clock: {
    box: [50, 100],
    draw: () => (
      <g {...line}>
        <rect x={8} y={4} width={34} height={92} rx={3} fill={WOOD} />
        <circle cx={25} cy={22} r={13} fill={PAPER} />
        <path d="M25 22V13M25 22l7 4" />
        <rect x={16} y={42} width={18} height={44} fill="#3b2414" />
        <path d="M25 44v26" />
        <circle cx={25} cy={74} r={5} fill={BRASS} />
      </g>
    ),
  },
  painting: {
    box: [100, 80],
    draw: () => (
      <g {...line}>
        <rect x={4} y={4} width={92} height={72} fill={BRASS} />
        <rect x={14} y={14} width={72} height={52} fill="#5d7f9a" />
        <path d="M14 66l22-26 16 16 12-10 22 20z" fill="#3f6a3a" />
        <circle cx={70} cy={28} r={6} fill="#f3d36b" />
      </g>
    ),
  },
  mirror: {
    box: [70, 100],
    draw: () => (
      <g {...line}>
        <ellipse cx={35} cy={50} rx={32} ry={46} fill={BRASS} />
        <ellipse cx={35} cy={50} rx={24} ry={38} fill="#cfe3ea" />
        <path d="M22 30l10-10M22 44l20-20" stroke="#fff" strokeWidth={3} />
      </g>
    ),
  },
  plant: {
    box: [70, 100],
    draw: () => (
      <g {...line}>
        <path
          d="M35 60q-30-10-26-40q16 10 26 40zM35 60q30-10 26-44q-18 12-26 44zM35 60q0-30 0-54q8 28 0 54z"
          fill="#4f9a4a"
        />
        <path d="M18 60h34l-6 36H24z" fill="#b5653a" />
      </g>
    ),
  },
  rug: {
    box: [100, 48],
    draw: () => (
      <g {...line}>
        <path d="M14 6h72l12 38H2z" fill="#8e2f2f" />
        <path d="M22 12h56l7 26H15z" fill="none" stroke={BRASS} strokeWidth={3} />
      </g>
    ),
  },
  desk: {
    box: [100, 66],
    draw: () => (
      <g {...line}>
        <Shadow cy={62} rx={46} />
        <rect x={2} y={6} width={96} height={10} fill={WOOD} />
        <rect x={8} y={16} width={30} height={46} fill={WOOD_DARK} />
        <path d="M12 30h22M12 46h22" />
        <rect x={88} y={16} width={6} height={46} fill={WOOD_DARK} />
      </g>
    ),
  },
  bookshelf: {
    box: [76, 100],
    draw: () => (
      <g {...line}>
        <rect x={4} y={2} width={68} height={96} fill={WOOD_DARK} />
        {[8, 38, 68].map((y, r) => (
          <g key={y}>
            <rect x={10} y={y} width={56} height={26} fill="#2a1a0e" />
            {[0, 1, 2, 3, 4, 5].map((k) => (
              <rect
                key={k}
                x={12 + k * 9}
                y={y + 4 + ((k + r) % 3)}
                width={7}
                height={22 - ((k + r) % 3)}
                fill={['#8e2f2f', '#2f5e8e', '#3f7a3a', '#b08a2e'][(k + r) % 4]}
                strokeWidth={1}
              />
            ))}
          </g>
        ))}
      </g>
    ),
  },
  terminal: {
    box: [76, 100],
    draw: () => (
      <g {...line}>
        <rect x={6} y={4} width={64} height={92} rx={4} fill="#39414b" />
        <rect x={14} y={12} width={48} height={36} fill="#0f2a1c" />
        <path d="M20 22h24M20 30h32M20 38h16" stroke="#41e07a" strokeWidth={2.5} />
        <rect x={14} y={58} width={48} height={14} fill="#59616b" />
      </g>
    ),
  },
  console: {
    box: [100, 66],
    draw: () => (
      <g {...line}>
        <path d="M4 62V28l12-22h68l12 22v34z" fill="#39414b" />
        <rect x={22} y={10} width={56} height={16} fill="#0f2a3c" />
        <circle cx={24} cy={42} r={5} fill="#e03b35" />
        <circle cx={40} cy={42} r={5} fill="#35e06b" />
        <circle cx={56} cy={42} r={5} fill="#f3c63b" />
        <rect x={68} y={36} width={18} height={12} fill="#7d8590" />
      </g>
    ),
  },
  statue: {
    box: [56, 100],
    draw: () => (
      <g {...line}>
        <rect x={6} y={80} width={44} height={18} fill="#9a948a" />
        <circle cx={28} cy={18} r={11} fill="#c8c2b6" />
        <path d="M14 80l4-44q10-8 20 0l4 44z" fill="#c8c2b6" />
      </g>
    ),
  },
  crate: {
    box: [100, 96],
    draw: () => (
      <g {...line}>
        <Shadow cy={92} rx={46} />
        <rect x={8} y={10} width={84} height={80} fill="#b0803f" />
        <path d="M8 10l84 80M92 10L8 90" stroke={WOOD_DARK} strokeWidth={4} />
        <rect x={8} y={10} width={84} height={80} fill="none" stroke={WOOD_DARK} strokeWidth={6} />
      </g>
    ),
  },
  sarcophagus: {
    box: [52, 100],
    draw: () => (
      <g {...line}>
        <path d="M10 96l-4-60q0-32 20-32t20 32l-4 60z" fill="#c9a24a" />
        <ellipse cx={26} cy={22} rx={10} ry={12} fill="#e3c27a" />
        <path d="M14 50h24M16 66h20" stroke="#2f5e8e" strokeWidth={4} />
        <rect x={20} y={36} width={12} height={8} fill={IRON} />
      </g>
    ),
  },
};
