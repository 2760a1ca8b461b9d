/**
 * A scene's accessible description says what its pictures show (issue 30 item 5): for every clue
 * read from the picture (jars on a shelf, bottles in a row, a striped rug, a pinned map), the same
 * words as its close-up, so a screen-reader player can work the code out as a sighted one does.
 */
import { describePicture } from '@core';
import type { DesignedElement } from '../../../model/room-design';

/** The sentences saying what the pictures among `elements` show, named as the player sees them. */
export function pictureSentences(elements: readonly DesignedElement[]): string[] {
  return elements.flatMap((e) => (e.visible && e.picture ? [describePicture(e.picture, `the ${e.name}`)] : []));
}

/** `description` followed by what the scene's pictures show. */
export function withPictures(description: string, elements: readonly DesignedElement[]): string {
  return [description.trim(), ...pictureSentences(elements)].filter(Boolean).join(' ');
}
