import type { SettingMaterial } from '../types';
import { modernLaboratoryObjects } from './modern-laboratory-objects';

export const modernLaboratory: SettingMaterial = {
  name: 'Modern Laboratory',
  roles: [
    'a lab technician on the night shift',
    'a journalist who sneaked in for a story',
    'an intern who opened the wrong freezer',
    'a safety inspector',
  ],
  places: [
    {
      title: 'The Clean Room',
      look: 'White walls, white floor and a humming air shower, with a row of sealed glove boxes.',
    },
    { title: 'The Server Room', look: 'Racks of blinking servers breathe warm air into a narrow aisle.' },
    {
      title: 'The Specimen Lab',
      look: 'Jars of strange things glow faintly on steel shelves beside a microscope bench.',
    },
    {
      title: "The Director's Office",
      look: 'A glass desk, a whiteboard full of equations and an expensive chair spun toward the window.',
    },
    { title: 'The Cold Storage', look: 'Freezers hum in rows, and your breath hangs in the air.' },
    { title: 'The Robotics Bay', look: 'Half-built robot arms hang from gantries over a workbench strewn with parts.' },
    {
      title: 'The Decontamination Corridor',
      look: 'Yellow hazard lines lead to a shower airlock under a flashing amber light.',
    },
  ],
  history: [
    'Helix Dynamics triggered a lockdown at midnight after Experiment 7 escaped containment.',
    'The lead researcher disappeared last week, leaving her notes scattered through the building.',
    "The building's security AI now treats everyone inside as a contaminant.",
    'The board wants the results destroyed before the inspectors arrive at dawn.',
  ],
  details: [
    'the beep of an unattended centrifuge',
    'a strobe of emergency lighting',
    'the sharp smell of disinfectant',
    'a fume hood that roars and stops',
  ],
  clues: [
    {
      name: 'Whiteboard',
      art: 'painting',
      look: 'a whiteboard crowded with equations',
    },
    {
      name: 'Lab Notebook',
      art: 'book',
      look: 'a lab notebook with coffee rings',
    },
    {
      name: 'Microscope Slide',
      art: 'card',
      look: 'a slide under the microscope',
      portable: true,
    },
    {
      name: 'Employee Badge Photo',
      art: 'card',
      look: 'a badge photo pinned to a corkboard',
    },
    {
      name: 'Monitor',
      art: 'terminal',
      look: 'a monitor with a screensaver scrolling',
    },
    {
      name: 'Periodic Table Poster',
      art: 'map',
      look: 'a periodic table poster',
    },
    ...modernLaboratoryObjects.clues,
  ],
  locks: [
    { name: 'Sample Freezer', art: 'safe', look: 'a sample freezer with a digital lock', accepts: 'digits' },
    { name: 'Biometric Terminal', art: 'terminal', look: 'a terminal asking for a password', accepts: 'any' },
    { name: 'Chemical Cabinet', art: 'lockbox', look: 'a yellow chemical cabinet with a keypad', accepts: 'digits' },
    { name: "Director's Safe", art: 'safe', look: "a safe behind the director's desk", accepts: 'any' },
    { name: 'Lab Mainframe', art: 'console', look: 'a mainframe console waiting for a project name', accepts: 'word' },
    ...modernLaboratoryObjects.locks,
  ],
  containers: [
    {
      name: 'Fume Hood',
      art: 'console',
      look: 'a fume hood with its sash half down',
      open: 'You raise the sash and look behind the reagent bottles',
    },
    { name: 'Biohazard Bin', art: 'crate', look: 'a biohazard bin', open: 'With gloves on, you search the bin' },
    {
      name: 'Ceiling Tile',
      art: 'hatch',
      look: 'a ceiling tile slightly out of line',
      open: 'You push up the ceiling tile',
    },
    { name: 'Potted Ficus', art: 'plant', look: 'a plastic ficus', open: 'You search the ficus pot' },
    {
      name: 'Locker Mirror',
      art: 'mirror',
      look: 'a mirror on a staff locker door',
      open: 'You lift the mirror off its hooks and check behind it',
    },
    ...modernLaboratoryObjects.containers,
  ],
  chests: [
    { name: 'Desk Drawer', art: 'desk', look: 'a locked desk drawer', open: 'The drawer slides open' },
    { name: 'Sample Case', art: 'lockbox', look: 'an aluminium sample case', open: 'The case latches spring up' },
    {
      name: 'First Aid Cabinet',
      art: 'lockbox',
      look: 'a first-aid cabinet with a small lock',
      open: 'The cabinet door swings open',
    },
  ],
  keys: [
    { name: 'Security Keycard', art: 'card', look: 'a red security keycard' },
    { name: "Director's Keycard", art: 'card', look: 'a black director-level keycard' },
    { name: 'Master Key', art: 'key', look: 'a steel master key' },
    { name: 'Clearance Badge', art: 'card', look: 'a level-5 clearance badge' },
  ],
  smallKeys: [
    { name: 'Drawer Key', art: 'key', look: 'a small drawer key' },
    { name: 'Cabinet Key', art: 'key', look: 'a cabinet key on a plastic tag' },
    { name: 'Case Key', art: 'key', look: 'a tiny case key' },
  ],
  treasures: [
    { name: 'USB Drive', art: 'card', look: 'a USB drive labelled EXP-7' },
    { name: 'Antidote Vial', art: 'vase', look: 'a vial of blue antidote' },
    { name: 'Research Notes', art: 'scroll', look: 'a bundle of research notes' },
    { name: 'UV Torch', art: 'candle', look: 'an ultraviolet torch' },
  ],
  doors: [
    { name: 'Airlock Door', art: 'door', look: 'a glass airlock door with a card reader' },
    { name: 'Fire Door', art: 'door', look: 'a heavy fire door' },
    { name: 'Service Hatch', art: 'hatch', look: 'a service hatch' },
    { name: 'Sliding Lab Door', art: 'door', look: 'a frosted sliding door' },
  ],
  exits: [
    { name: 'Emergency Exit', art: 'exit_door', look: 'an emergency exit under a green sign' },
    { name: 'Loading Dock Door', art: 'exit_door', look: 'a roller door to the loading dock' },
    { name: 'Rooftop Hatch', art: 'hatch', look: 'a hatch up to the roof' },
  ],
  pieceSets: [
    {
      pieces: [
        { name: 'Circuit Board', art: 'card', look: 'a circuit board' },
        { name: 'Power Cell', art: 'gear', look: 'a power cell' },
      ],
      target: {
        name: 'Robot Arm',
        art: 'console',
        look: 'a dormant robot arm missing parts',
        open: 'The arm whirs to life and pulls a lever',
      },
    },
    {
      pieces: [
        { name: 'Reagent A', art: 'vase', look: 'a flask of green reagent' },
        { name: 'Reagent B', art: 'vase', look: 'a flask of violet reagent' },
      ],
      target: {
        name: 'Synthesis Machine',
        art: 'console',
        look: 'a synthesis machine with two empty ports',
        open: 'The reagents mix, and the machine prints a result',
      },
    },
    {
      pieces: [
        { name: 'Left Lens', art: 'gem', look: 'a lens' },
        { name: 'Right Lens', art: 'gem', look: 'another lens' },
      ],
      target: {
        name: 'Laser Emitter',
        art: 'statue',
        look: 'a laser emitter missing its lenses',
        open: 'The beam focuses and burns through a seal',
      },
    },
  ],
};
