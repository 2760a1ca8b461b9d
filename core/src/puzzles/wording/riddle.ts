/** How riddles are worded: the lock's face and how the riddle ({riddle}) is written on its note. */
import type { PatternWording } from '../kit';

export const RIDDLE_FACES = [
  'Its letter dials spell nothing yet. A line above them: "Answer me truly and I open."',
  'Its letter wheels are blank. Scratched above them: "Name what the riddle describes."',
  'Its letter tumblers stand in a row. A motto: "Speak the answer, not the question."',
  'Its letter dials are stiff. Engraved beside them: "Guess me, and go free."',
  'Its letter wheels turn freely. A plate reads: "The answer is closer than you think."',
  'Its letter dials sit in a row. Painted above: "Look around you for the answer."',
  'Its letter rings are dusty. A line beneath: "Solve me, then spell me."',
  'Its letter tumblers are bright brass. Etched above: "What am I? Tell me, and I open."',
];

/** What comes before the colon of the riddle note. */
export const RIDDLE_FRAMES = [
  'Written in a flowing hand',
  'Carefully lettered',
  'Faded, but still legible',
  'Scribbled in pencil',
  'In a neat schoolroom hand',
  'Copied out in violet ink',
  'Penned with a flourish',
  'Printed in small type',
  'Scratched in a shaky hand',
  'Inked beneath a little drawing of a question mark',
  'In a hand that slopes to the left',
  'Lettered in gold, now rubbed',
  'Written as a game for a child',
  'Set down like a verse',
  'Jotted in haste',
  'Written by someone who loved puzzles',
  'In ink that has run a little',
  'Written small, so you must lean in',
  'Copied out twice, the second time more neatly',
  'In a hand you would call elegant',
  'Squeezed onto the last line',
  'Written over an older, scraped-out line',
  'Lettered in soot',
  'Underlined in red',
  'Signed with a flourish but no name',
  'In brown ink, like old tea',
  'Typed on a ribbon that needed changing',
  "Written in a careful teacher's hand",
  'Addressed to whoever finds it',
  'In a wandering, dreamy hand',
  'Printed as if for a puzzle corner',
  'Dashed off in charcoal',
  'In the neat script of a clerk',
  'Inscribed around the edge',
  'Written in chalk',
  'In green ink, blotted',
  'Hand-lettered with care',
  'In a cramped hand, as if paper were scarce',
  'Written and then rewritten more boldly',
  'In the margin, beside a doodled eye',
];

export const RIDDLE_WORDING: PatternWording = {
  lockFaces: RIDDLE_FACES,
  clueTemplates: RIDDLE_FRAMES.map((frame) => `${frame}: "{riddle}"`),
};
