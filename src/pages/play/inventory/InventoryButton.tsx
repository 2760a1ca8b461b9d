/**
 * One inventory item's button: the panel shows it until the drag code is in, then the drag
 * code wraps it (DraggableInventoryEntry).
 */
import type { DOMAttributes } from 'react';
import Icon from '../../../components/icons/Icon';
import type { InventoryItem } from '@core';
import { itemIcon } from '../play-labels';

/** One item's button; `drag` adds the touch and mouse handlers once the drag code is in. */
export default function InventoryButton({
  item,
  selected,
  onSelect,
  drag,
}: {
  item: InventoryItem;
  selected: boolean;
  onSelect: () => void;
  drag?: DOMAttributes<HTMLButtonElement>;
}) {
  return (
    <button
      {...drag}
      type="button"
      className={`play-item${selected ? ' play-item--selected' : ''}`}
      aria-pressed={selected}
      aria-label={`${item.name}${selected ? ' (selected)' : ''}`}
      title={item.description || item.name}
      data-testid={`inventory-item-${item.id}`}
      data-item-id={item.id}
      onClick={onSelect}
    >
      <Icon icon={itemIcon(item.icon)} />
      <span className="play-item-name">{item.name}</span>
    </button>
  );
}
