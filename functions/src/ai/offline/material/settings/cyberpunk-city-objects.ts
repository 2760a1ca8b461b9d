import type { SettingMaterial } from '../types';

/** More of the city's clutter: clue objects, locks and things to search, beside cyberpunk-city.ts. */
export const cyberpunkCityObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Pawn Ticket', art: 'card', look: 'a pawn ticket printed on thermal paper' },
    { name: 'Bar Napkin', art: 'card', look: 'a bar napkin with writing on it' },
    { name: 'Street Poster', art: 'painting', look: 'a torn poster for an underground fight' },
    { name: 'Transit Map', art: 'map', look: 'a transit map with one line circled' },
    { name: 'Shrine Clock', art: 'clock', look: 'a cheap clock on a street shrine' },
    { name: 'Chrome Mirror', art: 'mirror', look: 'a chrome mirror in a capsule-hotel bathroom' },
    { name: 'Paperback Novel', art: 'book', look: 'a paperback novel, rare as gold here' },
    { name: 'Receipt Roll', art: 'scroll', look: 'a long receipt roll from a ramen shop' },
    { name: 'Stolen Keycard', art: 'card', look: 'a keycard with notes scratched on the back', portable: true },
    { name: 'Ad Screen', art: 'terminal', look: 'an ad screen stuck on one frame' },
  ],
  locks: [
    { name: 'Capsule Door Panel', art: 'keypad', look: 'the panel of a sleeping capsule', accepts: 'digits' },
    { name: 'Courier Case', art: 'lockbox', look: 'a courier case cuffed to a railing', accepts: 'any' },
    { name: 'Clinic Cabinet', art: 'lockbox', look: 'a back-alley clinic cabinet with a keypad', accepts: 'digits' },
    {
      name: 'Arcade Machine',
      art: 'terminal',
      look: 'an arcade machine asking for a high-score name',
      accepts: 'word',
    },
    { name: 'Drone Dock', art: 'console', look: 'a delivery drone dock with a code lock', accepts: 'digits' },
    { name: 'Shutter Control', art: 'keypad', look: 'the control box of a shop shutter', accepts: 'digits' },
    { name: 'Fixer Strongbox', art: 'safe', look: "a fixer's strongbox under a false floor", accepts: 'any' },
    { name: 'Karaoke Booth Lock', art: 'terminal', look: 'a karaoke booth that takes a song name', accepts: 'word' },
    { name: 'Rooftop Junction Box', art: 'console', look: 'a rooftop junction box with a keypad', accepts: 'digits' },
    { name: 'Gene Bank Freezer', art: 'safe', look: 'a gene bank freezer frosted over', accepts: 'any' },
  ],
  containers: [
    {
      name: 'Ramen Cart',
      art: 'desk',
      look: 'an abandoned ramen cart',
      open: 'You search the shelves of the ramen cart',
    },
    {
      name: 'Cracked Aquarium',
      art: 'vase',
      look: 'a cracked aquarium with no fish',
      open: 'You feel through the gravel of the aquarium',
    },
    {
      name: 'Laundry Drum',
      art: 'gear',
      look: 'a coin laundry drum left open',
      open: 'You pull the clothes from the drum',
    },
    {
      name: 'Neon Tube Box',
      art: 'crate',
      look: 'a box of spare neon tubes',
      open: 'You lift the tubes out one at a time',
    },
    { name: 'Scooter Seat', art: 'crate', look: 'a scooter with a lifting seat', open: 'You lift the scooter seat' },
    {
      name: 'Vending Flap',
      art: 'hatch',
      look: 'the delivery flap of a broken vending machine',
      open: 'You reach up through the vending flap',
    },
    {
      name: 'Rooftop Garden',
      art: 'plant',
      look: 'a rooftop garden of leggy tomatoes',
      open: 'You part the tomato plants',
    },
    {
      name: 'Mannequin',
      art: 'statue',
      look: "a mannequin in last season's jacket",
      open: 'You check the pockets of the jacket',
    },
    {
      name: 'Server Fan Grille',
      art: 'hatch',
      look: 'a fan grille thick with dust',
      open: 'You unscrew the fan grille',
    },
    { name: 'Street Mat', art: 'rug', look: 'a rubber mat outside a shop door', open: 'You lift the rubber mat' },
  ],
};
