import type { SettingMaterial } from '../types';
import { underwaterBaseObjects } from './underwater-base-objects';

export const underwaterBase: SettingMaterial = {
  name: 'Underwater Base',
  roles: [
    'a marine biologist on a six-month rotation',
    'a diver sent to repair the base',
    'a salvage operator',
    "the base's new communications officer",
  ],
  places: [
    {
      title: 'The Moon Pool',
      look: 'A square of black sea water ripples in the floor, ringed by dive gear and harnesses.',
    },
    {
      title: 'The Observation Gallery',
      look: 'Curved windows look out on drifting jellyfish and a reef lit by floodlights.',
    },
    { title: 'The Pump Room', look: 'Pipes sweat and groan around giant pumps, and water pools on the grated floor.' },
    { title: 'The Mess Hall', look: 'Bolted tables, a porthole and a coffee machine that still gurgles.' },
    {
      title: 'The Research Aquarium',
      look: 'Tanks glow blue along the walls, full of creatures nobody has named yet.',
    },
    { title: 'The Ballast Control', look: 'Dials, valves and a wall of pressure gauges, several in the red.' },
    { title: 'The Submarine Dock', look: 'A yellow mini-sub hangs in its cradle over a sealed launch tube.' },
  ],
  history: [
    'Trench Station Nereid sits four hundred metres down, and its hull has started to creak.',
    'Something large bumped the station during the night and the power grid failed.',
    'The crew evacuated in a hurry, leaving you behind and the escape sub locked.',
    'The founders built the base to study a signal from the trench that has never stopped.',
  ],
  details: [
    'the groan of the hull under pressure',
    'bubbles racing past a porthole',
    'the drip of a leaking seal',
    'sonar pinging in the dark',
  ],
  clues: [
    {
      name: 'Dive Log',
      art: 'book',
      look: 'a waterproof dive log',
    },
    {
      name: 'Porthole Etching',
      art: 'mirror',
      look: 'a porthole fogged with condensation',
    },
    {
      name: 'Sonar Screen',
      art: 'terminal',
      look: 'a sonar screen sweeping green',
    },
    {
      name: 'Chart of the Trench',
      art: 'map',
      look: 'a chart of the trench',
      portable: true,
    },
    {
      name: 'Pressure Gauge',
      art: 'clock',
      look: 'a pressure gauge with a note taped to it',
    },
    {
      name: 'Crew Locker Photo',
      art: 'painting',
      look: 'a photo taped inside a locker',
      portable: true,
    },
    ...underwaterBaseObjects.clues,
  ],
  locks: [
    { name: 'Pressure Hatch Keypad', art: 'keypad', look: 'a keypad on a pressure hatch', accepts: 'digits' },
    { name: 'Dive Locker', art: 'safe', look: 'a dive locker with a dial lock', accepts: 'any' },
    { name: 'Comms Terminal', art: 'terminal', look: 'a comms terminal asking for a call sign', accepts: 'word' },
    { name: 'Valve Lock', art: 'lever', look: 'a numbered valve lock', accepts: 'digits' },
    { name: 'Specimen Vault', art: 'lockbox', look: 'a specimen vault with a code panel', accepts: 'any' },
    ...underwaterBaseObjects.locks,
  ],
  containers: [
    {
      name: 'Kelp Tank',
      art: 'plant',
      look: 'a tank of swaying kelp',
      open: 'You roll up your sleeve and reach among the kelp',
    },
    { name: 'Dive Bag', art: 'crate', look: 'a mesh dive bag', open: 'You empty the dive bag' },
    { name: 'Floor Grating', art: 'hatch', look: 'a floor grating over dark water', open: 'You lift the grating' },
    { name: 'Anchor Chain Locker', art: 'crate', look: 'a chain locker', open: 'You haul out the chain' },
    { name: 'Diving Helmet', art: 'statue', look: 'a brass diving helmet', open: 'You turn the helmet over' },
    ...underwaterBaseObjects.containers,
  ],
  chests: [
    {
      name: 'Waterproof Case',
      art: 'lockbox',
      look: 'a waterproof case',
      open: 'The case unlocks with a pop of pressure',
    },
    { name: "Captain's Footlocker", art: 'chest', look: "the captain's footlocker", open: 'The footlocker opens' },
    { name: 'Salvage Crate', art: 'chest', look: 'a padlocked salvage crate', open: 'The crate opens' },
  ],
  keys: [
    { name: 'Hatch Wheel Key', art: 'key', look: 'a key for a hatch wheel' },
    { name: 'Dock Keycard', art: 'card', look: 'a waterproof keycard' },
    { name: 'Brass Sea Key', art: 'key', look: 'a brass key crusted with barnacles' },
    { name: 'Sub Ignition Key', art: 'key', look: 'the ignition key for the mini-sub' },
  ],
  smallKeys: [
    { name: 'Padlock Key', art: 'key', look: 'a corroded padlock key' },
    { name: 'Locker Key', art: 'key', look: 'a locker key on a coiled band' },
    { name: 'Case Key', art: 'key', look: 'a tiny steel key' },
  ],
  treasures: [
    { name: 'Pearl', art: 'gem', look: 'a black pearl' },
    { name: 'Rebreather', art: 'gear', look: 'a compact rebreather' },
    { name: 'Sample Jar', art: 'vase', look: 'a sample jar with something glowing in it' },
    { name: 'Signal Flare', art: 'candle', look: 'a signal flare' },
  ],
  doors: [
    { name: 'Watertight Door', art: 'door', look: 'a watertight door with a wheel' },
    { name: 'Bulkhead Hatch', art: 'hatch', look: 'a bulkhead hatch' },
    { name: 'Access Tube', art: 'hatch', look: 'a narrow access tube' },
    { name: 'Pressure Door', art: 'door', look: 'a pressure door' },
  ],
  exits: [
    { name: 'Mini-Sub Hatch', art: 'exit_door', look: 'the hatch of the mini-sub' },
    { name: 'Escape Capsule', art: 'hatch', look: 'an escape capsule to the surface' },
    { name: 'Surface Lift', art: 'exit_door', look: 'the lift to the surface platform' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Fuse', art: 'gear', look: 'a fuse' },
        { name: 'Relay', art: 'gear', look: 'a relay' },
      ],
      target: {
        name: 'Power Junction',
        art: 'console',
        look: 'a power junction with two empty slots',
        open: 'Sparks fly and the lights come back',
      },
    },
    {
      pieces: [
        { name: 'Conch Shell', art: 'gem', look: 'a conch shell' },
        { name: 'Starfish Medallion', art: 'gem', look: 'a starfish medallion' },
      ],
      target: {
        name: 'Neptune Statue',
        art: 'statue',
        look: 'a statue of Neptune with empty hands',
        open: "The statue's trident lowers",
      },
    },
    {
      pieces: [
        { name: 'Valve Handle', art: 'gear', look: 'a valve handle' },
        { name: 'Pressure Seal', art: 'gear', look: 'a pressure seal' },
      ],
      target: {
        name: 'Ballast Pump',
        art: 'lever',
        look: 'a ballast pump missing its handle and seal',
        open: 'The pump starts',
      },
    },
  ],
};
