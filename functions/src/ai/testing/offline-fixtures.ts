/** Shared inputs of the offline-path flow tests. */
import { loadConfig, setConfigForTests } from '../../config';
import { resetAiForTests } from '../genkit';
import type { SceneArtSpec } from '../offline/scene-art';
import type { RoomBrief } from '../../model/room-design';

/** Points the AI at the offline engine whatever the environment says. */
export function useOfflineAi(): void {
  const base = loadConfig();
  setConfigForTests({ ...base, ai: { ...base.ai, provider: 'offline', geminiApiKey: undefined } });
  resetAiForTests();
}

export function restoreAi(): void {
  setConfigForTests(undefined);
  resetAiForTests();
}

export const sampleBrief = (overrides: Partial<RoomBrief> = {}): RoomBrief => ({
  title: 'The Whispering Archive',
  description: 'A forbidden library where the books rearrange themselves at night.',
  difficulty: 'medium',
  theme: 'Mystery',
  agent: {
    name: 'Archivist Quill',
    personality: 'Scholarly',
    setting: 'Ancient Library',
    theme: 'Mystery',
    description: 'Speaks in footnotes.',
  },
  seed: 1234,
  ...overrides,
});

export const sampleSpec = (overrides: Partial<SceneArtSpec> = {}): SceneArtSpec => ({
  seed: 1234,
  theme: 'Mystery',
  setting: 'Ancient Library',
  title: 'The Reading Room',
  description: 'Tall shelves, a reading desk with a brass lockbox, a clock that stopped at midnight and a faded map.',
  scene_index: 0,
  scene_count: 3,
  width: 1024,
  height: 768,
  elements: [
    { id: 'e-desk', name: 'Reading desk', element_type: 'clickable_object', art: 'desk', visible: true },
    { id: 'e-lockbox', name: 'Brass lockbox', element_type: 'combination_lock', art: 'lockbox', visible: true },
    { id: 'e-clock', name: 'Stopped clock', element_type: 'clickable_object', art: 'clock', visible: true },
    { id: 'e-key', name: 'Silver key', element_type: 'key', art: 'key', visible: false },
    { id: 'e-door', name: 'Archive door', element_type: 'door', art: 'exit_door', visible: true },
  ],
  ...overrides,
});
