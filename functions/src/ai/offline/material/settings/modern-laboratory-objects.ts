import type { SettingMaterial } from '../types';

/** More of the laboratory's furnishings: clue objects, locks and things to search, beside modern-laboratory.ts. */
export const modernLaboratoryObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Safety Data Sheet', art: 'card', look: 'a safety data sheet with a coffee ring on it' },
    { name: 'Printout Stack', art: 'scroll', look: 'a stack of printouts curling off the printer' },
    { name: 'Grant Proposal', art: 'book', look: 'a bound grant proposal covered in red ink' },
    { name: 'Sample Label', art: 'card', look: 'a peeled sample label stuck to a glove box' },
    { name: 'Lab Wall Clock', art: 'clock', look: 'a plain wall clock that stopped during the lockdown' },
    { name: 'Conference Poster', art: 'painting', look: 'a conference poster about protein folding' },
    { name: 'Floor Plan', art: 'map', look: 'an evacuation floor plan behind scratched plastic' },
    { name: 'Spectrometer Readout', art: 'terminal', look: 'a spectrometer screen frozen on its last reading' },
    { name: 'Sticky Note Cluster', art: 'card', look: 'a cluster of sticky notes round a monitor', portable: true },
    { name: 'Centrifuge Logbook', art: 'book', look: 'a logbook chained to the centrifuge' },
  ],
  locks: [
    {
      name: 'Glove Box Lock',
      art: 'keypad',
      look: 'a sealed glove box with a keypad on its airlock',
      accepts: 'digits',
    },
    { name: 'Reagent Fridge', art: 'safe', look: 'a reagent fridge with a digital lock', accepts: 'digits' },
    { name: 'Server Rack', art: 'console', look: 'a humming server rack behind a locked mesh door', accepts: 'any' },
    { name: 'Drug Cupboard', art: 'lockbox', look: 'a steel drug cupboard with a dial', accepts: 'digits' },
    { name: 'Autoclave', art: 'safe', look: 'a stainless autoclave with a programmable door', accepts: 'digits' },
    {
      name: 'Clean Room Panel',
      art: 'terminal',
      look: 'a clean room access panel asking for a passphrase',
      accepts: 'word',
    },
    { name: 'Incubator', art: 'safe', look: 'an incubator whose door is held by a code lock', accepts: 'any' },
    {
      name: 'Evidence Locker',
      art: 'lockbox',
      look: 'a grey evidence locker with a ring lock',
      accepts: 'digits',
    },
    {
      name: 'Laptop Login',
      art: 'terminal',
      look: "a laptop left open on the principal investigator's login",
      accepts: 'word',
    },
    { name: 'Isotope Safe', art: 'safe', look: 'a lead-lined isotope safe with a heavy dial', accepts: 'any' },
  ],
  containers: [
    {
      name: 'Lab Coat Rack',
      art: 'statue',
      look: 'a rack of lab coats with bulging pockets',
      open: 'You go through the pockets of the coats',
    },
    {
      name: 'Recycling Bin',
      art: 'crate',
      look: 'a recycling bin overflowing with paper',
      open: 'You dig through the paper in the bin',
    },
    {
      name: 'Bench Drawer',
      art: 'desk',
      look: 'a bench drawer that sticks',
      open: 'You yank the sticking drawer open',
    },
    {
      name: 'Shipping Box',
      art: 'crate',
      look: 'a shipping box packed with dry ice, long evaporated',
      open: 'You tear open the shipping box',
    },
    {
      name: 'Breakroom Fridge',
      art: 'safe',
      look: 'a breakroom fridge plastered with notes',
      open: 'You hold your breath and open the fridge',
    },
    {
      name: 'Desk Plant',
      art: 'plant',
      look: 'a spider plant on a cluttered desk',
      open: 'You lift the spider plant from its pot',
    },
    {
      name: 'Filing Cabinet',
      art: 'bookshelf',
      look: 'a dented filing cabinet',
      open: 'You flip through the hanging files',
    },
    {
      name: 'Eyewash Station',
      art: 'console',
      look: 'an eyewash station with a loose cover',
      open: 'You lift off the loose cover',
    },
    {
      name: 'Cable Tray',
      art: 'hatch',
      look: 'a cable tray running along the ceiling',
      open: 'You reach into the cable tray',
    },
    {
      name: 'Sharps Box',
      art: 'crate',
      look: 'a yellow sharps box, taped shut and empty',
      open: 'You carefully cut the tape on the box',
    },
  ],
};
