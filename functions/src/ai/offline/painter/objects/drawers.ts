/** One drawer per art kind. */
import type { ArtKind } from '../../../../model/room-design';
import type { Drawer } from './draw-context';
import { door, exitDoor, hatch, keypad, lever, portal } from './doors';
import { bookshelf, chest, consoleDesk, crate, desk, safe, terminal } from './furniture';
import { book, candle, card, gear, gem, key, lockbox, plant, scroll, vase } from './small';
import { clock, map, mirror, painting, rug, sarcophagus, statue } from './wall';

export const DRAWERS: Record<ArtKind, Drawer> = {
  door,
  exit_door: exitDoor,
  lockbox,
  safe,
  keypad,
  chest,
  book,
  bookshelf,
  painting,
  desk,
  key,
  gem,
  scroll,
  clock,
  lever,
  statue,
  crate,
  terminal,
  candle,
  rug,
  vase,
  mirror,
  map,
  gear,
  card,
  hatch,
  portal,
  sarcophagus,
  console: consoleDesk,
  plant,
};
