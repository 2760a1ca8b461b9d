/**
 * What a small thing is drawn as, more precisely than its art kind: a "Gold Crown Coin" designed
 * as a gem is drawn as a coin, a "UV Torch" designed as a candle as a torch. The play screen's
 * sprites use it; the art kinds themselves stay the designer's.
 */

/** Finer looks, first match wins; each word must appear as a whole word of the name. */
const FINER: Array<[string, RegExp]> = [
  ['amulet', /\b(amulet|locket|medallion|pendant|necklace|talisman)\b/],
  ['coin', /\b(coin|coins|doubloon|token|disc|wax seal)\b/],
  ['chip', /\b(chip|microchip|circuit|usb|drive|datachip)\b/],
  ['shard', /\b(shard|fragment|splinter)\b/],
  ['fuse', /\b(fuse|fuses)\b/],
  ['torch', /\b(torch|flashlight|flare)\b/],
  ['vial', /\b(vial|reagent|potion|antidote|flask|tube)\b/],
  ['dagger', /\b(dagger|knife|sword|blade|hilt)\b/],
  ['feather', /\b(feather|quill)\b/],
  ['lens', /\b(lens|magnifier|magnifying)\b/],
  ['phone', /\b(phone|smartphone|pager)\b/],
  ['canister', /\b(canister|cell|battery|tank)\b/],
  ['whistle', /\b(whistle)\b/],
  ['doll', /\b(doll|puppet)\b/],
  ['shell', /\b(shell|conch)\b/],
];

/** Art kinds a finer look may replace: small portable things, never furniture or doors. */
const REFINABLE = new Set(['key', 'gem', 'card', 'scroll', 'gear', 'candle', 'vase', 'crate', 'lever', 'statue', '']);

/** The look the play screen draws for an element named `name` designed as `art`. */
export function refineArt(name: string, art: string): string {
  if (!REFINABLE.has(art)) return art;
  const lower = name.toLowerCase();
  return FINER.find(([, words]) => words.test(lower))?.[0] ?? art;
}
