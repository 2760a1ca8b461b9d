// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { InventoryItem } from '@core';
import InventoryPanel from './InventoryPanel';

afterEach(cleanup);

const key: InventoryItem = {
  id: 'key',
  elementId: 'key',
  name: 'Brass key',
  type: 'key',
  description: '',
  icon: 'key',
};
const gem: InventoryItem = {
  id: 'gem',
  elementId: 'gem',
  name: 'Red gem',
  type: 'hidden_item',
  description: '',
  icon: 'gem',
};

function renderPanel(selectedId: string | null, items = [key, gem]) {
  const onSelect = vi.fn();
  render(
    <InventoryPanel items={items} selectedId={selectedId} onSelect={onSelect} onHover={vi.fn()} onDrop={vi.fn()} />,
  );
  return onSelect;
}

describe('InventoryPanel', () => {
  it('says where items will appear while it is empty', () => {
    renderPanel(null, []);
    expect(screen.getByText('Items you pick up appear here.')).toBeTruthy();
  });

  it('selects an item on tap, and unselects it on a second tap', () => {
    const onSelect = renderPanel(null);
    fireEvent.click(screen.getByRole('button', { name: 'Brass key' }));
    expect(onSelect).toHaveBeenLastCalledWith('key');
    cleanup();
    const again = renderPanel('key');
    const selected = screen.getByRole('button', { name: 'Brass key (selected)' });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(selected);
    expect(again).toHaveBeenLastCalledWith(null);
  });
});
