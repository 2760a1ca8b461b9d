import type { SettingMaterial } from '../types';
import { spaceStationObjects } from './space-station-objects';

export const spaceStation: SettingMaterial = {
  name: 'Space Station',
  roles: [
    'a maintenance engineer woken early from cryosleep',
    "the station's last science officer",
    'a cargo pilot docked for repairs',
    'an inspector from Orbital Command',
  ],
  places: [
    {
      title: 'The Cryo Bay',
      look: 'Rows of frosted sleep pods line the walls, and one of them stands open and empty.',
    },
    { title: 'The Command Deck', look: "Dead consoles ring the captain's chair beneath a wide window full of stars." },
    {
      title: 'The Hydroponics Ring',
      look: 'Lettuce and tomato vines grow wild under violet grow-lamps along a curving corridor.',
    },
    {
      title: 'The Reactor Core',
      look: 'A caged reactor pulses blue behind warning stripes, and the floor hums underfoot.',
    },
    { title: 'The Crew Quarters', look: 'Bunks, magnetic boots and floating photographs drift in the low gravity.' },
    { title: 'The Observation Dome', look: 'A glass dome shows the planet turning slowly below, wrapped in storms.' },
    {
      title: 'The Docking Bay',
      look: 'Cargo crates are strapped to the deck beside a sealed airlock and a silent shuttle.',
    },
  ],
  history: [
    'Station Perihelion went silent six days ago, and the rescue ship is still three weeks out.',
    'The onboard AI locked every bulkhead when it detected an unknown signal from the planet below.',
    'The crew staged a drill the night before the blackout, and nobody ever called it off.',
    "Orbital Command wants the flight recorder recovered before the station's orbit decays.",
  ],
  details: [
    'the hum of air scrubbers',
    'a red alarm light turning slowly',
    'frost creeping across a viewport',
    'a recorded voice repeating "all crew to stations"',
  ],
  clues: [
    {
      name: "Captain's Log",
      art: 'book',
      look: "the captain's battered paper log",
    },
    {
      name: 'Crew Photo',
      art: 'painting',
      look: 'a crew photo floating in a frame',
      portable: true,
    },
    {
      name: 'Maintenance Tablet',
      art: 'terminal',
      look: 'a maintenance tablet with a cracked screen',
      portable: true,
    },
    {
      name: 'Star Map Display',
      art: 'map',
      look: 'a star map flickering on the wall',
    },
    {
      name: 'Sticky Note',
      art: 'card',
      look: 'a sticky note stuck to a console',
    },
    {
      name: 'Flight Recorder',
      art: 'console',
      look: 'an orange flight recorder',
    },
    ...spaceStationObjects.clues,
  ],
  locks: [
    { name: 'Cryo-Locker', art: 'safe', look: 'a frost-rimed cryo-locker with a keypad', accepts: 'digits' },
    { name: 'Access Terminal', art: 'terminal', look: 'an access terminal waiting for a passcode', accepts: 'any' },
    { name: 'Bulkhead Keypad', art: 'keypad', look: 'a keypad beside a sealed bulkhead', accepts: 'digits' },
    { name: 'Medical Cabinet', art: 'lockbox', look: 'a white medical cabinet with a code panel', accepts: 'any' },
    {
      name: 'AI Core Console',
      art: 'console',
      look: 'the AI core console asking for an authorisation word',
      accepts: 'word',
    },
    ...spaceStationObjects.locks,
  ],
  containers: [
    {
      name: 'Ventilation Grate',
      art: 'hatch',
      look: 'a ventilation grate with loose screws',
      open: 'You unscrew the grate and reach into the duct',
    },
    {
      name: 'Supply Crate',
      art: 'crate',
      look: 'a supply crate strapped to the deck',
      open: 'You unbuckle the straps and rummage through ration packs',
    },
    {
      name: 'Floor Panel',
      art: 'hatch',
      look: 'a floor panel that rattles underfoot',
      open: 'You pry up the floor panel',
    },
    {
      name: 'Hydroponic Planter',
      art: 'plant',
      look: 'an overgrown hydroponic planter',
      open: 'You part the tangled roots',
    },
    { name: 'Space Suit', art: 'statue', look: 'a space suit hanging in its rack', open: 'You check the suit pockets' },
    ...spaceStationObjects.containers,
  ],
  chests: [
    { name: 'Tool Locker', art: 'lockbox', look: 'a tool locker with a manual lock', open: 'The locker pops open' },
    {
      name: 'Personal Footlocker',
      art: 'chest',
      look: 'a personal footlocker stencilled with a name',
      open: 'The footlocker unlatches',
    },
    { name: 'Specimen Case', art: 'lockbox', look: 'a sealed specimen case', open: 'The specimen case hisses open' },
  ],
  keys: [
    { name: 'Magnetic Keycard', art: 'card', look: 'a magnetic keycard with a cracked photo' },
    { name: 'Command Keycard', art: 'card', look: 'a gold command-level keycard' },
    { name: 'Override Key', art: 'key', look: 'a chunky mechanical override key' },
    { name: 'Access Badge', art: 'card', look: 'a blue access badge on a lanyard' },
  ],
  smallKeys: [
    { name: 'Locker Key', art: 'key', look: 'a small locker key on a carabiner' },
    { name: 'Hex Key', art: 'key', look: 'a hex key stamped with a part number' },
    { name: 'Manual Release Key', art: 'key', look: 'a tiny manual-release key' },
  ],
  treasures: [
    { name: 'Fuse Cartridge', art: 'gear', look: 'a glowing fuse cartridge' },
    { name: 'Data Chip', art: 'card', look: 'a data chip labelled BLACK BOX' },
    { name: 'Oxygen Canister', art: 'crate', look: 'a small oxygen canister' },
    { name: 'Plasma Cutter', art: 'lever', look: 'a hand-held plasma cutter' },
  ],
  doors: [
    { name: 'Airlock Hatch', art: 'hatch', look: 'an airlock hatch with a card reader' },
    { name: 'Pressure Door', art: 'door', look: 'a pressure door painted with warning chevrons' },
    { name: 'Maintenance Shaft', art: 'hatch', look: 'a maintenance shaft sealed by a bolted cover' },
    { name: 'Bulkhead Door', art: 'door', look: 'a heavy bulkhead door' },
  ],
  exits: [
    { name: 'Escape Pod Hatch', art: 'exit_door', look: 'the hatch of the last escape pod' },
    { name: 'Shuttle Ramp', art: 'exit_door', look: "the shuttle's boarding ramp, retracted" },
    { name: 'Emergency Airlock', art: 'hatch', look: 'an emergency airlock to the docking ring' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Navigation Chip', art: 'card', look: 'a navigation chip' },
        { name: 'Guidance Chip', art: 'card', look: 'a guidance chip' },
      ],
      target: {
        name: 'Navigation Console',
        art: 'console',
        look: 'a navigation console with two empty chip slots',
        open: 'The console boots, plots a course and releases the bay locks',
      },
    },
    {
      pieces: [
        { name: 'Power Coupling', art: 'gear', look: 'a power coupling' },
        { name: 'Field Regulator', art: 'gear', look: 'a field regulator' },
      ],
      target: {
        name: 'Reactor Console',
        art: 'console',
        look: 'a reactor console missing two components',
        open: 'The reactor roars back to life',
      },
    },
    {
      pieces: [
        { name: 'Crystal Lens', art: 'gem', look: 'a crystal lens' },
        { name: 'Focusing Prism', art: 'gem', look: 'a focusing prism' },
      ],
      target: {
        name: 'Signal Array',
        art: 'statue',
        look: 'a signal array with two empty mounts',
        open: 'The array aligns and a distress beacon fires',
      },
    },
  ],
};
