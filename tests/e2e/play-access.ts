/**
 * Finishing a generated room without sight or without a pointer. `finishRoom` walks the core
 * checker's shortest way out and asks a player (keyboard only, or accessibility tree only) to do
 * each step the way they can; after each step it checks what the play screen's live region said
 * (what was found, what opened, a clue's words, points, hints, the next scene, the escape), and
 * where the keyboard focus is (in the dialog while it is open, back on the element after).
 */
import { expect, type Page } from '@playwright/test';
import { clueSourcesOf, initialState, step, type PlayElement, type RoomPackage, type StepResult } from '@core';
import type { GeneratedRoom } from './generated-room';
import { stillShown } from './play-driver';
import { UNSEEN_ELEMENT } from '../../src/pages/play/outcome';

/** What a player does, one way or the other. */
export interface AccessPlayer {
  /** Buys the hint on offer and returns its words as shown. */
  buyHint(): Promise<string>;
  /** The clue texts the Journal shows for these elements. */
  readClues(elements: PlayElement[]): Promise<string[]>;
  /** Opens the element's dialog from its hot-spot. */
  open(el: PlayElement): Promise<void>;
  /** In the open dialog: the lock's text, then the code worked out from it typed in and tried. */
  tryCode(lock: PlayElement, clueTexts: string[]): Promise<string>;
  /** In the open dialog: its one action (Inspect, Take, Open, Go through). */
  act(): Promise<void>;
  /** Selects an inventory item, then activates the element with it. */
  useItem(item: PlayElement, el: PlayElement): Promise<void>;
  /** Closes the open dialog. */
  close(): Promise<void>;
  /** Walks back to a scene already opened, with the scene picker. */
  goTo(sceneName: string): Promise<void>;
}

export const elementDialog = (page: Page) => page.locator('ion-modal[data-testid="element-dialog"]');
export const announcer = (page: Page) => page.getByTestId('play-announcer');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A hot-spot's name: the element's, with its state once it has one ("Oak door, locked"). */
export const hotspotName = (el: PlayElement) => new RegExp(`^${escape(el.name)}(, [a-z ]+)?$`);
/** An inventory item's name, selected or not. */
export const itemName = (item: PlayElement) => new RegExp(`^${escape(item.name)}( \\(selected\\))?$`);

/** The role and accessible name of what has the keyboard focus (the deepest focused node). */
export async function focusedNode(page: Page): Promise<{ role: string; name: string }> {
  const focused = page.locator('*:focus').last();
  if ((await focused.count()) === 0) return { role: '', name: '' };
  const match = /^- ([a-z]+)(?: ("(?:[^"\\]|\\.)*"))?/.exec(await focused.ariaSnapshot());
  return match ? { role: match[1], name: match[2] ? (JSON.parse(match[2]) as string) : '' } : { role: '', name: '' };
}

/** Presses Tab (or Shift+Tab) until the focus is on a `role` named `name`. */
export async function tabTo(page: Page, role: string, name: RegExp, backwards = false) {
  const passed: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const node = await focusedNode(page);
    if (node.role === role && name.test(node.name)) return;
    passed.push(`${node.role} "${node.name}"`);
  }
  throw new Error(`no ${role} ${name} reached by ${backwards ? 'Shift+Tab' : 'Tab'}; passed ${passed.join(', ')}`);
}

/** The live region said what the step did: its message and each thing it changed. */
async function expectAnnounced(page: Page, pkg: RoomPackage, el: PlayElement, result: StepResult) {
  const said = announcer(page);
  const names = new Map(pkg.scenes.flatMap((s) => s.elements).map((e) => [e.id, e.name] as const));
  // Something in a scene not yet entered is still sealed on the screen: it is named without its name.
  const unseen = new Set(
    pkg.scenes
      .filter((s) => !result.state.visited_scene_ids.includes(s.id))
      .flatMap((s) => s.elements.map((e) => e.id)),
  );
  const nameOf = (id: string) => (unseen.has(id) ? UNSEEN_ELEMENT : names.get(id));
  const expected: string[] = [result.message];
  for (const event of result.events) {
    if (event.type === 'item_collected') expected.push(`Found: ${event.item!.name}`);
    if (event.type === 'unlocked') expected.push(`Unlocked: ${nameOf(event.element_id!)}`);
    if (event.type === 'revealed') expected.push(`Revealed: ${nameOf(event.element_id!)}`);
    if (event.type === 'points_awarded') expected.push(`+${event.points} points`);
    if (event.type === 'scene_changed') expected.push(pkg.scenes.find((s) => s.id === event.scene_id)!.name);
  }
  if (el.clue_text) expected.push(el.clue_text);
  for (const text of expected) await expect(said).toContainText(text);
}

export interface Finished {
  twoClueCodes: number;
  keysUsed: number;
  hintWords: string;
}

export async function finishRoom(page: Page, room: GeneratedRoom, player: AccessPlayer): Promise<Finished> {
  const { pkg, actions, elements } = room;
  let state = initialState(pkg);
  const done: Finished = { twoClueCodes: 0, keysUsed: 0, hintWords: '' };
  for (const action of actions) {
    if (action.type === 'hint') continue;
    if (action.type === 'go_to_scene') {
      // Back to a scene already opened: a part found later is used there.
      const scene = pkg.scenes.find((s) => s.id === action.scene_id)!;
      await player.goTo(scene.name);
      await expect(page.getByTestId('scene')).toHaveAttribute('aria-label', `Scene: ${scene.name}`);
      state = step(pkg, state, action).state;
      continue;
    }
    const el = elements.get(action.element_id)!;
    // Before the first code, a hint: its words and its cost are said.
    if (action.type === 'interact' && action.input && !done.hintWords) {
      const hint = step(pkg, state, { type: 'hint' });
      done.hintWords = await player.buyHint();
      expect(done.hintWords).toBe(hint.message);
      await expect(announcer(page)).toContainText(
        `${hint.message} ${hint.state.points - state.points} points for the hint.`,
      );
      state = hint.state;
    }
    const result = step(pkg, state, action);
    if (action.type === 'use_item') {
      const item = elements.get(action.item_id)!;
      await player.useItem(item, el);
      if (item.element_type === 'key') done.keysUsed++;
    } else if (action.input) {
      const sources = clueSourcesOf(el).map((id) => elements.get(id)!);
      const clues = await player.readClues(sources);
      await player.open(el);
      expect(await player.tryCode(el, clues)).toBe(action.input);
      if (sources.length >= 2) done.twoClueCodes++;
    } else {
      await player.open(el);
      await player.act();
    }
    await expectAnnounced(page, pkg, el, result);
    state = result.state;
    const dialog = elementDialog(page);
    if (stillShown(pkg, state, el.id)) {
      await expect(dialog).toBeVisible();
      await player.close();
    }
    await expect(dialog).toBeHidden();
    if (!state.escaped)
      await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${state.points} points`);
  }
  await expect(page.getByTestId('escape-screen')).toBeVisible();
  await expect(page.getByTestId('escape-points')).toHaveText(String(state.points));
  return done;
}
