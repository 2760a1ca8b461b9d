import type { SettingMaterial } from '../types';
import { desertTempleObjects } from './desert-temple-objects';

export const desertTemple: SettingMaterial = {
  name: 'Desert Temple',
  roles: [
    'an archaeologist whose guide has vanished',
    'a treasure hunter who ignored the warnings',
    'a cartographer mapping the dunes',
    'a scribe sent by the museum',
  ],
  places: [
    {
      title: 'The Sunken Antechamber',
      look: 'Sand pours in thin streams from cracks in the ceiling onto painted floor tiles.',
    },
    {
      title: 'The Hall of Pillars',
      look: 'Carved pillars march into darkness, each covered in glyphs and lit by slits of sunlight.',
    },
    { title: 'The Scarab Shrine', look: 'A golden scarab crowns an altar, surrounded by offering bowls.' },
    { title: 'The Burial Chamber', look: 'A granite sarcophagus lies beneath a ceiling painted with stars.' },
    { title: 'The Treasury', look: 'Chests and golden vessels glint under a thin layer of dust.' },
    { title: 'The Well of Souls', look: 'A stone ramp circles down into a dry well carved with the faces of gods.' },
    { title: 'The Sun Gallery', look: 'Mirrors of polished bronze bounce a beam of sunlight along the walls.' },
  ],
  history: [
    'The temple of the sun-king was swallowed by the dunes three thousand years ago.',
    'Its priests built every chamber as a test, and only the worthy may leave.',
    'The last expedition left notes in the sand and never returned.',
    'A sandstorm sealed the entrance behind you an hour ago.',
  ],
  details: [
    'sand hissing through cracks',
    'the rasp of scarabs in the walls',
    'heat shimmering in a shaft of light',
    'incense that has burned for centuries',
  ],
  clues: [
    {
      name: 'Hieroglyph Panel',
      art: 'painting',
      look: 'a panel of hieroglyphs',
    },
    {
      name: 'Papyrus Scroll',
      art: 'scroll',
      look: 'a crumbling papyrus',
    },
    {
      name: 'Expedition Journal',
      art: 'book',
      look: 'an expedition journal',
    },
    { name: 'Sun Dial', art: 'clock', look: 'a sun dial' },
    {
      name: 'Painted Mural',
      art: 'map',
      look: 'a mural of a procession',
    },
    { name: 'Offering Bowl', art: 'vase', look: 'an offering bowl' },
    ...desertTempleObjects.clues,
  ],
  locks: [
    { name: 'Glyph Dial', art: 'keypad', look: 'a stone dial of glyphs', accepts: 'any' },
    { name: 'Cartouche Lock', art: 'lockbox', look: 'a cartouche with movable symbols', accepts: 'word' },
    { name: 'Scarab Lock', art: 'lockbox', look: 'a scarab with numbered legs', accepts: 'digits' },
    { name: 'Sealed Canopic Chest', art: 'chest', look: 'a canopic chest with a dial', accepts: 'any' },
    { name: 'Obelisk Puzzle', art: 'statue', look: 'an obelisk with rotating bands', accepts: 'digits' },
    ...desertTempleObjects.locks,
  ],
  containers: [
    { name: 'Sand Pile', art: 'crate', look: 'a drift of sand', open: 'You dig through the sand' },
    { name: 'Clay Urn', art: 'vase', look: 'a clay urn', open: 'You tilt the urn and shake it' },
    {
      name: 'Loose Wall Block',
      art: 'crate',
      look: 'a wall block that moves slightly',
      open: 'You slide out the block',
    },
    { name: 'Reed Basket', art: 'crate', look: 'a reed basket', open: 'You search the basket' },
    { name: 'Jackal Statue', art: 'statue', look: 'a jackal statue', open: "You twist the jackal's head" },
    ...desertTempleObjects.containers,
  ],
  chests: [
    {
      name: 'Cedar Box',
      art: 'chest',
      look: 'a cedar box inlaid with ivory, its tiny lock green with age',
      open: 'The lock grinds round and the cedar lid lifts, releasing a breath of myrrh',
    },
    {
      name: 'Jewel Casket',
      art: 'lockbox',
      look: 'a jewel casket set with turquoise',
      open: 'The casket clicks and folds open like a flower',
    },
    {
      name: "Priest's Coffer",
      art: 'chest',
      look: "a priest's coffer painted with jackals",
      open: "The coffer's bolt slides back and the painted jackals part",
    },
  ],
  keys: [
    { name: 'Ankh Key', art: 'key', look: 'a key shaped like an ankh' },
    { name: 'Scarab Key', art: 'key', look: 'a key with a scarab bow' },
    { name: 'Golden Key', art: 'key', look: 'a golden key warm to the touch' },
    { name: 'Obsidian Key', art: 'key', look: 'a glassy black obsidian key' },
  ],
  smallKeys: [
    { name: 'Bronze Pin', art: 'key', look: 'a bronze pin filed to fit a lock' },
    { name: 'Little Ankh', art: 'key', look: 'a little ankh on a leather cord' },
    { name: 'Reed Key', art: 'key', look: 'a key carved from reed' },
  ],
  treasures: [
    { name: 'Eye of Horus Amulet', art: 'gem', look: 'an Eye of Horus amulet in blue faience' },
    { name: 'Golden Scarab', art: 'gem', look: 'a golden scarab with folded wings' },
    { name: 'Lapis Beetle', art: 'gem', look: 'a beetle carved from deep-blue lapis' },
    { name: 'Oil Lamp', art: 'candle', look: 'a bronze oil lamp still half full' },
  ],
  doors: [
    { name: 'Stone Door', art: 'door', look: 'a sliding stone door carved with the eye of Ra' },
    { name: 'Sun Gate', art: 'portal', look: 'a gate carved with a rayed sun disc' },
    { name: 'Sand Trapdoor', art: 'hatch', look: 'a trapdoor half buried under drifting sand' },
    { name: 'Sealed Passage', art: 'door', look: 'a passage sealed with a bronze-bolted slab' },
  ],
  exits: [
    { name: 'Temple Gate', art: 'exit_door', look: 'the great temple gate, sunlight blazing in its cracks' },
    {
      name: 'Sunlit Shaft',
      art: 'portal',
      look: 'a shaft of sunlight falling from a high opening, with a stair cut beneath it',
    },
    {
      name: "Robbers' Tunnel",
      art: 'exit_door',
      look: 'a tunnel dug by ancient tomb robbers, blocked by a wooden gate',
    },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Sun Amulet', art: 'gem', look: 'a gold amulet shaped like the sun' },
        { name: 'Moon Amulet', art: 'gem', look: 'a silver amulet shaped like a crescent moon' },
      ],
      target: {
        name: 'Pharaoh Statue',
        art: 'statue',
        look: 'a towering statue of the pharaoh with two hollows in its chest',
        open: 'The amulets blaze and the pharaoh lowers his crook with a groan of stone',
      },
    },
    {
      pieces: [
        { name: 'Heart Scarab', art: 'gem', look: 'a heart scarab of green stone' },
        { name: 'Feather of Maat', art: 'scroll', look: 'a golden feather, light as air' },
      ],
      target: {
        name: 'Scales of Judgement',
        art: 'statue',
        look: 'great bronze scales with two empty pans',
        open: 'The heart and the feather balance perfectly, and the floor shudders',
      },
    },
    {
      pieces: [
        { name: 'Half Tablet', art: 'scroll', look: 'half of a cracked stone tablet' },
        { name: 'Other Half Tablet', art: 'scroll', look: 'the matching half of the tablet' },
      ],
      target: {
        name: 'Granite Sarcophagus',
        art: 'sarcophagus',
        look: 'a granite sarcophagus with a tablet-shaped recess in its lid',
        open: 'The tablet is whole; the sarcophagus lid grinds aside',
      },
    },
  ],
};
