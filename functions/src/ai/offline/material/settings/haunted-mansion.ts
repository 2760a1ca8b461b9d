import type { SettingMaterial } from '../types';
import { hauntedMansionObjects } from './haunted-mansion-objects';

export const hauntedMansion: SettingMaterial = {
  name: 'Haunted Mansion',
  roles: [
    'a paranormal investigator',
    'the estranged heir to the estate',
    'a night guest who answered the wrong invitation',
    'an estate agent sent to value the house',
  ],
  places: [
    {
      title: 'The Grand Foyer',
      look: 'A cracked chandelier sways over a chequered floor, and the staircase vanishes into gloom.',
    },
    {
      title: 'The Portrait Gallery',
      look: 'Generations of the family glare from their frames, and every painted eye seems to follow you.',
    },
    {
      title: 'The Drawing Room',
      look: 'Dust sheets cover the furniture like sleeping ghosts, and a cold fire sits in the grate.',
    },
    { title: 'The Nursery', look: 'A rocking horse creaks by itself beside a row of porcelain dolls.' },
    { title: 'The Conservatory', look: 'Dead orchids crowd the glasshouse, and rain ticks against the broken panes.' },
    {
      title: 'The Wine Cellar',
      look: 'Racks of black bottles stretch into the dark, and something drips far behind them.',
    },
    {
      title: 'The Master Bedroom',
      look: 'A four-poster bed stands with its curtains drawn, though no one has slept here in decades.',
    },
  ],
  history: [
    'The Ashgrove family dined here every night until the night they all went missing, still seated at the table.',
    'Servants swore the house rearranged its corridors whenever a guest tried to leave.',
    'The last owner hid the family fortune and left clues only the house would understand.',
    'Every clock in the mansion stopped at the same minute, and none has been wound since.',
  ],
  details: [
    'a music box playing two notes and stopping',
    'footsteps on the floor above',
    'the smell of wet ash and lilies',
    'candle flames that lean away from you',
  ],
  clues: [
    {
      name: 'Family Bible',
      art: 'book',
      look: 'a swollen family Bible on a lectern',
    },
    {
      name: 'Weeping Portrait',
      art: 'painting',
      look: 'a portrait of a pale lady whose painted cheek is wet',
    },
    {
      name: 'Seance Table',
      art: 'desk',
      look: 'a round seance table with a planchette',
    },
    {
      name: 'Fogged Mirror',
      art: 'mirror',
      look: 'a tall mirror clouded with breath',
    },
    {
      name: "Butler's Diary",
      art: 'book',
      look: "the butler's pocket diary",
    },
    {
      name: 'Grandfather Clock',
      art: 'clock',
      look: 'a grandfather clock stopped at midnight',
    },
    ...hauntedMansionObjects.clues,
  ],
  locks: [
    { name: 'Wall Safe', art: 'safe', look: 'a wall safe hidden behind a hinged painting', accepts: 'digits' },
    { name: 'Jewellery Box', art: 'lockbox', look: 'a jewellery box with a lettered clasp', accepts: 'word' },
    { name: 'Mourning Locket Case', art: 'lockbox', look: 'a black case with a combination dial', accepts: 'any' },
    { name: "Widow's Strongbox", art: 'safe', look: 'a strongbox with brass tumblers', accepts: 'any' },
    { name: 'Music Box', art: 'lockbox', look: 'a music box with a ring of numbered keys', accepts: 'digits' },
    ...hauntedMansionObjects.locks,
  ],
  containers: [
    {
      name: 'Dust-Sheeted Armchair',
      art: 'desk',
      look: 'an armchair shrouded in a dust sheet',
      open: 'You pull away the sheet and dig between the cushions',
    },
    {
      name: 'Cold Fireplace',
      art: 'crate',
      look: 'a fireplace full of cold ash',
      open: 'You sift the ash with trembling fingers',
    },
    {
      name: 'Porcelain Doll',
      art: 'vase',
      look: 'a porcelain doll with a cracked smile',
      open: "You twist the doll's head; it comes away, and something is inside",
    },
    { name: 'Potted Fern', art: 'plant', look: 'a dead fern in a cracked pot', open: 'You tip out the dry soil' },
    {
      name: 'Threadbare Rug',
      art: 'rug',
      look: 'a threadbare rug with a suspicious bulge',
      open: 'You lift the rug and find a board that lifts too',
    },
    ...hauntedMansionObjects.containers,
  ],
  chests: [
    {
      name: 'Steamer Trunk',
      art: 'chest',
      look: 'a steamer trunk with a small padlock',
      open: 'The padlock drops away and the trunk yawns open',
    },
    {
      name: 'Writing Bureau',
      art: 'desk',
      look: 'a writing bureau with a locked fall-front',
      open: 'The bureau unlocks and its lid folds down',
    },
    {
      name: 'Toy Chest',
      art: 'chest',
      look: 'a painted toy chest with a keyhole',
      open: 'The toy chest opens with a jangle of tiny bells',
    },
  ],
  keys: [
    { name: 'Crypt Key', art: 'key', look: 'a blackened key cold as a gravestone' },
    { name: 'Bone-Handled Key', art: 'key', look: 'a key with a yellowed bone handle' },
    { name: "Housekeeper's Key", art: 'key', look: "a key from the housekeeper's ring" },
    { name: 'Rose Gold Key', art: 'key', look: 'a slim key engraved with roses' },
  ],
  smallKeys: [
    { name: 'Locket Key', art: 'key', look: 'a key small enough for a locket' },
    { name: 'Dollhouse Key', art: 'key', look: 'a tiny key from a dollhouse door' },
    { name: 'Trunk Key', art: 'key', look: 'a stubby key on a black ribbon' },
  ],
  treasures: [
    { name: 'Silver Locket', art: 'gem', look: 'a silver locket with a faded photograph' },
    { name: 'Candle Stub', art: 'candle', look: 'a candle stub that relights itself' },
    { name: 'Calling Card', art: 'card', look: 'a calling card edged in black' },
    { name: 'Ouija Planchette', art: 'card', look: 'a heart-shaped planchette' },
  ],
  doors: [
    { name: 'Creaking Oak Door', art: 'door', look: 'a creaking oak door with a rusted lock' },
    { name: "Servants' Passage", art: 'door', look: "a narrow servants' door papered over to match the wall" },
    { name: 'Cellar Hatch', art: 'hatch', look: 'a cellar hatch chained shut' },
    { name: 'Secret Panel', art: 'painting', look: 'a painting that hangs slightly askew' },
  ],
  exits: [
    { name: 'Front Door', art: 'exit_door', look: "the mansion's front door, moonlight under its sill" },
    { name: 'Garden Gate', art: 'exit_door', look: 'a wrought-iron gate out to the overgrown garden' },
    { name: 'Spirit Door', art: 'portal', look: 'a door-shaped glow where no door should be' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Left Candelabrum Arm', art: 'candle', look: 'a silver candelabrum arm' },
        { name: 'Right Candelabrum Arm', art: 'candle', look: 'the other silver candelabrum arm' },
      ],
      target: {
        name: 'Empty Candelabrum',
        art: 'candle',
        look: 'a candelabrum base missing both arms',
        open: 'The arms screw home and every candle lights at once',
      },
    },
    {
      pieces: [
        { name: 'Glass Eye', art: 'gem', look: 'a staring glass eye' },
        { name: 'Second Glass Eye', art: 'gem', look: 'its twin, cold and blue' },
      ],
      target: {
        name: 'Eyeless Bust',
        art: 'statue',
        look: 'a marble bust of the patriarch with empty eye sockets',
        open: 'The eyes click in, the bust turns its head, and a lock thuds somewhere',
      },
    },
    {
      pieces: [
        { name: 'Torn Photograph', art: 'card', look: 'half of a torn family photograph' },
        { name: 'Other Photo Half', art: 'card', look: 'the other half of the photograph' },
      ],
      target: {
        name: 'Empty Frame',
        art: 'painting',
        look: 'an ornate frame with nothing in it',
        open: 'The family is whole again and the frame swings aside',
      },
    },
  ],
};
