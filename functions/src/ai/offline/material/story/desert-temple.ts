/** Story things of the desert temple (see ../story-things.ts). */
import type { SettingStory } from '../types';

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
      name: 'Traveller’s Prayer Mat',
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
      name: 'Scribe’s Reed Pen',
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
      name: 'Guide’s Rope Coil',
      art: 'vase',
      look: "a guide's rope coil with a frayed end",
      text: 'The rope was cut, not snapped. Knotted into it is a scrap of cloth with a name: "Omar, who came back for the others."',
    },
    {
      name: 'Camel Driver’s Song',
      art: 'scroll',
      look: "a camel driver's song written on linen",
      text: '"Walk softly past the sleeping dunes, little camel, for the gods are light sleepers and they do not like to be woken."',
    },
    {
      name: 'Cracked Oil Lamp',
      art: 'vase',
      look: 'a cracked oil lamp in a wall niche',
      text: 'The oil is fresh. Somebody has been lighting it every night, though the last expedition left long ago.',
    },
    {
      name: 'Professor’s Sketchbook',
      art: 'book',
      look: "a professor's sketchbook of carvings",
      text: 'Careful drawings of the temple walls, growing messier, until the final sketches show the professor himself carved into the wall.',
    },
    {
      name: 'Faded Tapestry of Dunes',
      art: 'painting',
      look: 'a faded tapestry of rolling dunes',
      text: 'Woven with great patience, it shows a caravan leaving the temple at dawn. Every traveller in it is looking back.',
    },
    {
      name: 'Sand-Filled Boot',
      art: 'vase',
      look: 'a sand-filled boot by the wall',
      text: 'It is a good boot, well made, for a long walk. Its twin is nowhere to be seen, and neither is its owner.',
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
