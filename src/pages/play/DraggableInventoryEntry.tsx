/**
 * An inventory item that can be dragged with touch or mouse onto an element's hot-spot
 * (@use-gesture); a chunk of its own, loaded by InventoryPanel when it first shows.
 */
import { useDrag } from '@use-gesture/react';
import type { InventoryItem } from '@core';
import { elementAtPoint, InventoryButton, type Ghost } from './InventoryPanel';

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
