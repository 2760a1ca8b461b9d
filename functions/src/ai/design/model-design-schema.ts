/**
 * The compact puzzle design a text model answers with (issue 10, "Gemini creation that
 * stays consistent"): per scene of the storyboard, the elements the player meets, named to
 * fit that scene, and how they connect by reference. The server turns it into a RoomDesign
 * (convert-design.ts) and proves it solvable before using it. A model never gives a code (issue 30
 * item 8): a code lock names a pattern of the puzzle library, and the server's generator draws the
 * code; a "code" the model adds anyway is not in this schema, so parsing drops it.
 */
import { z } from 'zod';

export const MODEL_ELEMENT_KINDS = ['container', 'clue', 'code_lock', 'key', 'item', 'door', 'exit'] as const;
export type ModelElementKind = (typeof MODEL_ELEMENT_KINDS)[number];

const ref = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .describe('Short reference of an element, unique in the whole room, e.g. "brass-key"');
const text = (what: string, max: number) => z.string().trim().min(1).max(max).describe(what);

export const ModelElementSchema = z.object({
  ref,
  name: text('What the player sees, named to fit the scene, e.g. "Captain\'s sea chest"', 80),
  kind: z
    .enum(MODEL_ELEMENT_KINDS)
    .describe(
      'container: something to search or open (reveals hidden things; with needs, an item must be used on it); ' +
        'clue: something to read that shows a code in clue_text; code_lock: opened by entering code; ' +
        'key / item: something to pick up; door: the way to the next scene; exit: the final way out (last scene only)',
    ),
  description: text('One or two sentences: how it looks', 400),
  look: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe('How it looks, as a noun phrase a sentence can use, e.g. "a ledger bound in cracked leather"'),
  hidden: z.boolean().optional().describe('True when it only appears once another element reveals it'),
  clue_text: z
    .string()
    .trim()
    .max(400)
    .optional()
    .describe('clue only: what the player reads (the server writes the puzzle text a code is worked out from)'),
  pattern: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe(
      'code_lock only: the id of the puzzle pattern from the library the prompt lists; the server draws the code',
    ),
  clue: ref.optional().describe('code_lock only: the ref of the clue its code is worked out from (or use clues)'),
  clues: z
    .array(ref)
    .max(4)
    .optional()
    .describe('code_lock only: refs of the clues its code is worked out from, combined (two or more from medium up)'),
  needs: z.array(ref).max(2).optional().describe('container, door or exit: refs of the keys or items used on it'),
  reveals: z.array(ref).max(4).optional().describe('container or code_lock: refs of the hidden things it brings out'),
  unlocks: z.array(ref).max(2).optional().describe('container or code_lock: refs of the doors or exit it releases'),
  hint: z.string().trim().max(200).optional().describe('A gentle hint that does not give the answer away'),
});
export type ModelElement = z.infer<typeof ModelElementSchema>;

export const ModelSceneSchema = z.object({
  scene_index: z.number().int().min(0).max(7).describe('Index of the storyboard scene, 0 for the first'),
  elements: z.array(ModelElementSchema).min(2).max(12),
});

export const ModelDesignSchema = z.object({
  scenes: z.array(ModelSceneSchema).min(2).max(8).describe('One entry per storyboard scene, in order'),
});
export type ModelDesign = z.infer<typeof ModelDesignSchema>;

/** The refs of the clues a code lock's code is worked out from (`clues`, else its one `clue`). */
export const clueRefsOf = (element: ModelElement): string[] =>
  element.clues?.length ? element.clues : element.clue ? [element.clue] : [];
