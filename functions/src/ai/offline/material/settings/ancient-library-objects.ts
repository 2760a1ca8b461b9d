import type { SettingMaterial } from '../types';

/** More of the library's furnishings: clue objects, locks and things to search, beside ancient-library.ts. */
export const ancientLibraryObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Borrowing Slip', art: 'card', look: 'a borrowing slip signed by a long-dead reader' },
    { name: 'Illuminated Psalter', art: 'book', look: 'a psalter whose capitals are painted in gold leaf' },
    { name: 'Reading Room Map', art: 'map', look: 'a framed plan of the reading rooms, foxed with age' },
    { name: 'Chained Atlas', art: 'book', look: 'a heavy atlas chained to its shelf' },
    { name: 'Palimpsest', art: 'scroll', look: 'a scraped vellum sheet with older writing showing through' },
    { name: 'Bookplate', art: 'card', look: 'an engraved bookplate fallen out of some old volume' },
    { name: 'Scholar Bust', art: 'statue', look: 'a marble bust of a frowning scholar' },
    { name: 'Reading Lamp', art: 'candle', look: 'a green-shaded reading lamp with a scratched base' },
    { name: 'Binding Press', art: 'gear', look: 'an iron binding press with a turned wheel' },
    { name: 'Water Clock', art: 'clock', look: 'a tall water clock that once timed the reading hours' },
  ],
  locks: [
    {
      name: 'Rare Books Cage',
      art: 'safe',
      look: 'a wire cage around the rare books, held by a dial lock',
      accepts: 'any',
    },
    {
      name: 'Card Catalogue Drawer',
      art: 'lockbox',
      look: 'a long catalogue drawer with lettered tumblers',
      accepts: 'word',
    },
    { name: 'Map Chest', art: 'chest', look: 'a flat map chest with brass number wheels', accepts: 'digits' },
    {
      name: 'Librarian Bureau',
      art: 'desk',
      look: "the head librarian's bureau with a combination rolltop",
      accepts: 'any',
    },
    { name: 'Globe Cabinet', art: 'lockbox', look: 'a hollow globe that opens on turning rings', accepts: 'digits' },
    {
      name: 'Manuscript Vault',
      art: 'safe',
      look: 'a squat manuscript vault with a polished steel dial',
      accepts: 'digits',
    },
    {
      name: 'Lettered Bookend',
      art: 'keypad',
      look: 'a heavy bookend whose letter tiles slide in a groove',
      accepts: 'word',
    },
    {
      name: 'Orrery Lock',
      art: 'gear',
      look: 'a brass orrery whose planets click into set positions',
      accepts: 'digits',
    },
    {
      name: 'Scriptorium Strongbox',
      art: 'lockbox',
      look: "a scribe's strongbox with ivory dials",
      accepts: 'any',
    },
    {
      name: 'Chained Lectern',
      art: 'keypad',
      look: 'a lectern whose reading chain ends in a dial padlock',
      accepts: 'digits',
    },
  ],
  containers: [
    {
      name: 'Returns Trolley',
      art: 'crate',
      look: 'a creaking returns trolley piled with books',
      open: 'You sort through the pile on the trolley',
    },
    {
      name: 'Reading Desk',
      art: 'desk',
      look: 'a reading desk scattered with abandoned notes',
      open: 'You go through the drawers of the reading desk',
    },
    {
      name: 'Fireside Armchair',
      art: 'desk',
      look: 'a sagging armchair by a cold hearth',
      open: 'You feel down the sides of the cushions',
    },
    {
      name: 'Hollow Dictionary',
      art: 'book',
      look: 'a dictionary far lighter than it ought to be',
      open: 'You open the dictionary and find its pages cut hollow',
    },
    {
      name: 'Stack Ladder',
      art: 'gear',
      look: 'a rolling ladder parked against the stacks',
      open: 'You climb the ladder and feel along the top shelf',
    },
    {
      name: 'Potted Palm',
      art: 'plant',
      look: 'a dusty potted palm in a brass tub',
      open: 'You dig through the dry soil of the palm',
    },
    {
      name: 'Newspaper Shelf',
      art: 'bookshelf',
      look: 'a shelf of bound newspapers going back a century',
      open: 'You leaf through the bound newspapers',
    },
    {
      name: 'Inkwell Stand',
      art: 'vase',
      look: 'a porcelain inkwell stand with a loose base',
      open: 'You tip the stand and its base slides off',
    },
    {
      name: 'Fallen Tapestry',
      art: 'rug',
      look: 'a tapestry that has slipped from its rail',
      open: 'You lift the heavy folds of the tapestry',
    },
    {
      name: 'Donation Box',
      art: 'crate',
      look: 'a wooden donation box with a slot in its lid',
      open: 'You prise the lid of the donation box',
    },
  ],
};
