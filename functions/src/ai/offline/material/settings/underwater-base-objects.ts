import type { SettingMaterial } from '../types';

/** More of the base's fittings: clue objects, locks and things to search, beside underwater-base.ts. */
export const underwaterBaseObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Tide Table', art: 'card', look: 'a laminated tide table' },
    { name: 'Specimen Tag', art: 'card', look: 'a specimen tag tied to an empty jar' },
    {
      name: 'Waterproof Slate',
      art: 'card',
      look: "a diver's waterproof slate with a pencil on a string",
      portable: true,
    },
    { name: 'Ship Bell', art: 'statue', look: 'a barnacled ship bell raised from a wreck' },
    { name: 'Maintenance Manual', art: 'book', look: 'a maintenance manual swollen with damp' },
    { name: 'Coral Sketch', art: 'painting', look: 'a pencil sketch of a coral head, pinned above a bunk' },
    { name: 'Wreck Chart', art: 'map', look: 'a chart marking three wrecks on the seabed' },
    { name: 'Depth Clock', art: 'clock', look: 'a bulkhead clock beside a depth gauge' },
    { name: 'Radio Log', art: 'book', look: "the radio operator's log" },
    { name: 'Porthole Condensation', art: 'mirror', look: 'a porthole with words traced in the condensation' },
  ],
  locks: [
    { name: 'Moon Pool Gate', art: 'keypad', look: 'a gate over the moon pool with a keypad', accepts: 'digits' },
    { name: 'Ballast Control', art: 'console', look: 'the ballast control panel with a code lock', accepts: 'digits' },
    { name: 'Submersible Hatch', art: 'hatch', look: 'the hatch of a two-man submersible with a dial', accepts: 'any' },
    { name: 'Harpoon Case', art: 'lockbox', look: 'a harpoon case with a brass letter lock', accepts: 'word' },
    { name: 'Air Tank Cage', art: 'safe', look: 'a cage of air tanks held by a combination chain', accepts: 'digits' },
    { name: 'Research Safe', art: 'safe', look: 'a research safe bolted beneath a bunk', accepts: 'any' },
    { name: 'Sonar Console', art: 'terminal', look: 'the sonar console locked behind a password', accepts: 'word' },
    { name: 'Pump Room Valve', art: 'lever', look: 'a pump room valve with numbered settings', accepts: 'digits' },
    { name: 'Galley Strongbox', art: 'lockbox', look: 'a galley strongbox for the good coffee', accepts: 'digits' },
    { name: 'Airlock Wheel', art: 'gear', look: 'an airlock wheel with a ring of coded stops', accepts: 'any' },
  ],
  containers: [
    {
      name: 'Wetsuit Rack',
      art: 'statue',
      look: 'a rack of dripping wetsuits',
      open: 'You search the wetsuits one by one',
    },
    { name: 'Net Bin', art: 'crate', look: 'a bin of tangled fishing net', open: 'You drag out the tangled net' },
    { name: 'Bunk Mattress', art: 'rug', look: 'a damp bunk mattress', open: 'You lift the damp mattress' },
    {
      name: 'Fin Locker',
      art: 'crate',
      look: 'a locker of spare fins and masks',
      open: 'You rummage through the spare fins',
    },
    {
      name: 'Filter Housing',
      art: 'console',
      look: 'a water filter housing with a loose lid',
      open: 'You unscrew the filter housing',
    },
    {
      name: 'Algae Tank',
      art: 'plant',
      look: 'a murky tank of cultured algae',
      open: 'You roll up your sleeve and reach into the tank',
    },
    { name: 'Cable Spool', art: 'gear', look: 'a cable spool half unwound', open: 'You unwind the rest of the cable' },
    {
      name: 'Bilge Grate',
      art: 'hatch',
      look: 'a bilge grate with water sloshing beneath',
      open: 'You lift the bilge grate',
    },
    {
      name: 'Coffee Station',
      art: 'desk',
      look: 'a coffee station crusted with old grounds',
      open: 'You search behind the coffee machine',
    },
    {
      name: 'Salvage Basket',
      art: 'crate',
      look: 'a salvage basket of crusted finds from a wreck',
      open: 'You pick through the salvage',
    },
  ],
};
