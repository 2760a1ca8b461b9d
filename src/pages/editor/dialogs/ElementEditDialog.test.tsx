// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import ElementEditDialog from './ElementEditDialog';
import { editorElement } from '../editor-fixtures';

afterEach(cleanup);

const editor = { data: { elements: [] }, save: vi.fn(), remove: vi.fn() } as unknown as SceneEditor;
const onClose = vi.fn();
const dialogFor = (confidence: number | null) => (
  <ElementEditDialog
    editor={editor}
    element={confidence === null ? null : editorElement({ position_confidence: confidence })}
    onClose={onClose}
  />
);

describe('Edit Element dialog (rooms §2, §9)', () => {
  it('notes low confidence at or below 0.7, and not above', async () => {
    const { rerender } = render(dialogFor(0.69));
    await screen.findByTestId('element-dialog');
    expect(screen.getByTestId('low-confidence-note').textContent).toContain('(69%)');
    rerender(dialogFor(0.7));
    expect(screen.getByTestId('low-confidence-note').textContent).toContain('(70%)');
    rerender(dialogFor(0.71));
    expect(screen.queryByTestId('low-confidence-note')).toBeNull();
    // Closed and dismissed before the file ends: Ionic's dismissal must not outlive the test's document.
    rerender(dialogFor(null));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
