/** Story things of the desert temple (see ../story-things.ts). */
import type { SettingStory } from '../story-things';

export const desertTempleStory: SettingStory = {
  things: [
    {
      name: 'Expedition Photograph',
      art: 'card',
      look: 'an expedition photograph curling in the heat',
      text: 'A team in pith helmets poses proudly at the temple mouth. Looking closer, you notice the sand behind them has no footprints.',
    },
    {
      name: 'Wall Painting of Offerings',
      art: 'painting',
      look: 'a wall painting of a procession bearing offerings',
      text: 'Servants carry bread, wine and oil to the gods. At the very end of the line, smaller, a tired servant carries nothing at all and looks back at you.',
    },
    {
      name: 'Water Skin',
      art: 'vase',
      look: 'a dried-out water skin hanging from a peg',
      text: 'Scratched into the leather: "Ration it. The temple gives nothing back."',
    },
    {
      name: 'Archaeologist’s Journal',
      art: 'book',
      look: "an archaeologist's journal gritty with sand",
      text: '"The porters will not enter after dark. They say the walls breathe. Nonsense, of course. Though I have started to count my breaths."',
    },
    {
      name: 'Bowl of Dried Dates',
      art: 'vase',
      look: 'a bowl of dried dates and figs',
      text: 'Fresh fruit sits on top of the dried, as if someone has been leaving offerings here all along, and recently.',
    },
    {
      name: 'Potsherd with Prayer',
      art: 'card',
      look: 'a potsherd painted with a prayer',
      text: 'A simple prayer to the river: "Carry my name past the sand, so that my mother may hear it."',
    },
    {
      name: 'Sketch of the Valley',
      art: 'scroll',
      look: 'a charcoal sketch of the valley outside',
      text: 'Drawn from this very spot, long ago, when there was a river, fields and a town. Now there is only sand to the horizon.',
    },
    {
      name: 'Forgotten Pith Helmet',
      art: 'vase',
      look: 'a forgotten pith helmet on a plinth',
      text: 'A name is stitched into the band: "Professor Hale". His expedition reported him lost in the dunes, not in the temple.',
    },
    {
      name: 'Scarab Amulet',
      art: 'card',
      look: 'a scarab amulet on a frayed cord',
      text: 'The amulet is warm. The carving on the belly says it protects "whoever walks out", which is a comfort, in its way.',
    },
    {
      name: 'Tomb Painter’s Palette',
      art: 'card',
      look: "a tomb painter's palette with dried pigments",
      text: 'The painter mixed his colours here and never came back for them. Beside the palette, a bowl of untouched bread.',
    },
    {
      name: 'Traveller\u2019s Prayer Mat',
      art: 'vase',
      look: "a traveller's prayer mat rolled against the wall",
      text: 'The weave is worn thin where knees have pressed it, and sand is caught in every thread, as though it was used until the very last moment.',
    },
    {
      name: 'Tourist Postcard',
      art: 'card',
      look: 'a tourist postcard of the temple in better days',
      text: '"Wonderful trip! The guide says the temple only lets out those it likes. We think he is joking. Love to everyone at home."',
    },
    {
      name: 'Scribe\u2019s Reed Pen',
      art: 'card',
      look: "a scribe's reed pen beside a dried inkpot",
      text: 'The reed is chewed at the end. Scratched on the inkpot lid: "The priests make me copy the warnings. Nobody ever reads them."',
    },
    {
      name: 'Lamp Niche Mural',
      art: 'painting',
      look: 'a mural around a lamp niche of dancers in a garden',
      text: 'The dancers are joyful, but look closely and all of them face the way out of the temple.',
    },
    {
      name: 'Guide\u2019s Rope Coil',
      art: 'vase',
      look: "a guide's rope coil with a frayed end",
      text: 'The rope was cut, not snapped. Knotted into it is a scrap of cloth with a name: "Omar, who came back for the others."',
    },
  ],
  framed: [
    {
      name: 'Field Report',
      art: 'scroll',
      look: 'a field report weighted with a pebble',
      frame: 'The expedition leader wrote: "{history}" The report was never filed.',
    },
    {
      name: 'Priestly Warning',
      art: 'painting',
      look: 'a priestly warning carved beside an arch',
      frame: 'Your translation guide renders it roughly as: "{twist}"',
    },
    {
      name: 'Last Expedition Note',
      art: 'card',
      look: 'a last expedition note tucked under a jar',
      frame: '"For {role}, if anyone follows us: get out {stake}. Do not wait for the guides."',
    },
    {
      name: 'Museum Catalogue Entry',
      art: 'book',
      look: 'a museum catalogue left open on a crate',
      frame: 'The entry on this temple reads: "{history}"',
    },
    {
      name: 'Permit to Excavate',
      art: 'card',
      look: 'a permit to excavate, stamped and signed',
      frame: 'The permit is made out to {role}. The section on leaving the site is blank.',
    },
  ],
};
