/** How counting puzzles are worded: the lock's dial pictures ({dials}) and the jumbles of drawings on clues. */
import type { PatternWording } from '../kit';

/** Each ends with the dial pictures listed left to right, then a full stop. */
export const COUNTING_FACES = [
  'Its dials are marked, from left to right, with {dials}.',
  'Each of its dials bears a tiny picture; from left to right: {dials}.',
  'Little pictures are painted above its dials, from left to right: {dials}.',
  'Its wheels carry an emblem each, from left to right: {dials}.',
  'Over its dials someone has inlaid, from left to right, {dials}.',
  'Tiny engravings sit above its dials, reading from left to right: {dials}.',
  'Its number wheels are each topped with a picture, from left to right: {dials}.',
  'From left to right, its dials show {dials}.',
  'Its dials are stamped, left to right, with {dials}.',
  'Enamel pictures mark its dials, left to right: {dials}.',
];

/** What comes before the colon of a clue; the drawings follow it, up to the full stop. */
export const COUNTING_LEADS = [
  'Drawn in faded ink, edge to edge',
  'Sketched along one edge',
  'Scratched deep, one after another',
  'Doodled in the margin',
  'Pressed into the surface in a long row',
  'Painted in a crooked line',
  'Inked along the bottom, small and careful',
  'Stamped in a row, as if by a bored clerk',
  'Traced in soot by a fingertip',
  'Carved in a narrow band',
  'Embroidered in tiny stitches',
  "Pencilled in a child's hand",
  'Burned in with a hot needle',
  'Scribbled in a hurry',
  'Drawn in a tidy row',
  'Etched faintly, as if in secret',
  'Painted in gold, now flaking',
  'Copied out in red ink',
  'Dotted in charcoal',
  'Marked in a long procession',
  'Drawn by someone who could not stop drawing',
  'Scratched in a wobbly line',
  'Set out like a parade',
  'Crowded together in one corner',
  'Sketched with care, one after the next',
  'Inked over an older drawing',
  'Lined up along the top',
  'Squeezed between two smudges',
  'Painted by someone in a hurry',
  'Scratched with the point of a knife',
  'Pressed in while the surface was still soft',
  'Picked out in pinpricks',
  'Chalked in a long row',
  'Outlined in a careful hand',
  'Sketched small, so you must lean close',
  'Engraved in a narrow border',
  'Daubed in thick paint',
  'Listed, picture by picture',
  'Drawn in brown ink, like old tea',
  'Stencilled in a row',
];

export const COUNTING_WORDING: PatternWording = {
  lockFaces: COUNTING_FACES,
  clueTemplates: COUNTING_LEADS.map((lead) => `${lead}: {drawings}.`),
};
