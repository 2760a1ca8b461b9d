/**
 * More locked boxes per setting (issue 30 item 4), opened with a small key or a fitting trinket. A
 * hard or expert room locks away up to eight things; with three boxes a setting, two of them were
 * called alike ("Steamer Trunk" twice). No colour, number or sign in a name or a look: those are
 * puzzle words. The texts do not say what opens the box, as either a key or a trinket may.
 */
import type { ContainerSpec } from '../types';

export const MORE_LOCKED_BOXES: Record<string, ContainerSpec[]> = {
  'Ancient Library': [
    {
      name: 'Atlas Cabinet',
      art: 'chest',
      look: 'a low cabinet for atlases with a brass lock',
      open: 'The atlas cabinet unlocks and its shallow drawer slides out',
    },
    {
      name: 'Reliquary Box',
      art: 'lockbox',
      look: 'a small reliquary box on a lectern',
      open: 'The reliquary box clicks and its lid tilts back',
    },
    {
      name: 'Index Card Tray',
      art: 'desk',
      look: 'an index card tray held by a tiny lock',
      open: 'The index card tray slides free',
    },
    {
      name: 'Scribe’s Writing Slope',
      art: 'desk',
      look: 'a scribe’s writing slope with a locked lid',
      open: 'The writing slope opens on its worn hinges',
    },
    {
      name: 'Bookbinder’s Press Cupboard',
      art: 'safe',
      look: 'a squat cupboard beside the bookbinder’s press',
      open: 'The cupboard door gives and swings wide',
    },
  ],
  'Cyberpunk City': [
    {
      name: 'Courier Satchel',
      art: 'lockbox',
      look: 'a courier satchel with a clasp lock',
      open: 'The satchel’s clasp snaps open',
    },
    {
      name: 'Vending Cash Drawer',
      art: 'lockbox',
      look: 'the cash drawer of a dead vending machine',
      open: 'The cash drawer shoots out with a clatter',
    },
    {
      name: 'Noodle Stall Strongbox',
      art: 'safe',
      look: 'a greasy strongbox under the noodle stall',
      open: 'The strongbox lid pops up',
    },
    {
      name: 'Drone Cargo Pod',
      art: 'crate',
      look: 'a cargo pod unclipped from a delivery drone',
      open: 'The cargo pod unseals with a hiss',
    },
    {
      name: 'Server Rack Cage',
      art: 'console',
      look: 'a server rack behind a locked mesh cage',
      open: 'The mesh cage swings open on the humming rack',
    },
  ],
  'Desert Temple': [
    {
      name: 'Canopic Chest',
      art: 'chest',
      look: 'a chest of carved canopic jars',
      open: 'The chest’s lid lifts away from the jars',
    },
    {
      name: 'Offering Urn',
      art: 'vase',
      look: 'a sealed offering urn with a bronze stopper',
      open: 'The stopper twists out of the urn',
    },
    {
      name: 'Scribe’s Palette Box',
      art: 'lockbox',
      look: 'a scribe’s palette box with a pin lock',
      open: 'The palette box slides open',
    },
    {
      name: 'Sandstone Niche',
      art: 'safe',
      look: 'a niche in the wall behind a sandstone slab',
      open: 'The sandstone slab grinds aside',
    },
    {
      name: 'Funerary Casket',
      art: 'sarcophagus',
      look: 'a child-sized funerary casket',
      open: 'The casket lid lifts with a breath of old spice',
    },
  ],
  'Haunted Mansion': [
    {
      name: 'Workbasket',
      art: 'lockbox',
      look: 'a wicker workbasket with a tiny keyhole',
      open: 'The workbasket opens in neat tiers',
    },
    {
      name: 'Blanket Chest',
      art: 'chest',
      look: 'a cedar blanket chest at the foot of a bed',
      open: 'The blanket chest breathes out the smell of cedar',
    },
    {
      name: 'Snuffbox',
      art: 'lockbox',
      look: 'an enamelled snuffbox with a pin lock',
      open: 'The snuffbox lid springs up',
    },
    {
      name: 'Tantalus',
      art: 'lockbox',
      look: 'a tantalus locking away its decanters',
      open: 'The tantalus bar lifts from the decanters',
    },
    {
      name: 'Hatbox',
      art: 'chest',
      look: 'a round hatbox tied with a locked strap',
      open: 'The strap gives and the hatbox lid slides off',
    },
  ],
  'Medieval Castle': [
    { name: 'Tithe Chest', art: 'chest', look: 'an iron-bound tithe chest', open: 'The tithe chest creaks open' },
    { name: 'Armoury Locker', art: 'safe', look: 'a narrow armoury locker', open: 'The locker door scrapes open' },
    {
      name: 'Saddlebag',
      art: 'lockbox',
      look: 'a saddlebag with a locked buckle',
      open: 'The buckle gives and the saddlebag falls open',
    },
    {
      name: 'Spice Cabinet',
      art: 'desk',
      look: 'a spice cabinet in the kitchen wall',
      open: 'The spice cabinet opens in a waft of clove',
    },
    {
      name: 'Steward’s Strongbox',
      art: 'safe',
      look: 'the steward’s squat strongbox',
      open: 'The strongbox lid heaves up',
    },
  ],
  'Modern Laboratory': [
    {
      name: 'Reagent Locker',
      art: 'safe',
      look: 'a reagent locker with a keyed latch',
      open: 'The locker’s latch releases',
    },
    {
      name: 'Pipette Drawer',
      art: 'desk',
      look: 'a locked drawer under the pipette station',
      open: 'The drawer rolls open on quiet runners',
    },
    {
      name: 'Cold Storage Box',
      art: 'crate',
      look: 'a frosted cold storage box',
      open: 'The cold storage box opens in a puff of frost',
    },
    {
      name: 'Instrument Case',
      art: 'lockbox',
      look: 'a padded instrument case',
      open: 'The instrument case’s clasps flip up',
    },
    {
      name: 'Evidence Bag Safe',
      art: 'safe',
      look: 'a small safe for evidence bags',
      open: 'The small safe swings open',
    },
  ],
  'Space Station': [
    {
      name: 'Ration Canister',
      art: 'crate',
      look: 'a sealed ration canister',
      open: 'The ration canister unscrews with a hiss',
    },
    { name: 'Suit Locker', art: 'safe', look: 'an EVA suit locker', open: 'The suit locker folds open' },
    {
      name: 'Sample Return Capsule',
      art: 'lockbox',
      look: 'a sample return capsule',
      open: 'The capsule’s seal breaks with a sigh of air',
    },
    {
      name: 'Galley Cabinet',
      art: 'desk',
      look: 'a galley cabinet strapped shut',
      open: 'The galley cabinet releases its straps',
    },
    {
      name: 'Medkit Bay',
      art: 'console',
      look: 'a medkit bay in the bulkhead',
      open: 'The medkit bay slides out of the bulkhead',
    },
  ],
  'Underwater Base': [
    {
      name: 'Dive Bag Locker',
      art: 'safe',
      look: 'a dive bag locker dripping seawater',
      open: 'The dive bag locker swings open',
    },
    {
      name: 'Specimen Jar Crate',
      art: 'crate',
      look: 'a crate of specimen jars',
      open: 'The crate lid lifts off the jars',
    },
    {
      name: 'Ballast Hatch Box',
      art: 'hatch',
      look: 'a small box on the ballast hatch',
      open: 'The box on the hatch clicks open',
    },
    { name: 'Chart Tube', art: 'scroll', look: 'a capped chart tube', open: 'The chart tube’s cap unscrews' },
    {
      name: 'Barnacled Strongbox',
      art: 'lockbox',
      look: 'a strongbox crusted with barnacles',
      open: 'The barnacled lid cracks open',
    },
  ],
};
