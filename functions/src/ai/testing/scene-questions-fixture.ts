/**
 * A realistic scene for the assistant's question tests: a two-scene room built with core's
 * room fixtures (buildRoom), proved by core's checker, and turned into the assistant's
 * context the way the editor does (positions in image pixels, details by name).
 *
 * The Workshop (1024 × 768): a clock whose face gives the cabinet's code, a cabinet that
 * reveals a hidden key, a door that key opens into the Attic, a gear the Attic's music box
 * needs, and a workbench with no clue and no hints. `broken: true` is the same room with the
 * cabinet revealing nothing, so the Silver Key stays hidden and the door can never open.
 */
import { checkSolvability } from '@core';
import { buildRoom, clue, codeLock, door, keyItem } from '@core/test-support/test-rooms';
import { roomDetails } from '../flows/editor/assistant-details';
import type { AssistantContext } from '../flows/editor/assistant-schemas';

function workshopRoom(broken: boolean) {
  return buildRoom({
    id: 'clockmaker',
    title: 'The Clockmaker’s Study',
    scenes: [
      {
        id: 'workshop',
        name: 'Workshop',
        description: 'A cramped clockmaker’s workshop lit by a single lamp.',
        elements: [
          clue('clock', 'The hands are frozen at 3:15, and someone scratched a 7 beneath the dial.', {
            name: 'Grandfather Clock',
            x_position: 120,
            y_position: 180,
            description: 'A tall grandfather clock, its pendulum still.',
            hints: ['Read the clock face closely.'],
          }),
          codeLock('cabinet', '3157', 'clock', broken ? {} : { reveals: ['silver-key'] }, {
            name: 'Tool Cabinet',
            x_position: 880,
            y_position: 200,
            description: 'A steel cabinet with a four-digit dial.',
            hints: ['The numbers on the clock matter.'],
          }),
          keyItem('silver-key', {
            name: 'Silver Key',
            visible: false,
            x_position: 850,
            y_position: 640,
            description: 'A small silver key with a gear-shaped bow.',
            hints: ['Something in the cabinet?'],
          }),
          door(
            'workshop-door',
            { key: 'silver-key', next: 'attic' },
            {
              name: 'Workshop Door',
              x_position: 512,
              y_position: 380,
              description: 'A heavy oak door to the attic stairs.',
              hints: ['It needs a key.'],
            },
          ),
          {
            id: 'workbench',
            name: 'Workbench',
            x_position: 500,
            y_position: 650,
            description: 'A cluttered workbench covered in tools.',
          },
          {
            id: 'gear',
            name: 'Brass Gear',
            element_type: 'puzzle_piece',
            x_position: 150,
            y_position: 620,
            description: 'A toothed brass gear.',
            hints: ['Look near the floor.'],
            yields: { collect: true },
          },
        ],
      },
      {
        id: 'attic',
        name: 'Attic',
        elements: [
          { id: 'music-box', name: 'Music Box', requires: { items: ['gear'] }, yields: { unlocks: ['skylight'] } },
          door('skylight', { escape: true, locked: true }, { name: 'Skylight' }),
        ],
      },
    ],
  });
}

/** The Workshop scene's assistant context, asked `prompt`. */
export function workshopContext(prompt: string, opts: { broken?: boolean } = {}): AssistantContext {
  const { pkg, solutions } = workshopRoom(opts.broken ?? false);
  const report = checkSolvability(pkg, solutions);
  const names = new Map(pkg.scenes.flatMap((s) => s.elements.map((e) => [e.id, e.name] as const)));
  const details = roomDetails(
    pkg.scenes.map((scene) => ({ id: scene.id, title: scene.name, elements: scene.elements })),
  );
  const scene = pkg.scenes[0];
  return {
    scene: { title: scene.name, description: scene.description, scene_index: 0, image: scene.image_resolution },
    elements: scene.elements.map((e) => ({
      id: e.id,
      name: e.name,
      element_type: e.element_type,
      x: e.x_position,
      y: e.y_position,
      visible: e.visible,
      confidence: e.id === 'gear' ? 0.4 : 0.9,
      manual: false,
      placed_by: 'painter' as const,
      details: details.get(e.id),
    })),
    verdict: {
      solvable: report.solvable,
      reason: report.reason,
      offending: report.offending_element_ids.map((id) => names.get(id) ?? id),
      steps: report.shortest_solution?.length ?? 0,
    },
    prompt,
    messages: [],
  };
}
