import type { SettingMaterial } from '../types';

/** More of the temple's furnishings: clue objects, locks and things to search, beside desert-temple.ts. */
export const desertTempleObjects: Pick<SettingMaterial, 'clues' | 'locks' | 'containers'> = {
  clues: [
    { name: 'Ostracon Shard', art: 'card', look: 'a pottery shard scribbled on by some bored apprentice' },
    { name: 'Tomb Builder Tally', art: 'painting', look: 'a wall where the builders kept their tallies in red ochre' },
    { name: "Scribe's Palette", art: 'card', look: "a scribe's palette with two dried wells of ink", portable: true },
    { name: 'Star Ceiling Panel', art: 'map', look: 'a fallen ceiling panel painted with gold stars' },
    { name: 'Book of Gates', art: 'book', look: 'a bound copy of the Book of Gates, its spine cracked' },
    { name: 'Linen Wrapping', art: 'scroll', look: 'a strip of linen wrapping inked with prayers' },
    { name: 'Carved Stela', art: 'statue', look: 'a round-topped stela carved with a king and his gods' },
    { name: 'Water Clock', art: 'clock', look: 'a stone water clock, its bowl long dry' },
    { name: 'Survey Notebook', art: 'book', look: "a surveyor's notebook swollen from some old flood" },
    { name: 'Gilded Mirror', art: 'mirror', look: 'a hand mirror of polished bronze with a gilded handle' },
  ],
  locks: [
    {
      name: 'Falcon Shrine',
      art: 'lockbox',
      look: 'a small falcon shrine with turning feathers of bronze',
      accepts: 'digits',
    },
    { name: 'Naos Cabinet', art: 'safe', look: 'a granite naos cabinet with a ring of carved dials', accepts: 'any' },
    {
      name: 'Lotus Pedestal',
      art: 'keypad',
      look: 'a pedestal ringed with lotus petals that press in',
      accepts: 'digits',
    },
    {
      name: 'Sphinx Casket',
      art: 'lockbox',
      look: 'a casket guarded by a little sphinx of black basalt',
      accepts: 'word',
    },
    {
      name: 'Djed Pillar Lock',
      art: 'lever',
      look: 'a djed pillar whose carved bands slide up and down',
      accepts: 'digits',
    },
    {
      name: 'Sun Barque Model',
      art: 'chest',
      look: 'a model sun barque with a locked cabin amidships',
      accepts: 'any',
    },
    {
      name: 'Glyph Button Plate',
      art: 'keypad',
      look: 'a bronze plate set with rows of glyph buttons',
      accepts: 'any',
    },
    {
      name: 'Ivory Game Box',
      art: 'lockbox',
      look: 'an ivory game box whose squares turn like dials',
      accepts: 'digits',
    },
    {
      name: 'Vizier Strongbox',
      art: 'safe',
      look: "the vizier's strongbox, plated in hammered copper",
      accepts: 'digits',
    },
    {
      name: 'Lion Throne Lock',
      art: 'statue',
      look: 'a lion-footed throne with letters carved in its armrests',
      accepts: 'word',
    },
  ],
  containers: [
    {
      name: 'Offering Table',
      art: 'desk',
      look: 'a low offering table heaped with dried figs',
      open: 'You sweep the figs aside',
    },
    {
      name: 'Grain Jar',
      art: 'vase',
      look: 'a tall grain jar sealed with mud',
      open: 'You crack the mud seal and reach inside',
    },
    { name: 'Reed Mat', art: 'rug', look: 'a reed mat curling at its edges', open: 'You roll back the reed mat' },
    {
      name: 'Broken Column',
      art: 'statue',
      look: 'a broken column lying on its side',
      open: 'You peer into the hollow end of the column',
    },
    { name: 'Brazier', art: 'candle', look: 'a bronze brazier full of cold ash', open: 'You sift through the ash' },
    {
      name: 'Wig Chest',
      art: 'chest',
      look: "a wooden chest for a priest's ceremonial wig",
      open: 'You lift the lid and feel under the wig',
    },
    {
      name: 'Palm Planter',
      art: 'plant',
      look: 'a stone planter holding a dead date palm',
      open: 'You dig around the roots of the palm',
    },
    {
      name: 'Ushabti Shelf',
      art: 'bookshelf',
      look: 'a shelf of little ushabti figures standing in rows',
      open: 'You lift the ushabti one by one',
    },
    {
      name: 'Collapsed Niche',
      art: 'hatch',
      look: 'a wall niche half filled with fallen rubble',
      open: 'You clear the rubble from the niche',
    },
    {
      name: 'Embalmer Bench',
      art: 'desk',
      look: "an embalmer's bench cluttered with jars and hooks",
      open: 'You search among the jars on the bench',
    },
  ],
};
