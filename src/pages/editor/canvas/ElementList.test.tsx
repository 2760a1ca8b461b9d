// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ElementList from './ElementList';
import { editorElement } from '../editor-fixtures';

afterEach(cleanup);

describe('ElementList confidence (rooms §3, §9: threshold 0.7)', () => {
  it('borders rows below 0.7 in orange and colours the chip green above 0.7, else amber', () => {
    const elements = [
      editorElement({ id: 'sure', position_confidence: 0.71 }),
      editorElement({ id: 'edge', position_confidence: 0.7 }),
      editorElement({ id: 'unsure', position_confidence: 0.69 }),
    ];
    render(<ElementList elements={elements} onOpen={vi.fn()} />);
    const rows = screen.getAllByTestId('element-row');
    expect(rows.map((row) => row.classList.contains('editor-element--low'))).toEqual([false, false, true]);
    const chips = screen.getAllByTestId('confidence-chip');
    expect(chips.map((chip) => chip.dataset.color)).toEqual(['success', 'warning', 'warning']);
    expect(chips.map((chip) => chip.textContent)).toEqual(['71%', '70%', '69%']);
  });
});
