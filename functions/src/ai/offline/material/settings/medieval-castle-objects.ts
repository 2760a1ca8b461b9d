import type { SettingMaterial } from '../types';

/** More of the castle's furnishings: clue objects, locks and things to search, beside medieval-castle.ts. */
export const medievalCastleObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Intercepted Letter', art: 'scroll', look: 'a letter with a broken wax seal' },
    { name: 'Book of Hours', art: 'book', look: 'a small book of hours with painted margins' },
    { name: 'Siege Map', art: 'map', look: 'a siege map pinned with little flags' },
    { name: 'Minstrel Songsheet', art: 'scroll', look: "a minstrel's songsheet, stained with ale" },
    { name: 'Tally Stick', art: 'card', look: 'a split hazel tally stick notched along its length', portable: true },
    { name: 'Crusader Tomb', art: 'sarcophagus', look: 'a stone effigy of a knight with his hands folded' },
    { name: 'Chapel Candle', art: 'candle', look: 'a tall chapel candle ringed with scratched marks' },
    { name: 'Herald Roll', art: 'scroll', look: 'a roll of arms kept by the castle herald' },
    { name: 'Chess Board', art: 'desk', look: 'a chess board with a game left unfinished' },
    { name: 'Tower Sundial', art: 'clock', look: 'a sundial set into the tower wall' },
  ],
  locks: [
    {
      name: 'Gatehouse Winch',
      art: 'lever',
      look: 'a gatehouse winch locked by a ring of numbered pegs',
      accepts: 'digits',
    },
    {
      name: 'Chancellor Coffer',
      art: 'chest',
      look: "the chancellor's iron-bound coffer with letter rings",
      accepts: 'word',
    },
    {
      name: 'Armoury Rack Lock',
      art: 'lockbox',
      look: 'a chain through the armoury rack, closed by a dial padlock',
      accepts: 'digits',
    },
    {
      name: 'Chapel Reliquary',
      art: 'lockbox',
      look: 'a gilded chapel reliquary with a wheel of saints',
      accepts: 'any',
    },
    {
      name: 'Kitchen Spice Safe',
      art: 'safe',
      look: 'a spice safe with a brass dial, for pepper worth more than gold',
      accepts: 'digits',
    },
    { name: 'Tower Strongbox', art: 'safe', look: 'a strongbox bolted to the tower floor', accepts: 'any' },
    { name: 'Throne Armrest', art: 'keypad', look: 'a throne armrest set with carved number studs', accepts: 'digits' },
    {
      name: 'Rune Stone Lock',
      art: 'statue',
      look: 'a standing stone whose rune rings can be turned',
      accepts: 'word',
    },
    {
      name: 'Dungeon Grate Lock',
      art: 'keypad',
      look: 'a dungeon grate held by a lock of iron tumblers',
      accepts: 'digits',
    },
    {
      name: 'Jewelled Casket',
      art: 'lockbox',
      look: 'a casket set with garnets, with a dial on its clasp',
      accepts: 'any',
    },
  ],
  containers: [
    { name: 'Straw Pallet', art: 'rug', look: "a guard's straw pallet on the floor", open: 'You pull the straw apart' },
    {
      name: 'Weapon Rack',
      art: 'bookshelf',
      look: 'a weapon rack with a few notched swords',
      open: 'You lift the swords from the rack',
    },
    {
      name: 'Feast Table',
      art: 'desk',
      look: 'a long feast table strewn with bones and cups',
      open: 'You search among the cups and bones',
    },
    {
      name: 'Ale Cask',
      art: 'crate',
      look: 'a small ale cask, nearly empty',
      open: 'You knock out the bung and tip the cask',
    },
    {
      name: 'Saddle Chest',
      art: 'chest',
      look: 'a saddle chest smelling of leather',
      open: 'You rummage through the harness in the chest',
    },
    { name: 'Iron Brazier', art: 'candle', look: 'an iron brazier of cold embers', open: 'You rake the embers' },
    {
      name: 'Falconry Perch',
      art: 'statue',
      look: 'an empty falconry perch with a hood hanging from it',
      open: 'You turn the falcon hood inside out',
    },
    {
      name: 'Flour Sack',
      art: 'crate',
      look: 'a sack of flour slumped in the corner',
      open: 'You plunge your arm into the flour',
    },
    {
      name: 'Arrow Slit',
      art: 'hatch',
      look: 'a deep arrow slit in the thick wall',
      open: 'You reach into the arrow slit',
    },
    {
      name: 'Herb Planter',
      art: 'plant',
      look: 'a planter of kitchen herbs gone to seed',
      open: 'You part the herbs and dig in the soil',
    },
  ],
};
