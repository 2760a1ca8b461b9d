import type { SettingMaterial } from '../types';
import { medievalCastleObjects } from './medieval-castle-objects';

export const medievalCastle: SettingMaterial = {
  name: 'Medieval Castle',
  roles: [
    'a squire accused of a crime you did not commit',
    'a travelling minstrel locked in after the feast',
    "the castle's new apprentice alchemist",
    'a spy sent by the neighbouring kingdom',
  ],
  places: [
    {
      title: 'The Great Hall',
      look: 'Banners hang above a long feasting table, and the hearth is big enough to roast an ox.',
    },
    { title: 'The Dungeon', look: 'Damp stone cells line a torchlit passage, and chains hang from the walls.' },
    { title: 'The Armoury', look: 'Racks of spears and dented shields stand beside a suit of armour on a plinth.' },
    { title: 'The Chapel', look: 'Candles gutter before a stained-glass window of a knight slaying a serpent.' },
    {
      title: "The Alchemist's Tower",
      look: 'Bubbling flasks and star charts crowd a round room at the top of a winding stair.',
    },
    {
      title: 'The Throne Room',
      look: 'A high-backed throne waits at the end of a red carpet beneath a gilded ceiling.',
    },
    { title: 'The Kitchens', look: 'Copper pots hang over scarred tables, and bread ovens glow in the back wall.' },
  ],
  history: [
    'King Aldric sealed the castle the night his crown was stolen, and nobody leaves until it is found.',
    'The castle was built over older halls, and its first mason left secret ways for those clever enough.',
    'A siege is coming at dawn; the drawbridge is raised and the keys have been hidden.',
    'The court wizard enchanted every lock to answer only to riddles before he fled.',
  ],
  details: [
    'torches crackling in iron sconces',
    'the distant clank of the portcullis',
    'the smell of woodsmoke and wet hounds',
    'a raven watching from a window ledge',
  ],
  clues: [
    {
      name: 'Royal Decree',
      art: 'scroll',
      look: 'a royal decree sealed in red wax',
    },
    {
      name: 'Tapestry',
      art: 'painting',
      look: 'a tapestry of a hunt',
    },
    {
      name: 'Prisoner Scratchings',
      art: 'map',
      look: 'scratches on the cell wall',
    },
    {
      name: 'Heraldic Shield',
      art: 'statue',
      look: 'a heraldic shield above the hearth',
    },
    {
      name: "Steward's Accounts",
      art: 'book',
      look: "the steward's account book",
    },
    {
      name: 'Stained-Glass Window',
      art: 'mirror',
      look: 'a stained-glass window',
    },
    ...medievalCastleObjects.clues,
  ],
  locks: [
    { name: 'Treasury Chest', art: 'chest', look: 'an iron-bound treasury chest with tumbler rings', accepts: 'any' },
    { name: 'Rune Lock', art: 'lockbox', look: 'a lock carved with letter runes', accepts: 'word' },
    { name: 'Strongroom Door Lock', art: 'keypad', look: 'a great numbered lock on an oak slab', accepts: 'digits' },
    { name: 'Reliquary Casket', art: 'lockbox', look: 'a gilded reliquary with a dial', accepts: 'any' },
    { name: "Armourer's Safe", art: 'safe', look: 'an iron safe with numbered wheels', accepts: 'digits' },
    ...medievalCastleObjects.locks,
  ],
  containers: [
    {
      name: 'Suit of Armour',
      art: 'statue',
      look: 'a suit of armour with its visor down',
      open: 'You lift the visor and shake the helm',
    },
    { name: 'Hay Pile', art: 'crate', look: 'a pile of mouldy hay', open: 'You dig through the hay' },
    {
      name: 'Loose Hearthstone',
      art: 'crate',
      look: 'a hearthstone that rocks when stepped on',
      open: 'You lever the hearthstone up',
    },
    {
      name: 'Wine Barrel',
      art: 'crate',
      look: 'a wine barrel that sounds half empty',
      open: "You knock out the barrel's bung and tip it",
    },
    { name: 'Woven Rug', art: 'rug', look: 'a woven rug before the throne', open: 'You pull back the rug' },
    ...medievalCastleObjects.containers,
  ],
  chests: [
    { name: 'Oak Coffer', art: 'chest', look: 'a small oak coffer with a keyhole', open: 'The coffer lid lifts' },
    { name: 'Alms Box', art: 'lockbox', look: 'a chapel alms box', open: 'The alms box swings open' },
    {
      name: 'Weapon Rack Padlock',
      art: 'lockbox',
      look: 'a padlock chaining the weapon rack',
      open: 'The padlock falls and the chain slides free',
    },
  ],
  keys: [
    { name: 'Iron Dungeon Key', art: 'key', look: 'a heavy iron dungeon key' },
    { name: 'Gatehouse Key', art: 'key', look: 'a huge key for the gatehouse' },
    { name: 'Royal Signet Key', art: 'key', look: 'a key with the royal signet as its bow' },
    { name: 'Tower Key', art: 'key', look: 'a long key with a tower-shaped bow' },
  ],
  smallKeys: [
    { name: 'Coffer Key', art: 'key', look: 'a small bronze coffer key' },
    { name: 'Padlock Key', art: 'key', look: 'a stubby padlock key' },
    { name: 'Chapel Key', art: 'key', look: 'a little key engraved with a cross' },
  ],
  treasures: [
    { name: 'Jewelled Dagger', art: 'gem', look: 'a jewelled dagger' },
    { name: 'Gold Crown Coin', art: 'gem', look: 'a heavy gold coin' },
    { name: 'Sealed Letter', art: 'scroll', look: 'a letter with a broken seal' },
    { name: "Falconer's Whistle", art: 'gear', look: 'a carved bone whistle' },
  ],
  doors: [
    { name: 'Portcullis', art: 'door', look: 'an iron portcullis' },
    { name: 'Oak Door', art: 'door', look: 'a studded oak door' },
    { name: 'Secret Tapestry Passage', art: 'painting', look: 'a tapestry that stirs in a draught' },
    { name: 'Dungeon Grate', art: 'hatch', look: 'a grate in the floor' },
  ],
  exits: [
    { name: 'Drawbridge Lever Gate', art: 'exit_door', look: 'the great gate before the drawbridge' },
    { name: 'Postern Gate', art: 'exit_door', look: 'a small postern gate to the moat path' },
    { name: 'Sally Port', art: 'hatch', look: 'a low sally port in the outer wall' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Ruby Eye', art: 'gem', look: 'a ruby cut like an eye' },
        { name: 'Emerald Eye', art: 'gem', look: 'an emerald cut like an eye' },
      ],
      target: {
        name: 'Stone Dragon',
        art: 'statue',
        look: 'a stone dragon with empty eyes',
        open: "The dragon's eyes blaze and its jaw drops open",
      },
    },
    {
      pieces: [
        { name: 'Broken Sword Hilt', art: 'key', look: 'the hilt of a broken sword' },
        { name: 'Broken Sword Blade', art: 'key', look: 'the blade of a broken sword' },
      ],
      target: {
        name: 'Knight Effigy',
        art: 'sarcophagus',
        look: 'a stone knight whose hands clasp nothing',
        open: 'The sword is whole again, and the effigy grinds aside',
      },
    },
    {
      pieces: [
        { name: 'Lion Cog', art: 'gear', look: 'a bronze cog shaped like a lion' },
        { name: 'Eagle Cog', art: 'gear', look: 'a bronze cog shaped like an eagle' },
      ],
      target: {
        name: 'Winch Mechanism',
        art: 'lever',
        look: 'a winch missing two cogs',
        open: 'The cogs mesh and the winch starts turning',
      },
    },
  ],
};
