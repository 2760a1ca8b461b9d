/**
 * The inventory: tap (or Enter/Space) an item to select it for "Use <item>" in the
 * element dialog; or drag it with touch or mouse onto an element's hot-spot. A
 * floating ghost follows the pointer while dragging.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import Icon from '../../../components/icons/Icon';
import type { InventoryItem } from '@core';
import { itemIcon } from '../play-labels';
import type { DraggableEntryProps, Ghost } from './DraggableInventoryEntry';
import InventoryButton from './InventoryButton';
import { whenIdle } from '../../../next-task';

/**
 * The drag code (with its gesture library), fetched once the browser is idle after the screen
 * appears: not in the task that draws the room (issue 13), and long before the first item to drag.
 */
const loadDraggableEntry = () => whenIdle().then(() => import('./DraggableInventoryEntry'));

export interface InventoryPanelProps {
  items: InventoryItem[];
  selectedId: string | null;
  onSelect: (itemId: string | null) => void;
  /** Called while dragging with the element under the pointer (or null). */
  onHover: (elementId: string | null) => void;
  onDrop: (itemId: string, elementId: string) => void;
}

export default function InventoryPanel({ items, selectedId, onSelect, onHover, onDrop }: InventoryPanelProps) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  // The drag code (@use-gesture) is fetched when the panel first shows, long before an item is
  // usually in it; until then an item is selected by tapping it, which works the same.
  const [DraggableEntry, setDraggableEntry] = useState<ComponentType<DraggableEntryProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    loadDraggableEntry().then(
      (module) => mounted && setDraggableEntry(() => module.default),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
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
            {items.map((item) => {
              const selected = selectedId === item.id;
              const select = () => onSelect(selected ? null : item.id);
              return DraggableEntry ? (
                <DraggableEntry
                  key={item.id}
                  item={item}
                  selected={selected}
                  onSelect={select}
                  onGhost={setGhost}
                  onHover={onHover}
                  onDrop={(elementId) => onDrop(item.id, elementId)}
                />
              ) : (
                <InventoryButton key={item.id} item={item} selected={selected} onSelect={select} />
              );
            })}
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
            <Icon icon={itemIcon(ghost.item.icon)} />
            <span>{ghost.item.name}</span>
          </div>,
          document.body,
        )}
    </section>
  );
}
