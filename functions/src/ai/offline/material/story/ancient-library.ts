/** Story things of the ancient library (see ../story-things.ts). */
import type { SettingStory } from '../types';

export const ancientLibraryStory: SettingStory = {
  things: [
    {
      name: "Librarian's Diary",
      art: 'book',
      look: "a librarian's diary bound in cracked calfskin",
      text: 'The diary ends mid-sentence: "Tonight the shelves moved again. I have decided to follow them and see where they go."',
    },
    {
      name: 'Pressed Flower Bookmark',
      art: 'card',
      look: 'a bookmark with a pressed flower under its glass',
      text: 'On the back, in faded ink: "For Edith, who read aloud to me when I could not. Keep your place, and I will keep mine."',
    },
    {
      name: 'Portrait of the Founder',
      art: 'painting',
      look: 'a dim portrait of a stern founder holding a closed book',
      text: 'A brass plate reads: "He gathered what the world forgot and forbade anyone to forget it again." Someone has drawn a tiny moustache on the founder in pencil.',
    },
    {
      name: 'Overdue Notice',
      art: 'card',
      look: 'an overdue notice yellowing on a spike',
      text: '"Borrower, your loan is long overdue. Return the volume in person. The library does not forget, and it does not forgive."',
    },
    {
      name: 'Reading-Room Rules',
      art: 'scroll',
      look: 'a framed list of reading-room rules',
      text: '"Silence at all times. No food near the manuscripts. Readers who hear the shelves whisper should report it to the keeper and not answer."',
    },
    {
      name: "Binder's Apron",
      art: 'scroll',
      look: "a bookbinder's apron stiff with old glue",
      text: 'A note is pinned to the pocket: "Apprentice: the spines you mend at night are not those you mended by day. Do not ask me why."',
    },
    {
      name: 'Dusty Reading Lamp',
      art: 'vase',
      look: 'a dusty reading lamp with a cracked glass shade',
      text: 'The lamp is cold, but the chair beneath it is still warm, as if someone rose from it just before you came in.',
    },
    {
      name: 'Catalogue Drawer Scrap',
      art: 'card',
      look: 'a scrap of paper caught in a catalogue drawer',
      text: 'A hurried scrawl: "It is not a library. It is a mouth, and we are the words it has not yet spoken."',
    },
    {
      name: 'Scholar’s Lost Spectacles',
      art: 'card',
      look: 'a pair of lost spectacles folded on an open ledger',
      text: 'The ledger beside them logs visitors in a neat script. The last visitor signed in, but nobody ever signed out.',
    },
    {
      name: 'Ink-Stained Quill Case',
      art: 'book',
      look: 'an ink-stained quill case with a broken clasp',
      text: 'Inside lies a folded sheet: "If the archive keeps me, tell my sister the garden is hers now, and the cat too."',
    },
    {
      name: "Apprentice's Copybook",
      art: 'book',
      look: "an apprentice's copybook full of careful practice lines",
      text: 'Page after page of the same sentence, "I will not read the restricted shelf", until the writing changes to another script entirely.',
    },
    {
      name: 'Tea-Stained Reading Slip',
      art: 'card',
      look: 'a tea-stained reading slip on a lectern',
      text: 'The request was for a book the catalogue does not list. The keeper answered on the slip: "Ask again tomorrow. It may have decided to exist by then."',
    },
    {
      name: 'Faded Floor Plan',
      art: 'painting',
      look: 'a faded floor plan of the library framed on the wall',
      text: 'The plan shows a neat building of modest size. Whoever drew it clearly never walked through it after dark.',
    },
    {
      name: 'Cushioned Window Seat',
      art: 'vase',
      look: 'a cushioned window seat with a shawl left on it',
      text: 'The shawl smells of lavender and old paper. Tucked in its folds: "Back soon. Do not let them shelve me."',
    },
    {
      name: 'Donor’s Bookplate',
      art: 'card',
      look: "a donor's bookplate pasted inside a cover",
      text: '"Given to the library by a grateful reader, on condition that it never be returned to me." The reader left no name.',
    },
    {
      name: 'Borrowing Register',
      art: 'book',
      look: 'a borrowing register chained to the desk',
      text: 'Readers signed for books over many years. Beside the final entries, the keeper wrote the same remark again and again: "Not returned. Reader not returned either."',
    },
    {
      name: 'Threadbare Shawl',
      art: 'scroll',
      look: 'a threadbare shawl draped over a chair',
      text: 'Pinned to it, a note in a neat old script: "Keeper on duty. Do not disturb. Do not wake me, whatever you hear."',
    },
    {
      name: 'Gilded Globe',
      art: 'vase',
      look: 'a gilded globe on a brass stand',
      text: 'The seas are painted with monsters, and somebody has added a tiny library in the middle of the ocean, labelled "Here, somehow."',
    },
    {
      name: 'Pressed Letter from Abroad',
      art: 'scroll',
      look: 'a letter from abroad pressed between pages',
      text: '"Dearest, the library here is nothing like ours. The books stay where you put them. I find it very restful, and a little dull."',
    },
    {
      name: 'Library Cat Portrait',
      art: 'painting',
      look: 'a small portrait of a stern library cat',
      text: 'A plate underneath reads: "Bartholomew, keeper of the quiet. He caught the mice, and some say the thieves."',
    },
  ],
  framed: [
    {
      name: 'Chronicle Page',
      art: 'scroll',
      look: 'a page torn from the library chronicle',
      frame: 'Someone has underlined a passage: "{history}"',
    },
    {
      name: "Keeper's Warning",
      art: 'card',
      look: "a keeper's warning tucked behind a shelf label",
      frame: 'Written in a shaky script: "{twist}"',
    },
    {
      name: 'Unsent Farewell Note',
      art: 'scroll',
      look: 'an unsent farewell note sealed with wax',
      frame: 'It is addressed to {role}. "If you are reading this, get out {stake}. I stayed too long."',
    },
    {
      name: 'Marginal Scribble',
      art: 'book',
      look: 'a sermon book with scribbles in its margins',
      frame: 'Beside the sermon, a reader has written: "{history}" and, below it, "Nobody believes me."',
    },
    {
      name: 'Visitor’s Welcome Card',
      art: 'card',
      look: "a visitor's welcome card propped on the desk",
      frame: 'Made out to {role}: "Welcome. The keepers hope your stay is quiet, brief and uneventful."',
    },
  ],
};
