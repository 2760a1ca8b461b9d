/** A small scene for the editor assistant's tests. */
import type { AssistantContext } from '../flows/editor/assistant-schemas';

export const assistantContext = (overrides: Partial<AssistantContext> = {}): AssistantContext => ({
  scene: { title: 'The Reading Room', description: 'Tall shelves and a reading desk.', scene_index: 0 },
  elements: [
    {
      id: 'el-key',
      name: 'Brass Key',
      element_type: 'key',
      x: 300,
      y: 420,
      visible: false,
      confidence: 0.55,
      manual: false,
    },
    {
      id: 'el-box',
      name: 'Iron Lockbox',
      element_type: 'combination_lock',
      x: 520,
      y: 380,
      visible: true,
      confidence: 0.92,
      manual: false,
    },
    {
      id: 'el-door',
      name: 'Archive Door',
      element_type: 'door',
      x: 700,
      y: 250,
      visible: true,
      confidence: 0.9,
      manual: true,
    },
  ],
  verdict: { solvable: true, reason: null, offending: [], steps: 6 },
  prompt: 'hello',
  messages: [],
  ...overrides,
});
