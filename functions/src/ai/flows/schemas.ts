/**
 * zod schemas of the room design (model/room-design.ts) and of the painter's spec
 * (offline/scene-art.ts), used as flow inputs and outputs and to check what the offline model is asked to do.
 * Each schema is tied to its TypeScript interface, so the two cannot drift apart.
 */
import { DifficultySchema, ElementTypeSchema, PICTURE_COLOURS } from '@core';
import { z } from 'zod';
import type { SceneArtSpec } from '../offline/scene-art';
import {
  ART_KINDS,
  SCENE_LIGHTINGS,
  type Placement,
  type RoomBrief,
  type SceneModification,
} from '../../model/room-design';

const text = (what: string, max: number) => z.string().trim().min(1, `${what} is required`).max(max).describe(what);

export const AgentBriefSchema = z.object({
  name: text('The agent (Ermie persona) name', 80),
  personality: text('How the agent speaks and behaves, e.g. Mysterious', 80),
  setting: text('Where the room takes place, e.g. Ancient Library', 80),
  theme: text('The agent theme, e.g. Mystery', 80),
  description: z.string().max(1000).optional().describe('Free-text notes about the agent'),
});

export const RoomBriefSchema = z.object({
  title: text('Room title', 120),
  description: text('What the creator wants the room to be about', 2000),
  difficulty: DifficultySchema.describe('easy, medium, hard or expert'),
  theme: text('The room theme from the wizard', 80),
  agent: AgentBriefSchema,
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .describe('Seed that makes the offline engine deterministic'),
  scene_count: z.number().int().min(2).max(8).optional().describe('Number of scenes; defaults by difficulty'),
});

const PictureColourSchema = z.enum(PICTURE_COLOURS);

/** A clue read from the picture (core puzzles/pictures.ts ScenePicture): what the painter draws for it. */
export const ScenePictureSchema = z.object({
  kind: z.enum(['jar-shelf', 'bottle-row', 'striped-rug', 'pinned-map']),
  colours: z.array(PictureColourSchema).max(60).describe('Jars shelf by shelf, or bottles or stripes left to right'),
  shelves: z.number().int().min(1).max(8).optional(),
  grid: z.object({ columns: z.number().int().min(1).max(9), rows: z.number().int().min(1).max(9) }).optional(),
  pins: z
    .array(z.object({ colour: PictureColourSchema, column: z.number().int().min(1), row: z.number().int().min(1) }))
    .max(9)
    .optional(),
});

export const SceneArtElementSchema = z.object({
  id: z.string().min(1).describe('Element id, unique in the room'),
  name: z.string().min(1).describe('What the player sees, e.g. "Brass lockbox"'),
  element_type: ElementTypeSchema,
  art: z.enum(ART_KINDS).describe('Which kind of object to draw'),
  visible: z.boolean().describe('Hidden at the start: not drawn in the picture'),
  collectible: z.boolean().optional().describe('Picked up by the player: not drawn in the picture'),
  revealed_by: z.string().optional().describe('The element whose use reveals this hidden one'),
  picture: ScenePictureSchema.optional().describe('A clue read from the picture: drawn exactly so'),
});

export const SceneModificationSchema = z.object({
  lighting: z.enum(SCENE_LIGHTINGS).optional().describe('How the room is lit'),
  temperature: z.enum(['warmer', 'colder']).optional().describe('Colour temperature of the whole picture'),
  tint: z
    .object({
      target: z.enum(['walls', 'light']),
      colour: z.string().regex(/^#[0-9a-f]{6}$/i),
      name: z.string().min(1).max(40),
    })
    .optional()
    .describe('A named colour for the walls or the light'),
  props: z.array(z.enum(ART_KINDS)).max(12).optional().describe('Extra decor drawn in free spots'),
});

export const SceneArtSpecSchema = z.object({
  seed: z.number().int().min(0),
  theme: z.string().min(1),
  setting: z.string().min(1),
  title: z.string().min(1).describe('Scene title'),
  description: z.string().min(1).describe('What the player sees in this scene'),
  scene_index: z.number().int().min(0),
  scene_count: z.number().int().min(1),
  width: z.number().int().min(64).max(4096).describe('Image width in pixels'),
  height: z.number().int().min(64).max(4096).describe('Image height in pixels'),
  elements: z.array(SceneArtElementSchema).max(40),
  modification: SceneModificationSchema.optional().describe("The editor's change to the scene, if any"),
});

export const PlacementSchema = z.object({
  element_id: z.string().min(1),
  x: z.number().describe('Centre x in image pixels'),
  y: z.number().describe('Centre y in image pixels'),
  width: z.number().min(0).describe('Box width in pixels'),
  height: z.number().min(0).describe('Box height in pixels'),
  confidence: z.number().min(0).max(1).describe('How sure the placement is, 0..1'),
  method: z.string().optional().describe("This element's positioning method when it differs from the scene's"),
});

/**
 * What a model answers for element placement: one bounding box per element in
 * Gemini's native detection format, [ymin, xmin, ymax, xmax] normalised to 0..1000.
 */
export const DetectedElementsSchema = z.object({
  elements: z.array(
    z.object({
      element_id: z.string().min(1).describe('The id of the element exactly as given in the list'),
      box_2d: z.array(z.number()).length(4).describe('[ymin, xmin, ymax, xmax], each normalised to 0..1000'),
      // Not bounded here: an out-of-range confidence is clamped, not a reason to throw the boxes away.
      confidence: z.number().optional().describe('How sure you are that the box shows this element, 0..1'),
    }),
  ),
});
export type DetectedElements = z.infer<typeof DetectedElementsSchema>;

// Compile-time ties to the interfaces they describe (model/room-design.ts, offline/scene-art.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const assertSame = <T extends true>(): T | undefined => undefined;
assertSame<Same<z.infer<typeof RoomBriefSchema>, RoomBrief>>();
assertSame<Same<z.infer<typeof SceneArtSpecSchema>, SceneArtSpec>>();
assertSame<Same<z.infer<typeof SceneModificationSchema>, SceneModification>>();
assertSame<Same<z.infer<typeof PlacementSchema>, Placement>>();
