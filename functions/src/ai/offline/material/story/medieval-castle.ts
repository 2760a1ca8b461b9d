/** Story things of the medieval castle (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const medievalCastleStory: SettingStory = {
  things: [
    {
      name: 'Tapestry of the Hunt',
      art: 'painting',
      look: 'a faded tapestry of a royal hunt',
      text: 'The weavers stitched the king bravely charging a boar. In the corner, smaller, they stitched the boar winning.',
    },
    {
      name: 'Minstrel’s Songbook',
      art: 'book',
      look: "a minstrel's songbook with a split spine",
      text: 'A verse is scored through: "The castle has many doors, my love, but only the foolish knock." The minstrel added: "Too gloomy for feasts."',
    },
    {
      name: 'Squire’s Letter Home',
      art: 'scroll',
      look: "a squire's letter home, never sent",
      text: '"Dear Mother, I polish armour all day and the cook hates me. The ghosts are polite, at least. Please send socks."',
    },
    {
      name: 'Cracked Goblet',
      art: 'vase',
      look: 'a cracked goblet on a window ledge',
      text: 'Wine has dried in the bottom. A scratched inscription around the rim reads: "To the health of whoever outlives the feast."',
    },
    {
      name: 'Portrait of the Queen',
      art: 'painting',
      look: 'a portrait of a queen with a secretive smile',
      text: 'The painter caught her mid-thought, as if she knew exactly where everything in the castle was hidden, and found it funny.',
    },
    {
      name: 'Herbal Remedy Scroll',
      art: 'scroll',
      look: 'a scroll of herbal remedies',
      text: '"For melancholy: sage and a long walk. For ghosts: salt and a brisk walk. For sieges: patience, or a tunnel."',
    },
    {
      name: 'Jester’s Cap',
      art: 'card',
      look: "a jester's cap hanging from a torch bracket",
      text: 'Sewn inside, a motto: "Laugh at the king and you lose your head. Laugh with the king and you lose your dignity."',
    },
    {
      name: 'Knight’s Oath Plaque',
      art: 'painting',
      look: "a carved plaque of a knight's oath",
      text: '"I shall guard this keep though its walls fall and its lords flee." Below, a later carving: "They did. He did not."',
    },
    {
      name: 'Kitchen Tally Slate',
      art: 'card',
      look: 'a kitchen slate of scribbled provisions',
      text: 'Bread, salt, onions and ale, struck off as they ran out, until only ale remained. The cook seems to have accepted this.',
    },
    {
      name: 'Pilgrim’s Walking Staff',
      art: 'vase',
      look: "a pilgrim's walking staff leaning in a corner",
      text: 'Carved along its length are the names of shrines, and at the very top, freshly cut: "This castle, which would not let me go."',
    },
    {
      name: 'Falconer’s Glove',
      art: 'card',
      look: "a falconer's glove on a peg",
      text: 'The leather is scarred by talons. The falconer has sewn a patch inside: "She flew the day they raised the bridge. Wise girl."',
    },
    {
      name: 'Pilgrim Badge',
      art: 'card',
      look: 'a pilgrim badge of pressed tin',
      text: 'Stamped with a saint nobody in the castle could name, and scratched on the back: "Pray for the gatekeeper, who has not slept."',
    },
    {
      name: 'Embroidered Cushion',
      art: 'vase',
      look: 'an embroidered cushion on a carved bench',
      text: 'The stitching shows the castle in springtime, with the gate open and people walking out of it, smiling.',
    },
    {
      name: 'Stable Boy’s Carving',
      art: 'vase',
      look: "a stable boy's little wooden horse",
      text: 'Whittled with love and not much skill. Under the belly: "For my sister, when I am home."',
    },
    {
      name: 'Heraldic Roll',
      art: 'scroll',
      look: 'a heraldic roll of noble houses',
      text: 'Beside each house a scribe has noted its fate. Most say "loyal". Several say "fled". A great many say "still here, somewhere".',
    },
    {
      name: 'Lady’s Embroidery Hoop',
      art: 'card',
      look: "a lady's embroidery hoop with unfinished work",
      text: 'The stitched picture shows a road leading away from the castle into rolling hills. The road stops halfway, where the needle was left.',
    },
    {
      name: 'Armourer’s Bill',
      art: 'scroll',
      look: "an armourer's bill nailed to a post",
      text: '"Dents beaten out, straps replaced, helm polished. Payment overdue. The armourer wishes it known that he is also leaving."',
    },
    {
      name: 'Boar Spear Rack',
      art: 'vase',
      look: 'an empty rack for boar spears',
      text: 'Someone has hung a child\'s wooden sword in place of the spears, with a tag: "For when the real knights come home."',
    },
    {
      name: 'Banquet Seating Plan',
      art: 'scroll',
      look: 'a banquet seating plan on vellum',
      text: 'The king sits at the head, the queen beside him. A seat at the far end is marked only "Guest, if they arrive", and heavily underlined.',
    },
    {
      name: 'Castle Mouser’s Basket',
      art: 'vase',
      look: "a castle mouser's basket lined with straw",
      text: 'The basket is empty but still warm. A note from the cook: "Feed her, and she will show you the passages nobody else knows."',
    },
  ],
  framed: [
    {
      name: 'Court Chronicle',
      art: 'book',
      look: 'a heavy court chronicle on a reading stand',
      frame: 'The scribe wrote in a careful script: "{history}"',
    },
    {
      name: 'Wizard’s Parting Note',
      art: 'scroll',
      look: "a wizard's parting note pinned with a dagger",
      frame: 'The ink still smells of smoke: "{twist}"',
    },
    {
      name: 'Sealed Proclamation',
      art: 'scroll',
      look: 'a proclamation with a broken wax seal',
      frame: '"Let it be known to {role} and to all within these walls: get out {stake}."',
    },
    {
      name: 'Chaplain’s Sermon Notes',
      art: 'book',
      look: "a chaplain's sermon notes on a prayer stool",
      frame: 'A line is underscored heavily: "{history}" Then, smaller: "Pray for us."',
    },
    {
      name: 'Guest Writ',
      art: 'card',
      look: 'a guest writ stamped by the steward',
      frame: 'The writ grants {role} leave to enter the castle. Nobody thought to grant leave to go.',
    },
  ],
};
