/**
 * The inventory: tap (or Enter/Space) an item to select it for "Use <item>" in the
 * element dialog; or drag it with touch or mouse onto an element's hot-spot. A
 * floating ghost follows the pointer while dragging.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useDrag } from '@use-gesture/react';
import { IonIcon } from '@ionic/react';
import type { InventoryItem } from '@core';
import { itemIcon } from './play-labels';

export interface InventoryPanelProps {
  items: InventoryItem[];
  selectedId: string | null;
  onSelect: (itemId: string | null) => void;
  /** Called while dragging with the element under the pointer (or null). */
  onHover: (elementId: string | null) => void;
  onDrop: (itemId: string, elementId: string) => void;
}

/** The hot-spot under a screen point; the ghost ignores the pointer, so it never hides one. */
export function elementAtPoint(x: number, y: number): string | null {
  for (const node of document.elementsFromPoint(x, y)) {
    const id = (node as HTMLElement).dataset?.elementId;
    if (id) return id;
  }
  return null;
}

interface Ghost {
  item: InventoryItem;
  x: number;
  y: number;
}

function InventoryEntry(props: {
  item: InventoryItem;
  selected: boolean;
  onSelect: () => void;
  onGhost: (ghost: Ghost | null) => void;
  onHover: (elementId: string | null) => void;
  onDrop: (elementId: string) => void;
}) {
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
  return (
    <button
      {...bind()}
      type="button"
      className={`play-item${props.selected ? ' play-item--selected' : ''}`}
      aria-pressed={props.selected}
      aria-label={`${item.name}${props.selected ? ' (selected)' : ''}`}
      title={item.description || item.name}
      data-testid={`inventory-item-${item.id}`}
      data-item-id={item.id}
      onClick={props.onSelect}
    >
      <IonIcon icon={itemIcon(item.icon)} aria-hidden="true" />
      <span className="play-item-name">{item.name}</span>
    </button>
  );
}

export default function InventoryPanel({ items, selectedId, onSelect, onHover, onDrop }: InventoryPanelProps) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  return (
    <section className="play-inventory" id="play-inventory" aria-label="Inventory" data-testid="inventory">
      <h2 className="play-inventory-title">
        Inventory <span className="muted">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="muted play-inventory-empty">Items you pick up appear here.</p>
      ) : (
        <>
          <div className="play-items">
            {items.map((item) => (
              <InventoryEntry
                key={item.id}
                item={item}
                selected={selectedId === item.id}
                onSelect={() => onSelect(selectedId === item.id ? null : item.id)}
                onGhost={setGhost}
                onHover={onHover}
                onDrop={(elementId) => onDrop(item.id, elementId)}
              />
            ))}
          </div>
          <p className="muted play-inventory-help">
            Drag an item onto something in the scene, or select it and tap the object.
          </p>
        </>
      )}
      {ghost &&
        createPortal(
          <div
            className="play-ghost"
            aria-hidden="true"
            data-testid="drag-ghost"
            style={{ left: ghost.x, top: ghost.y }}
          >
            <IonIcon aria-hidden="true" icon={itemIcon(ghost.item.icon)} />
            <span>{ghost.item.name}</span>
          </div>,
          document.body,
        )}
    </section>
  );
}
