/**
 * What the offline painter is asked to draw (a scene's art spec) and what it answers (the
 * composed scene). The room's design itself is in model/room-design.ts.
 */
import type { ElementType, ScenePicture } from '@core';
import type { ArtKind, Placement, SceneModification } from '../../model/room-design';

/** An element as the scene's painter sees it. */
export interface SceneArtElement {
  id: string;
  name: string;
  element_type: ElementType;
  art: ArtKind;
  visible: boolean;
  /**
   * Picked up by the player (yields.collect). Collectible and hidden elements are not painted into
   * the scene (the play screen draws them by state); they still get a placement.
   */
  collectible?: boolean;
  /** The element of the same scene whose use reveals this hidden one (it is placed near it). */
  revealed_by?: string;
  /** A clue read from the picture: drawn exactly so (jars, bottles, stripes, a pinned grid) in place of the art kind's usual look. */
  picture?: ScenePicture;
}

export interface SceneArtSpec {
  seed: number;
  theme: string;
  setting: string;
  title: string;
  description: string;
  scene_index: number;
  scene_count: number;
  width: number;
  height: number;
  elements: SceneArtElement[];
  /** The editor's change to the scene, if it was modified. */
  modification?: SceneModification;
}

export interface ComposedScene {
  svg: string;
  width: number;
  height: number;
  placements: Placement[];
  /** The modification's props that found a free spot and were drawn. */
  extra_props: ArtKind[];
}
