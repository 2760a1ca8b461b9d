/** Grid mode (§2, §9): 16 × 16 tiles of 6.25 % over the player view, hover highlight, labels, selection. */
import { useState } from 'react';
import { GRID_SIZE } from '@core';
import { tileAt, tileBox, type Size } from '../editor-math';

export interface GridControls {
  selected: { x: number; y: number } | null;
  labels: boolean;
  onTile: (cell: { x: number; y: number }) => void;
}

const AXIS = Array.from({ length: GRID_SIZE }, (_, i) => i);

export default function GridOverlay({ grid, shown }: { grid: GridControls; shown: Size }) {
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const cellOf = (event: React.PointerEvent | React.MouseEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return tileAt({ x: event.clientX - box.left, y: event.clientY - box.top }, shown);
  };
  const box = (cell: { x: number; y: number }) => {
    const b = tileBox(cell);
    return { left: b.left, top: b.top, width: b.size, height: b.size };
  };

  return (
    <div
      className="editor-grid"
      data-testid="editor-grid"
      role="application"
      aria-label="Scene grid: click a tile to select it, click it again to configure an action"
      onPointerMove={(event) => setHover(cellOf(event))}
      onPointerLeave={() => setHover(null)}
      onClick={(event) => grid.onTile(cellOf(event))}
    >
      <span className="editor-grid__badge" data-testid="grid-mode-badge">
        Grid Mode
      </span>
      {hover && <div className="editor-grid__hover" style={box(hover)} />}
      {grid.selected && (
        <div
          className="editor-grid__selected"
          style={box(grid.selected)}
          data-testid="grid-selected-tile"
          data-x={grid.selected.x}
          data-y={grid.selected.y}
        />
      )}
      {grid.labels &&
        AXIS.map((i) => (
          <span key={`c${i}`} className="editor-grid__label" style={{ left: tileBox({ x: i, y: 0 }).left, top: 0 }}>
            {i}
          </span>
        ))}
      {grid.labels &&
        AXIS.slice(1).map((i) => (
          <span key={`r${i}`} className="editor-grid__label" style={{ top: tileBox({ x: 0, y: i }).top, left: 0 }}>
            {i}
          </span>
        ))}
    </div>
  );
}
