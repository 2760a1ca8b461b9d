// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ElementMarker from './ElementMarker';
import { editorElement } from '../editor-fixtures';

afterEach(cleanup);

const size = { width: 1024, height: 768 };

function renderMarker(x: number, y: number) {
  const onMove = vi.fn();
  const element = editorElement({ x_position: x, y_position: y });
  render(
    <ElementMarker element={element} image={size} shown={size} disabled={false} onMove={onMove} onOpen={vi.fn()} />,
  );
  return { marker: screen.getByTestId('editor-marker'), onMove, element };
}

describe('ElementMarker (rooms §9)', () => {
  it('is a 24 px marker centred on the element', () => {
    const { marker } = renderMarker(300, 200);
    expect([marker.style.width, marker.style.height]).toEqual(['24px', '24px']);
    expect([marker.style.left, marker.style.top]).toEqual(['288px', '188px']);
  });

  it('moves with the arrow keys and stays within 0..750 × 0..550', () => {
    const atEdge = renderMarker(745, 548);
    fireEvent.keyDown(atEdge.marker, { key: 'ArrowRight', shiftKey: true });
    expect(atEdge.onMove).toHaveBeenLastCalledWith(atEdge.element, 750, 548);
    fireEvent.keyDown(atEdge.marker, { key: 'ArrowDown', shiftKey: true });
    expect(atEdge.onMove).toHaveBeenLastCalledWith(atEdge.element, 745, 550);
    cleanup();
    const atOrigin = renderMarker(0, 0);
    fireEvent.keyDown(atOrigin.marker, { key: 'ArrowLeft' });
    fireEvent.keyDown(atOrigin.marker, { key: 'ArrowUp' });
    expect(atOrigin.onMove).not.toHaveBeenCalled(); // already at the clamp's corner
  });
});
