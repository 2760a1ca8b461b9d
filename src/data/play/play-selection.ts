/**
 * The play controller's inventory selection: which item is selected for "tap to use",
 * and what a tap on an element does while one is (a lock or door takes it as a
 * `use_item` action; anything else opens the element's dialog with "Use <item>").
 */
import type { ElementRuntime, GameAction, InventoryItem, PlayElement } from '@core';

/** The selection stays only while the item is still held (used items leave the inventory). */
export function keepSelection(selectedId: string | null, inventory: InventoryItem[]): string | null {
  return selectedId !== null && inventory.some((item) => item.id === selectedId) ? selectedId : null;
}

/** A lock or door not yet solved: something an item may be used on. */
export function takesItems(el: PlayElement, runtime: ElementRuntime): boolean {
  if (runtime.state === 'solved') return false;
  return el.requires.items.length > 0 || el.element_type === 'door' || el.element_type === 'combination_lock';
}

/** The action of tapping `el` with `selectedId` selected, or null when the tap opens the dialog. */
export function tapAction(el: PlayElement, runtime: ElementRuntime, selectedId: string | null): GameAction | null {
  if (selectedId === null || !takesItems(el, runtime)) return null;
  return { type: 'use_item', element_id: el.id, item_id: selectedId };
}
