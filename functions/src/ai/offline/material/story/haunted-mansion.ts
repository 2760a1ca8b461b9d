/** Story things of the haunted mansion (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const hauntedMansionStory: SettingStory = {
  things: [
    {
      name: 'Faded Photograph',
      art: 'card',
      look: 'a faded photograph in a tarnished frame',
      text: 'The whole family stands on the front steps, smiling. Behind them, at a window, a pale face that belongs to none of them.',
    },
    {
      name: 'Governess’s Diary',
      art: 'book',
      look: "a governess's diary with a lock that has rusted open",
      text: '"The children say the lady in the attic tucks them in at night. There is no lady. There is no attic. I am leaving on Sunday."',
    },
    {
      name: 'Portrait of a Young Heir',
      art: 'painting',
      look: 'a portrait of a solemn young heir in a velvet coat',
      text: 'The plate beneath is scratched out. Somebody wanted this boy forgotten, and very nearly succeeded.',
    },
    {
      name: 'Dance Card',
      art: 'card',
      look: 'a dance card with a pencil on a silk cord',
      text: 'Every dance is taken by the same name, written over and over until the pencil tore the card.',
    },
    {
      name: 'Cracked Vanity Mirror',
      art: 'mirror',
      look: 'a cracked mirror in a silver frame',
      text: 'Your reflection blinks a moment after you do. When you look again, it is only a mirror.',
    },
    {
      name: 'Wilted Wreath',
      art: 'plant',
      look: 'a wilted wreath of lilies hung on a nail',
      text: 'A card is tied to the stems: "To the house, which took them. May it be satisfied at last."',
    },
    {
      name: 'Butler’s Ledger',
      art: 'book',
      look: "a butler's ledger of household accounts",
      text: 'The entries stop on the night of the last dinner. The final line reads: "Table laid for the family. Table laid again. And again."',
    },
    {
      name: 'Child’s Drawing',
      art: 'card',
      look: "a child's drawing pinned to the wainscot",
      text: 'A crayon house with too many windows, and in every window a little stick figure waving for help.',
    },
    {
      name: 'Mourning Brooch',
      art: 'card',
      look: 'a mourning brooch holding a lock of hair',
      text: 'Engraved on the back: "Gone from the table, never from the house."',
    },
    {
      name: 'Calling Card Tray',
      art: 'vase',
      look: 'a silver tray piled with old calling cards',
      text: 'Visitors called for years after the family vanished. Nobody ever answered the door, yet every card was neatly stacked.',
    },
    {
      name: 'Lullaby Box',
      art: 'vase',
      look: 'a lacquered music box on a side table',
      text: 'It plays a lullaby you almost recognise, slows, and stops, and then you hear somebody upstairs humming the rest of it.',
    },
    {
      name: 'Recipe Card',
      art: 'card',
      look: "a cook's recipe card splashed with gravy",
      text: '"The family pie, as the mistress likes it. Bake until the house is quiet. Serve to everyone. Set a place for the guest."',
    },
    {
      name: 'Love Letter',
      art: 'scroll',
      look: 'a love letter tied with a faded lace',
      text: '"Meet me in the conservatory when the house is asleep. If the house is never asleep, meet me anyway."',
    },
    {
      name: 'Hunting Trophy Plaque',
      art: 'painting',
      look: 'a hunting trophy plaque with nothing mounted on it',
      text: 'The engraving reads "Shot by the master, autumn of the great storm." Whatever hung here has been taken down, or got down.',
    },
    {
      name: 'Clementine the Doll',
      art: 'vase',
      look: 'a porcelain doll in a lace bonnet',
      text: 'Her painted smile is chipped. A paper tag on her wrist says, in a child\'s writing: "Her name is Clementine. She does not like visitors."',
    },
    {
      name: 'Gardener’s Notebook',
      art: 'book',
      look: "a gardener's notebook smelling of soil",
      text: '"The roses bloom only at night now. I have stopped pruning them. They seem to prefer it, and so do I."',
    },
    {
      name: 'Wedding Portrait',
      art: 'painting',
      look: 'a wedding portrait of a couple who never smiled',
      text: 'The bride looks past the painter at the door, as though she already knew she would spend her life trying to leave.',
    },
    {
      name: 'Spilled Jewel Box',
      art: 'vase',
      look: 'a spilled jewel box on a dressing table',
      text: 'Nothing of value is left, only a pressed rose and a card: "The house keeps what it likes. It kept me."',
    },
    {
      name: 'Servants’ Corridor Note',
      art: 'card',
      look: 'a note tucked behind the servants’ board',
      text: '"If the nursery calls for you after dark, do not go up. There has been no child in the nursery for many years."',
    },
    {
      name: 'Parlour Guest Book',
      art: 'book',
      look: 'a parlour guest book open on a stand',
      text: 'Guests have left warm thanks for lovely evenings. The later pages hold only names, each written more shakily than the last.',
    },
  ],
  framed: [
    {
      name: 'Newspaper Clipping',
      art: 'card',
      look: 'a brittle newspaper clipping under a paperweight',
      frame: 'The headline is torn away. The report reads: "{history}"',
    },
    {
      name: 'Séance Notes',
      art: 'scroll',
      look: 'séance notes in a trembling pencil',
      frame: 'The medium wrote down what the house told her: "{twist}"',
    },
    {
      name: 'Note to the Next Guest',
      art: 'scroll',
      look: 'a note folded under the edge of a rug',
      frame: '"To {role}: they will tell you it is only a house. Get out {stake}."',
    },
    {
      name: 'Housekeeper’s Journal',
      art: 'book',
      look: "a housekeeper's journal with a broken spine",
      frame: 'A passage is circled: "{history}" Underneath: "I should have given notice."',
    },
    {
      name: 'Engraved Invitation',
      art: 'card',
      look: 'an engraved invitation edged in silver',
      frame: '"The family requests the company of {role} at dinner. Do not be late. Do not leave early."',
    },
  ],
};
