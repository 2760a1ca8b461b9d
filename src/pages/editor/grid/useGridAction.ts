/** Configure Grid Tile Action's state: the action being set up for the chosen tile, and creating its element. */
import { useEffect, useState } from 'react';
import type { ElementSuggestion } from '@core';
import { EDITOR_MESSAGES, ROOM_MESSAGES } from '@core/content/messages';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import { gridActionToElement, newGridAction, type GridTileAction } from '../editor-math';

/** Sets one field of the action. */
export type SetActionField = <K extends keyof GridTileAction>(key: K, value: GridTileAction[K]) => void;

export function useGridAction(
  editor: SceneEditor,
  cell: { x: number; y: number } | null,
  onClose: () => void,
  onCreated: (action: GridTileAction) => void,
) {
  const [action, setAction] = useState<GridTileAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    setAction(cell ? newGridAction(cell) : null);
    setError(null);
    setStatus(null);
  }, [cell]);

  const set: SetActionField = (key, value) => setAction((a) => (a ? { ...a, [key]: value } : a));
  /** Takes an AI suggestion's name, types and description into the action. */
  const pick = (s: ElementSuggestion) =>
    setAction((a) =>
      a
        ? {
            ...a,
            elementName: s.name,
            elementType: s.element_type,
            actionType: s.action_type,
            description: s.description,
          }
        : a,
    );

  const confirm = async () => {
    if (!action) return;
    setError(null);
    if (!action.elementName.trim()) {
      setError(ROOM_MESSAGES.gridActionNameRequired);
      return;
    }
    const notice = EDITOR_MESSAGES.elementAtGrid(action.coordinates.x, action.coordinates.y);
    setStatus(notice);
    editor.notify(notice);
    try {
      const element = await editor.create(
        gridActionToElement(action, editor.data!.scene.image_resolution),
        EDITOR_MESSAGES.createFromGridFailed,
      );
      onCreated({ ...action, elementName: element.name, elementId: element.id, status: 'configured' });
      onClose();
    } catch (e) {
      setStatus(null);
      setError((e as Error).message);
      editor.notify((e as Error).message);
    }
  };

  return { action, error, status, set, pick, confirm };
}
