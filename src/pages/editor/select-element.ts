/**
 * Selecting an element named outside the scene view (the puzzle graph, the solvability
 * verdict): by id, with the scene it lives in when known. The editor page switches scene
 * when it lives elsewhere.
 */
import type { EditorElement } from '@core';

export type SelectElement = (element: Pick<EditorElement, 'id'> & { scene_index: number | null }) => void;
