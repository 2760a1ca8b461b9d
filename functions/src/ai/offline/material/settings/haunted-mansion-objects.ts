import type { SettingMaterial } from '../types';

/** More of the mansion's furnishings: clue objects, locks and things to search, beside haunted-mansion.ts. */
export const hauntedMansionObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Spirit Board', art: 'card', look: 'a spirit board with a cracked glass planchette', portable: true },
    { name: 'Funeral Card', art: 'card', look: 'a black-edged funeral card' },
    { name: 'Nursery Sampler', art: 'painting', look: 'a framed sampler stitched by a child' },
    { name: 'Guest Book', art: 'book', look: 'a guest book whose last entry ends mid-word' },
    { name: 'Cracked Cameo', art: 'gem', look: 'a cameo brooch with a hairline crack', portable: true },
    { name: 'Dumbwaiter Note', art: 'scroll', look: 'a note pinned inside the dumbwaiter' },
    { name: 'Ancestral Portrait', art: 'painting', look: 'a portrait whose eyes seem to follow you' },
    { name: 'Black Marble Clock', art: 'clock', look: 'a black marble mantel clock' },
    { name: 'Photograph Album', art: 'book', look: 'a photograph album with faces scratched out' },
    { name: 'Tarnished Hand Mirror', art: 'mirror', look: 'a silver hand mirror, tarnished black at the rim' },
  ],
  locks: [
    {
      name: 'Secretaire Desk',
      art: 'desk',
      look: 'a walnut writing bureau with a brass combination plate',
      accepts: 'any',
    },
    { name: 'Cellar Padlock', art: 'lockbox', look: 'a rusted padlock on the cellar chain', accepts: 'digits' },
    { name: 'Gun Cabinet', art: 'safe', look: 'an empty gun cabinet fastened with a dial', accepts: 'digits' },
    { name: 'Hope Chest', art: 'chest', look: "a bride's hope chest with lettered tumblers", accepts: 'word' },
    {
      name: 'Doll House Lock',
      art: 'lockbox',
      look: 'a doll house whose front opens on a tiny dial',
      accepts: 'digits',
    },
    { name: 'Organ Console', art: 'console', look: 'a pipe organ console with keys that stick', accepts: 'any' },
    {
      name: 'Tantalus Case',
      art: 'lockbox',
      look: 'a tantalus case holding three cut-glass decanters',
      accepts: 'digits',
    },
    {
      name: 'Crypt Gate Lock',
      art: 'keypad',
      look: 'an iron plate on the crypt gate with worn number studs',
      accepts: 'digits',
    },
    { name: 'Sewing Box', art: 'lockbox', look: 'a sewing box with a letter lock of mother-of-pearl', accepts: 'word' },
    { name: 'Study Safe', art: 'safe', look: 'a squat safe behind a hinged painting in the study', accepts: 'any' },
  ],
  containers: [
    {
      name: 'Laundry Hamper',
      art: 'crate',
      look: 'a wicker laundry hamper with yellowed sheets',
      open: 'You pull out the yellowed sheets',
    },
    {
      name: 'Umbrella Stand',
      art: 'vase',
      look: 'an elephant-foot umbrella stand',
      open: 'You tip the umbrella stand upside down',
    },
    {
      name: 'Rocking Horse',
      art: 'statue',
      look: 'a rocking horse with a loose saddle',
      open: 'You lift the loose saddle',
    },
    { name: 'Coal Scuttle', art: 'crate', look: 'a coal scuttle by the hearth', open: 'You rake through the coal' },
    {
      name: 'Four-Poster Bed',
      art: 'desk',
      look: 'a four-poster bed with moth-eaten curtains',
      open: 'You feel under the mattress',
    },
    {
      name: 'Bell Board',
      art: 'gear',
      look: "a servants' bell board with one bell tied down",
      open: 'You untie the silent bell and look behind the board',
    },
    {
      name: 'Linen Press',
      art: 'bookshelf',
      look: 'a tall linen press that smells of lavender',
      open: 'You search between the folded linens',
    },
    {
      name: 'Dead Aspidistra',
      art: 'plant',
      look: 'a dead aspidistra in a cracked pot',
      open: 'You dig around the withered roots',
    },
    {
      name: 'Candle Box',
      art: 'candle',
      look: 'a tin candle box on the stairs',
      open: 'You empty the candle stubs from the box',
    },
    {
      name: 'Loose Stair Rod',
      art: 'rug',
      look: 'a stair runner held by one loose rod',
      open: 'You slide out the rod and lift the runner',
    },
  ],
};
