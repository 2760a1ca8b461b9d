/** The shapes of a clue read from the picture (pictures.ts words and reads them; the painter draws them). */

/** Colours a picture paints, each clearly apart from the others (the painter has one shade per name). */
export const PICTURE_COLOURS = [
  'red',
  'blue',
  'green',
  'yellow',
  'white',
  'black',
  'orange',
  'purple',
  'pink',
] as const;
export type PictureColour = (typeof PICTURE_COLOURS)[number];

export type PictureKind = 'jar-shelf' | 'bottle-row' | 'striped-rug' | 'pinned-map';

export interface MapPin {
  colour: PictureColour;
  /** Counted from the left, from one. */
  column: number;
  /** Counted from the top, from one. */
  row: number;
}

/** What the painter draws for a clue read from the picture. */
export interface ScenePicture {
  kind: PictureKind;
  /**
   * jar-shelf: the jars, shelf by shelf from the top, each shelf left to right (`shelves` of them);
   * bottle-row and striped-rug: the bottles or stripes, left to right.
   */
  colours: PictureColour[];
  /** jar-shelf: how many shelves the jars stand on (the painter draws that many boards). */
  shelves?: number;
  /** pinned-map: the grid, columns across and rows down, and the pins stuck in it. */
  grid?: { columns: number; rows: number };
  pins?: MapPin[];
}
