/**
 * The room's design as the studio keeps it: the creator's brief, the designed scenes and
 * elements with their solutions, where each element sits on its scene, and a scene's
 * modification. The database stores these, the use cases change them, and the offline engine
 * and the Gemini flows produce them; package assembly turns them into the playable package.
 * It imports nothing of ours but core.
 */
import type { Difficulty, ElementRequires, ElementType, ElementYields, RoomSolutions, ScenePicture } from '@core';

/** Everything the visible art can be. The designer picks one per element; the painter draws each. */
export const ART_KINDS = [
  'door',
  'exit_door',
  'lockbox',
  'safe',
  'keypad',
  'chest',
  'book',
  'bookshelf',
  'painting',
  'desk',
  'key',
  'gem',
  'scroll',
  'clock',
  'lever',
  'statue',
  'crate',
  'terminal',
  'candle',
  'rug',
  'vase',
  'mirror',
  'map',
  'gear',
  'card',
  'hatch',
  'portal',
  'sarcophagus',
  'console',
  'plant',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface AgentBrief {
  name: string;
  personality: string;
  setting: string;
  theme: string;
  description?: string;
}

export interface RoomBrief {
  title: string;
  description: string;
  difficulty: Difficulty;
  /** The room's theme text from the wizard (free text, often one of the agent themes). */
  theme: string;
  agent: AgentBrief;
  seed: number;
  /** Number of scenes; default depends on difficulty (easy 2, medium 3, hard 4, expert 5). */
  scene_count?: number;
}

/** An element as designed, before it is placed on an image. */
export interface DesignedElement {
  id: string;
  name: string;
  element_type: ElementType;
  interaction_type: string;
  art: ArtKind;
  visible: boolean;
  initial_state: 'available' | 'locked';
  description: string;
  clue_text: string;
  success_message: string;
  failure_message: string;
  points_awarded: number;
  hints: string[];
  icon: string;
  requires: ElementRequires;
  yields: ElementYields;
  /** A clue read from the picture (issue 30 item 5): the painter draws exactly this, and the scene's description says it. */
  picture?: ScenePicture;
  /** Set by the scene editor. */
  visual_clues?: string[];
  grid_coordinates?: { x: number; y: number } | null;
  created_from_grid?: boolean;
}

export interface DesignedScene {
  scene_index: number;
  id: string;
  title: string;
  description: string;
  elements: DesignedElement[];
}

export interface RoomDesign {
  salt: string;
  start_scene_id: string;
  scenes: DesignedScene[];
  /** element id -> plain combination (authoring only). */
  solutions: RoomSolutions;
}

/** Where the painter drew an element, in image pixels (centre), with how sure it is. */
export interface Placement {
  element_id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  confidence: number;
  /** This element's positioning method when it differs from the scene's ('manual' once moved in the editor). */
  method?: string;
}

/** How a scene modification lights the room (offline painter). */
export const SCENE_LIGHTINGS = ['darker', 'night', 'brighter', 'dawn', 'candle-lit', 'foggy'] as const;
export type SceneLighting = (typeof SCENE_LIGHTINGS)[number];

/**
 * A change to a painted scene that the painter honours (the editor's "modify scene"): the
 * elements stay exactly where they were; only light, colour and extra decor change.
 */
export interface SceneModification {
  lighting?: SceneLighting;
  /** The colour temperature of the whole picture. */
  temperature?: 'warmer' | 'colder';
  /** A named colour (#rrggbb) painted on the walls or given to the light. */
  tint?: { target: 'walls' | 'light'; colour: string; name: string };
  /** Extra decor drawn in free spots; never elements, never clickable. */
  props?: ArtKind[];
}
