import type { SettingMaterial } from '../types';
import { ancientLibraryObjects } from './ancient-library-objects';

export const ancientLibrary: SettingMaterial = {
  name: 'Ancient Library',
  roles: [
    'a night-shift archivist',
    'a visiting scholar who lost track of the hour',
    'an apprentice bookbinder',
    'a rare-book thief with second thoughts',
  ],
  places: [
    {
      title: 'The Reading Room',
      look: 'Long oak tables sit under green-shaded lamps, and dust hangs in the lamplight like slow snow.',
    },
    {
      title: 'The Scriptorium',
      look: 'Slanted copying desks face a high window, their inkwells long dried to black crust.',
    },
    {
      title: 'The Restricted Stacks',
      look: 'Iron-caged shelves climb into darkness, each cage stencilled with a faded warning.',
    },
    {
      title: "The Cartographer's Gallery",
      look: 'Maps of coastlines that no longer exist cover every wall, pinned with brass tacks.',
    },
    {
      title: 'The Catacomb Archive',
      look: 'Scrolls are stacked in stone niches below the library, and the air tastes of cold stone.',
    },
    {
      title: "The Astronomer's Loft",
      look: 'A domed ceiling painted with constellations arches over a cluttered star-reading desk.',
    },
    {
      title: 'The Bindery',
      look: 'Presses, glue pots and half-stitched spines crowd a low room that smells of leather.',
    },
  ],
  history: [
    'The library was sealed three centuries ago after its last librarian vanished between two shelves.',
    'Its founders believed that a book read in the wrong order could rewrite the reader.',
    'Every keeper left a riddle in the margins, so that only the patient could find the way out.',
    'The catalogue cards still update themselves at night, in a hand nobody recognises.',
  ],
  details: [
    'the whisper of pages turning on their own',
    'the tick of a clock that has no hands',
    'the smell of old vellum and candle smoke',
    'a draught that always blows toward the same shelf',
  ],
  clues: [
    {
      name: "Librarian's Ledger",
      art: 'book',
      look: 'a ledger bound in cracked red leather',
    },
    {
      name: 'Marginalia Scroll',
      art: 'scroll',
      look: 'a scroll crowded with tiny notes',
    },
    {
      name: 'Index Card',
      art: 'card',
      look: 'a yellowed card poking out of the catalogue',
    },
    {
      name: 'Star Chart',
      art: 'map',
      look: 'a star chart pinned flat with four brass tacks',
    },
    {
      name: 'Founder Portrait',
      art: 'painting',
      look: 'a stern portrait of the library founder',
    },
    {
      name: 'Copyist Desk',
      art: 'desk',
      look: 'a slanted copying desk with an open page',
    },
    ...ancientLibraryObjects.clues,
  ],
  locks: [
    {
      name: 'Brass Reading Lectern',
      art: 'keypad',
      look: 'a lectern fitted with numbered brass tumblers',
      accepts: 'digits',
    },
    { name: 'Cipher Lockbox', art: 'lockbox', look: 'a lockbox with lettered rings', accepts: 'word' },
    { name: 'Iron Reliquary', art: 'safe', look: 'an iron reliquary with a dial on its lid', accepts: 'any' },
    {
      name: 'Catalogue Cabinet',
      art: 'lockbox',
      look: 'a catalogue cabinet with a combination drawer',
      accepts: 'any',
    },
    { name: 'Astrolabe Lock', art: 'clock', look: 'an astrolabe whose rings click into place', accepts: 'digits' },
    ...ancientLibraryObjects.locks,
  ],
  containers: [
    {
      name: 'Hollow Encyclopedia',
      art: 'book',
      look: 'a fat encyclopedia that sounds hollow when tapped',
      open: 'You lift the cover; the pages are cut away into a hiding place',
    },
    {
      name: 'Dusty Bookshelf',
      art: 'bookshelf',
      look: 'a sagging bookshelf with one volume pushed too far back',
      open: 'You pull the odd volume and something slides free behind it',
    },
    {
      name: 'Faded Rug',
      art: 'rug',
      look: 'a faded rug with one curled corner',
      open: 'You roll back the rug and find a loose board beneath',
    },
    {
      name: 'Ink-Stained Vase',
      art: 'vase',
      look: 'an ink-stained vase on a plinth',
      open: 'You tip the vase and something rattles out',
    },
    {
      name: 'Guttering Candelabra',
      art: 'candle',
      look: 'a candelabra whose middle candle never melts',
      open: 'You twist the false candle and a tiny compartment opens',
    },
    ...ancientLibraryObjects.containers,
  ],
  chests: [
    {
      name: 'Locked Scroll Chest',
      art: 'chest',
      look: 'a scroll chest with a tiny keyhole',
      open: 'The small key turns and the chest lid creaks open',
    },
    {
      name: 'Reading Desk Drawer',
      art: 'desk',
      look: 'a desk drawer with a brass keyhole',
      open: 'The drawer unlocks with a soft click',
    },
    {
      name: 'Glass Display Case',
      art: 'lockbox',
      look: 'a glass display case locked at the base',
      open: 'The key turns and the glass lid swings up',
    },
  ],
  keys: [
    { name: 'Skeleton Key', art: 'key', look: 'a long skeleton key with a book-shaped bow' },
    { name: "Archivist's Key", art: 'key', look: 'a heavy iron key on a frayed ribbon' },
    { name: 'Silver Bookmark Key', art: 'key', look: 'a flat silver key shaped like a bookmark' },
    { name: 'Vault Key', art: 'key', look: 'a brass key stamped with a catalogue number' },
  ],
  smallKeys: [
    { name: 'Tiny Brass Key', art: 'key', look: 'a tiny brass key no longer than a finger joint' },
    { name: 'Drawer Key', art: 'key', look: 'a small key tied with a reading ribbon' },
    { name: 'Clasp Key', art: 'key', look: 'a delicate key made for a book clasp' },
  ],
  treasures: [
    { name: 'Reading Lens', art: 'gem', look: 'a polished reading lens in a horn frame' },
    { name: 'Wax Seal', art: 'gem', look: "a wax seal pressed with the founder's crest" },
    { name: 'Quill of Record', art: 'scroll', look: 'a white quill whose nib never dries' },
    { name: 'Ex Libris Plate', art: 'card', look: 'a bookplate engraved with a keyhole' },
  ],
  doors: [
    { name: 'Iron-Banded Door', art: 'door', look: 'an iron-banded door with a heavy lock' },
    { name: 'Revolving Bookcase', art: 'bookshelf', look: 'a bookcase that does not quite sit flush with the wall' },
    { name: 'Gated Stairwell', art: 'door', look: 'a wrought-iron gate over a spiral stair' },
    { name: 'Trapdoor', art: 'hatch', look: 'a trapdoor set into the floorboards' },
  ],
  exits: [
    { name: 'Great Library Doors', art: 'exit_door', look: 'the great carved doors of the library' },
    { name: 'Moonlit Archway', art: 'portal', look: 'an archway glowing with pale moonlight' },
    { name: 'Bell Tower Hatch', art: 'hatch', look: 'a hatch that leads up to the bell tower and the night air' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Left Book Clasp', art: 'gear', look: 'half of a silver book clasp' },
        { name: 'Right Book Clasp', art: 'gear', look: 'the matching half of a silver clasp' },
      ],
      target: {
        name: 'Chained Grimoire',
        art: 'book',
        look: 'a grimoire chained to its stand, its clasp missing',
        open: 'The two halves click together and the grimoire falls open',
      },
    },
    {
      pieces: [
        { name: 'Sun Disc', art: 'gem', look: 'a golden disc engraved with a sun' },
        { name: 'Moon Disc', art: 'gem', look: 'a silver disc engraved with a moon' },
      ],
      target: {
        name: 'Scholar Statue',
        art: 'statue',
        look: 'a marble scholar holding an empty, two-slotted tablet',
        open: 'The discs slot home and the statue turns with a grinding sigh',
      },
    },
    {
      pieces: [
        { name: 'Torn Map Half', art: 'map', look: 'the western half of a torn map' },
        { name: 'Second Map Half', art: 'map', look: 'the eastern half of a torn map' },
      ],
      target: {
        name: 'Map Table',
        art: 'desk',
        look: 'a map table with an empty frame in its surface',
        open: 'The halves fit the frame and a hidden mechanism clicks',
      },
    },
  ],
};
