import type { SettingMaterial } from '../types';
import { cyberpunkCityObjects } from './cyberpunk-city-objects';

export const cyberpunkCity: SettingMaterial = {
  name: 'Cyberpunk City',
  roles: [
    'a freelance netrunner',
    'a courier who delivered the wrong package',
    'a disgraced corporate detective',
    'a street medic with a stolen implant',
  ],
  places: [
    {
      title: 'The Neon Alley',
      look: 'Rain runs down holographic adverts, and steam rises from grates between stacked noodle stalls.',
    },
    { title: 'The Hacker Den', look: 'Cables snake over every surface, and a wall of monitors scrolls green code.' },
    {
      title: 'The Corporate Penthouse',
      look: 'Chrome furniture and a glass wall overlook a city of lights two hundred floors down.',
    },
    {
      title: 'The Ripperdoc Clinic',
      look: 'A surgical chair sits under spider-armed lamps, and cybernetic limbs hang on hooks.',
    },
    { title: 'The Data Vault', look: 'Cold server towers glow in rows behind a laser grid.' },
    { title: 'The Night Market', look: 'Stalls sell knock-off implants and street food under flickering lanterns.' },
    {
      title: 'The Maglev Platform',
      look: 'An abandoned train station with a silent maglev and graffiti on every pillar.',
    },
  ],
  history: [
    'Arasaka-Vex corporation locked down the district after someone stole its prototype AI.',
    'The city grid flickers every night at three, and in that minute the locks forget their masters.',
    'A fixer hired you, then sold you out; the drones are already circling.',
    'The AI you carry in your implant wants out as badly as you do.',
  ],
  details: [
    'rain hammering on corrugated roofs',
    'a drone sweeping a searchlight',
    'the buzz of a dying neon sign',
    'synth music from somewhere below',
  ],
  clues: [
    {
      name: 'Holo-Advert',
      art: 'painting',
      look: 'a glitching holo-advert',
    },
    {
      name: 'Graffiti Tag',
      art: 'map',
      look: 'a graffiti tag',
    },
    {
      name: 'Burner Phone',
      art: 'card',
      look: 'a burner phone',
    },
    {
      name: 'Cracked Datapad',
      art: 'terminal',
      look: 'a cracked datapad',
      portable: true,
    },
    { name: 'Fortune Cookie Slip', art: 'scroll', look: 'a fortune cookie slip' },
    {
      name: 'Neon Sign',
      art: 'clock',
      look: 'a neon sign with dead letters',
    },
    ...cyberpunkCityObjects.clues,
  ],
  locks: [
    { name: 'Security Keypad', art: 'keypad', look: 'a security keypad', accepts: 'digits' },
    { name: 'Netrunner Terminal', art: 'terminal', look: 'a netrunner terminal', accepts: 'any' },
    { name: 'Smart Safe', art: 'safe', look: 'a smart safe', accepts: 'any' },
    {
      name: 'ICE Firewall Console',
      art: 'console',
      look: 'a firewall console asking for a passphrase',
      accepts: 'word',
    },
    { name: 'Vending Machine', art: 'terminal', look: 'a vending machine with a hidden code menu', accepts: 'digits' },
    ...cyberpunkCityObjects.locks,
  ],
  containers: [
    {
      name: 'Dumpster',
      art: 'crate',
      look: 'an overflowing dumpster',
      open: 'You hold your breath and dig through the trash',
    },
    { name: 'Cable Tangle', art: 'gear', look: 'a tangle of cables', open: 'You untangle the cables' },
    { name: 'Noodle Stall Counter', art: 'desk', look: 'a noodle stall counter', open: 'You check under the counter' },
    { name: 'Potted Bonsai', art: 'plant', look: 'a synthetic bonsai', open: 'You lift the bonsai from its pot' },
    { name: 'Air Vent', art: 'hatch', look: 'an air vent', open: 'You pry off the vent cover' },
    ...cyberpunkCityObjects.containers,
  ],
  chests: [
    {
      name: 'Chrome Lockbox',
      art: 'lockbox',
      look: 'a chrome lockbox bolted under a table',
      open: 'The key turns and the lockbox unfolds with a hydraulic sigh',
    },
    {
      name: 'Weapon Case',
      art: 'chest',
      look: 'a matte-black weapon case with a manual lock',
      open: 'The case unlatches and its foam lining lifts',
    },
    {
      name: 'Med Cabinet',
      art: 'lockbox',
      look: 'a med cabinet with a cracked red cross',
      open: 'The cabinet door swings open on squealing hinges',
    },
  ],
  keys: [
    { name: 'Hacked Keycard', art: 'card', look: 'a keycard with a spliced chip glowing purple' },
    { name: 'Corporate ID Chip', art: 'card', look: 'an executive ID chip with a hologram logo' },
    { name: 'Mag-Key', art: 'key', look: 'a heavy magnetic key that tugs at metal' },
    { name: 'Skeleton Shard', art: 'card', look: 'a data shard loaded with skeleton-key code' },
  ],
  smallKeys: [
    { name: 'Micro Key', art: 'key', look: 'a micro key no bigger than a fingernail' },
    { name: 'Case Key', art: 'key', look: 'a case key on a neon zip-tie' },
    { name: 'Shim Key', art: 'key', look: 'a shim cut from a soda can' },
  ],
  treasures: [
    { name: 'Neural Chip', art: 'card', look: 'a neural chip still warm from its socket' },
    { name: 'Credit Stick', art: 'card', look: 'a credit stick loaded with untraceable eddies' },
    { name: 'EMP Charge', art: 'gem', look: 'a palm-sized EMP charge' },
    { name: 'Optic Implant', art: 'gem', look: 'an optic implant with a red iris' },
  ],
  doors: [
    { name: 'Roller Shutter', art: 'door', look: 'a graffiti-covered roller shutter' },
    { name: 'Blast Door', art: 'door', look: 'a corporate blast door with a card slot' },
    { name: 'Maintenance Hatch', art: 'hatch', look: 'a maintenance hatch stencilled NO ENTRY' },
    { name: 'Elevator Door', art: 'door', look: 'a brushed-steel elevator door with a dead call button' },
  ],
  exits: [
    { name: 'Rooftop Exit', art: 'exit_door', look: 'the rooftop exit, rain and searchlights beyond it' },
    { name: 'Maglev Door', art: 'exit_door', look: 'the door of the last maglev out of the district' },
    { name: 'Sewer Access', art: 'hatch', look: 'a sewer access hatch leading under the city walls' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Cipher Shard A', art: 'card', look: 'one half of a split cipher shard' },
        { name: 'Cipher Shard B', art: 'card', look: 'the other half of the cipher shard' },
      ],
      target: {
        name: 'Decryption Rig',
        art: 'console',
        look: 'a decryption rig with two empty shard ports',
        open: 'The rig chews through the cipher and a lock releases with a clunk',
      },
    },
    {
      pieces: [
        { name: 'Power Cell', art: 'gear', look: 'a cylindrical power cell' },
        { name: 'Capacitor', art: 'gear', look: 'a blue capacitor' },
      ],
      target: {
        name: 'Dead Drone',
        art: 'statue',
        look: 'a crashed security drone missing its power pack',
        open: 'The drone wakes, scans you as staff and unlocks the nearest door',
      },
    },
    {
      pieces: [
        { name: 'Left Optic', art: 'gem', look: 'a glowing left optic' },
        { name: 'Right Optic', art: 'gem', look: 'a glowing right optic' },
      ],
      target: {
        name: 'Android Mannequin',
        art: 'statue',
        look: 'an android mannequin with empty eye sockets',
        open: 'The android blinks awake and points a chrome finger',
      },
    },
  ],
};
