/**
 * What opens each way on (issue 30 item 1; GAME_DESIGN.md, "Shape: bushy, not a corridor").
 *
 * Each scene has a meta lock fed by parallel chains: a statue or console that takes two
 * pieces, or a combination lock whose clues each lie behind a chain of their own. A scene's
 * meta lock does not open its own door but the next scene's (the first door opens by a short
 * chain of its own), so while a player works one scene the next already lies open: two
 * scenes' chains can be worked at once, and the player walks freely between them. The last
 * two scenes hand a part both ways: the last scene's meta lock yields a part the one before
 * needs, and that one opens the way out. Everything a meta lock needs lies in its scene, in
 * an open earlier one, or in the last one, whose door opened first; so every room is
 * solvable by construction, and the checker proves it has no dead end.
 */
import type { DesignedElement } from '../../../model/room-design';
import { agree, pronounFor } from '../writing/grammar';
import type { Feed, PlannedScene, PlanWorkshop } from './plan-workshop';

/** What a player learns on pocketing a door's key: its size says what it is for, without naming the door. */
const DOOR_KEY_LINE = 'It looks made for a door, not for a box.';
const PIECE_LINE = 'It looks like part of something larger.';

type Outcome = { reveals?: DesignedElement; unlocks?: DesignedElement };

/** Builds every scene of `shop.scenes`: the doors, the first door's opener, and each scene's meta lock and chains. */
export function buildScenes(shop: PlanWorkshop): void {
  const { scenes } = shop;
  const last = scenes.length - 1;
  const firstKey = !shop.codeLeft() || shop.rng.chance(0.5) ? doorKey(shop, scenes[0]) : undefined;
  const doors = scenes.map((scene, s) => makeDoor(shop, scene, scenes[s + 1], s === 0 ? firstKey : undefined));
  openFirstDoor(shop, doors[0], firstKey);
  // The part the last scene's meta lock yields for the scene before it (set when that scene's lock is planned).
  let handedBack: DesignedElement | undefined;
  for (const scene of scenes) {
    const s = scene.scene_index;
    shop.target = scene;
    const feeds = chainFeeds(shop, scene);
    const handing = s === last - 1;
    if (handing) feeds.unshift({ where: scenes[last], bring: (part) => (handedBack = part) });
    if (s === last && !handedBack) break; // the lock before took no part from here: nothing to feed
    const outcome: Outcome = s < last ? { unlocks: doors[s + 1] } : { reveals: handedBack };
    // The part handed back must be taken: two feeds make a statue or console, which takes both.
    // A scene before the one handing a part back leaves a set of pieces for it (it may need a statue).
    const meta = metaLock(shop, feeds, outcome, handing && feeds.length === 2, s < last - 1 ? 1 : 0);
    if (s < last) openedFromBehind(doors[s + 1], meta, scene);
    if (s === last) shop.add(handedBack!);
  }
  scenes.forEach((scene, s) => {
    shop.target = scene;
    shop.add(doors[s]);
  });
}

function doorKey(shop: PlanWorkshop, scene: PlannedScene): DesignedElement {
  shop.target = scene;
  const spec = shop.decks.keys.draw();
  return shop.factory.item(shop.id(spec.name), spec, 'key', DOOR_KEY_LINE);
}

/** The way on from `scene` (or out, in the last scene), locked; opened by `key` or by another element. */
function makeDoor(
  shop: PlanWorkshop,
  scene: PlannedScene,
  next: PlannedScene | undefined,
  key: DesignedElement | undefined,
): DesignedElement {
  shop.target = scene;
  const { setting, theme, voice } = shop.material;
  const spec = next ? shop.decks.doors.draw() : shop.rng.pick(setting.exits);
  const opts = next
    ? { nextSceneId: next.id, nextTitle: next.title }
    : { escapeLine: shop.rng.pick(theme.escapes), farewell: shop.rng.pick(voice.farewells) };
  return shop.factory.door(shop.id(spec.name), spec, { ...opts, key });
}

/** The first door opens by a short chain in the first scene: a key brought into view, or a combination lock. */
function openFirstDoor(shop: PlanWorkshop, door: DesignedElement, key: DesignedElement | undefined): void {
  const scene = shop.scenes[0];
  shop.target = scene;
  const depth = shop.rng.int(...shop.shape.depth);
  if (key) {
    shop.produce(key, depth, scene);
    return;
  }
  const { lock } = shop.codeLock(depth, { unlocks: door });
  shop.factory.linkOpener(door, lock);
}

/** A chain of gadgets in `where` that brings a part into view. */
const chain = (shop: PlanWorkshop, where: PlannedScene): Feed => ({
  where,
  bring: (part) => shop.produce(part, shop.rng.int(...shop.shape.chainDepth), where),
});

/** The parallel chains feeding the meta lock of `scene`. */
function chainFeeds(shop: PlanWorkshop, scene: PlannedScene): Feed[] {
  return Array.from({ length: shop.rng.int(...shop.shape.chains) }, () => chain(shop, scene));
}

/**
 * A statue or console taking two pieces (when two feeds are given, or no code is left), or a combination
 * lock whose clues the feeds bring into view, one each; feeds past what the lock takes are left unbuilt.
 */
function metaLock(
  shop: PlanWorkshop,
  feeds: Feed[],
  outcome: Outcome,
  pieces: boolean,
  reserve: number,
): DesignedElement {
  // A statue only while a set of pieces not yet used in the room is left (beyond `reserve`), unless the part handed back needs one.
  const assembled =
    pieces ||
    (feeds.length === 2 && shop.rng.chance(shop.shape.assemblyChance) && shop.decks.pieceSets.freshLeft() > reserve);
  if (!assembled && shop.codeLeft(true)) return shop.codeLock(1, outcome, feeds).lock;
  // A statue takes two pieces: a lone chain gets a second beside it.
  if (feeds.length < 2) feeds.push(chain(shop, shop.target));
  const set = shop.decks.pieceSets.draw();
  const home = shop.target;
  const parts = set.pieces.map((spec, i) => {
    shop.target = feeds[i].where;
    const piece = shop.factory.item(shop.id(spec.name), spec, 'puzzle_piece', PIECE_LINE);
    shop.target = home;
    return piece;
  }) as [DesignedElement, DesignedElement];
  parts.forEach((part, i) => feeds[i].bring(part));
  const assembly = shop.factory.assembly(shop.id(set.target.name), set.target, parts, outcome);
  shop.add(assembly);
  return assembly;
}

/** The door of a later scene, unbolted by `opener` back in `openerScene`: its texts say so, without naming the opener. */
function openedFromBehind(door: DesignedElement, opener: DesignedElement, openerScene: PlannedScene): void {
  const look = door.description.split('. ')[0];
  const them = pronounFor(door.name) === 'They' ? 'them' : 'it';
  door.description = `${look}. ${pronounFor(door.name)} ${agree(door.name, 'is')} bolted fast, and nothing on this side will move ${them}.`;
  const where = openerScene.title.replace(/^The /, 'the ');
  door.hints = [
    door.hints[0].replace('look elsewhere in the room', 'think back to the rooms behind you'),
    `Something in ${where} works the ${door.name}.`,
    `Open the ${opener.name} in ${where}, then come back to the ${door.name}.`,
  ];
  opener.success_message = opener.success_message
    .replace(`somewhere close, the ${door.name}`, `somewhere beyond, the ${door.name}`)
    .replace(
      ` The ${door.name} ${agree(door.name, 'swings')} free.`,
      ` Somewhere beyond, the ${door.name} ${agree(door.name, 'swings')} free.`,
    );
}
