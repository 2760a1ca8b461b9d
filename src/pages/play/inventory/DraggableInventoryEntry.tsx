/**
 * An inventory item that can be dragged with touch or mouse onto an element's hot-spot
 * (@use-gesture); a chunk of its own, loaded by InventoryPanel when it first shows.
 */
import { useDrag } from '@use-gesture/react';
import type { InventoryItem } from '@core';
import InventoryButton from './InventoryButton';

/** The floating image of the item being dragged, at the pointer. */
export interface Ghost {
  item: InventoryItem;
  x: number;
  y: number;
}

/** The hot-spot under a screen point; the ghost ignores the pointer, so it never hides one. */
function elementAtPoint(x: number, y: number): string | null {
  for (const node of document.elementsFromPoint(x, y)) {
    const id = (node as HTMLElement).dataset?.elementId;
    if (id) return id;
  }
  return null;
}

export interface DraggableEntryProps {
  item: InventoryItem;
  selected: boolean;
  onSelect: () => void;
  onGhost: (ghost: Ghost | null) => void;
  onHover: (elementId: string | null) => void;
  onDrop: (elementId: string) => void;
}

export default function DraggableInventoryEntry(props: DraggableEntryProps) {
  const { item } = props;
  const bind = useDrag(
    ({ last, xy: [x, y], tap, canceled }) => {
      if (tap) return;
      if (last) {
        props.onGhost(null);
        props.onHover(null);
        const target = canceled ? null : elementAtPoint(x, y);
        if (target) props.onDrop(target);
        return;
      }
      props.onGhost({ item, x, y });
      props.onHover(elementAtPoint(x, y));
    },
    { filterTaps: true, keys: false },
  );
  return <InventoryButton item={item} selected={props.selected} onSelect={props.onSelect} drag={bind()} />;
}
