import type { SettingMaterial } from '../types';

/** More of the station's fittings: clue objects, locks and things to search, beside space-station.ts. */
export const spaceStationObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Mission Patch', art: 'card', look: 'an embroidered mission patch peeling off a wall', portable: true },
    { name: 'Docking Manual', art: 'book', look: 'a docking manual floating on a tether' },
    { name: 'Mission Clock', art: 'clock', look: 'a mission clock stopped when the power failed' },
    { name: 'Whiteboard Schedule', art: 'painting', look: 'a crew schedule on a smudged whiteboard' },
    { name: 'Scratched Hull Plate', art: 'map', look: 'marks scratched into the hull plating by a bored crewman' },
    { name: 'Ration Wrapper', art: 'card', look: 'a ration wrapper somebody wrote on' },
    { name: 'Telescope Eyepiece', art: 'mirror', look: 'the eyepiece of the observation telescope' },
    { name: 'Orbit Plot', art: 'map', look: 'an orbit plot pinned beside the viewport' },
    { name: 'Personal Diary', art: 'book', look: "a crewman's diary tucked behind a handrail" },
    { name: 'Comms Printout', art: 'scroll', look: 'a long comms printout coiled like a ribbon' },
  ],
  locks: [
    {
      name: 'Airlock Control',
      art: 'console',
      look: 'an airlock control panel, its lights blinking amber',
      accepts: 'digits',
    },
    { name: 'Weapons Locker', art: 'safe', look: 'a weapons locker with a scarred keypad', accepts: 'digits' },
    { name: 'Escape Pod Panel', art: 'keypad', look: 'an escape pod panel asking for a launch code', accepts: 'any' },
    { name: 'Galley Cold Store', art: 'safe', look: 'a galley cold store sealed by a code', accepts: 'digits' },
    { name: 'Lab Module Hatch', art: 'hatch', look: 'a round lab module hatch with a keypad ring', accepts: 'digits' },
    {
      name: 'Commander Console',
      art: 'console',
      look: "the commander's console asking for a password",
      accepts: 'word',
    },
    {
      name: 'Sample Return Canister',
      art: 'lockbox',
      look: 'a sample return canister with a combination collar',
      accepts: 'any',
    },
    {
      name: 'Reactor Interlock',
      art: 'lever',
      look: 'a reactor interlock with a row of numbered switches',
      accepts: 'digits',
    },
    {
      name: 'Robot Arm Console',
      art: 'terminal',
      look: 'the robot arm controls, locked to a passphrase',
      accepts: 'word',
    },
    { name: 'Quarantine Cabinet', art: 'lockbox', look: 'a quarantine cabinet with a red keypad', accepts: 'any' },
  ],
  containers: [
    {
      name: 'Sleeping Pod',
      art: 'hatch',
      look: 'a sleeping pod with its bag still zipped',
      open: 'You unzip the sleeping bag',
    },
    {
      name: 'Tool Caddy',
      art: 'crate',
      look: 'a tool caddy strapped to the wall',
      open: 'You unstrap the caddy and search the tools',
    },
    { name: 'Cargo Net', art: 'rug', look: 'a cargo net bulging with loose gear', open: 'You loosen the cargo net' },
    {
      name: 'Exercise Bike',
      art: 'gear',
      look: 'an exercise bike with a loose panel',
      open: 'You pull the loose panel away',
    },
    {
      name: 'Galley Drawer',
      art: 'desk',
      look: 'a galley drawer of squeeze tubes',
      open: 'You empty the galley drawer',
    },
    {
      name: 'Waste Hatch',
      art: 'hatch',
      look: 'a waste hatch that has jammed',
      open: 'You force the waste hatch open',
    },
    {
      name: 'Spare Helmet',
      art: 'statue',
      look: 'a spare helmet clipped to a rack',
      open: 'You turn the helmet over and look inside',
    },
    {
      name: 'Battery Bay',
      art: 'console',
      look: 'a battery bay with one cell missing',
      open: 'You slide out the battery tray',
    },
    {
      name: 'Seed Locker',
      art: 'plant',
      look: 'a seed locker in the hydroponics bay',
      open: 'You search the seed trays',
    },
    {
      name: 'Storage Bag',
      art: 'crate',
      look: 'a storage bag velcroed to the ceiling',
      open: 'You peel the bag free and open it',
    },
  ],
};
