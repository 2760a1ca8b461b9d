/**
 * A small two-scene room for unit tests of the play screen's logic: a note holds the
 * code of a safe, the safe holds a key, the key opens the door to the vault, and the
 * vault's hatch is the way out. Test-only; nothing in the app imports it.
 */
import { createRandom, RoomPackageSchema, sealPackage, type RoomPackage, type SealedPackage } from '@core';
import { hashCode } from '@core/engine/code';

const SALT = 'fixture-salt';

export const fixtureRoom: RoomPackage = RoomPackageSchema.parse({
  id: 'room-1',
  title: 'The Study',
  description: 'A quiet study with a locked door.',
  difficulty: 'easy',
  theme: 'Mystery',
  version: 'v1',
  salt: SALT,
  start_scene_id: 'study',
  scenes: [
    {
      id: 'study',
      name: 'Study',
      description: 'Books everywhere.',
      image_url: '/api/v1/media/img-study',
      order_index: 0,
      image_resolution: { width: 1024, height: 768 },
      elements: [
        {
          id: 'note',
          name: 'Torn note',
          element_type: 'clickable_object',
          x_position: 100,
          y_position: 600,
          clue_text: 'It reads 4-2-7.',
          hints: ['Read the note on the desk.'],
        },
        {
          id: 'safe',
          name: 'Wall safe',
          element_type: 'combination_lock',
          interaction_type: 'combination',
          x_position: 512,
          y_position: 300,
          hints: [''],
          requires: { code_hash: hashCode(SALT, 'safe', '427'), clue_from: 'note' },
          yields: { reveals: ['key'] },
        },
        {
          id: 'key',
          name: 'Brass key',
          element_type: 'key',
          x_position: 520,
          y_position: 320,
          visible: false,
          icon: 'key',
          yields: { collect: true },
        },
        {
          id: 'door',
          name: 'Oak door',
          element_type: 'door',
          interaction_type: 'scene_transition',
          x_position: 1000,
          y_position: 400,
          width: 120,
          height: 300,
          initial_state: 'locked',
          requires: { items: ['key'] },
          yields: { next_scene_id: 'vault' },
        },
      ],
    },
    {
      id: 'vault',
      name: 'Vault',
      description: 'Cold and dark.',
      image_url: '/api/v1/media/img-vault',
      order_index: 1,
      image_resolution: { width: 800, height: 600 },
      elements: [
        {
          id: 'hatch',
          name: 'Hatch',
          element_type: 'door',
          interaction_type: 'exit',
          x_position: 400,
          y_position: 300,
          yields: { escape: true },
        },
      ],
    },
  ],
});

export const fixtureSolutions = { safe: '427' };

/** The fixture as a player downloads it (deterministic bytes stand in for the server's randomness). */
export const sealedFixtureRoom: SealedPackage = sealPackage(fixtureRoom, fixtureSolutions, {
  randomBytes: (() => {
    const random = createRandom(5);
    return (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  })(),
});
