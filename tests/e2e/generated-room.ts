/**
 * The generated medium room the play tests finish (seed 4: three scenes whose shortest way out
 * has codes from two clues, keys for locks and a hidden key), made as the admin through the API,
 * with the order of the steps from the core checker's shortest solution; and how a player works
 * a code out of the lock's text and the clues read (the core solvers, never the solutions).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { solvePuzzle, type GameAction, type PlayElement, type RoomPackage } from '@core';
import { admin, newUser, signIn, signUpThroughUi, solutionFor } from './support';
import { createPublishedRoom } from './editor-room';

export interface GeneratedRoom {
  id: string;
  pkg: RoomPackage;
  actions: GameAction[];
  elements: Map<string, PlayElement>;
}

export async function createMediumRoom(browser: Browser, baseURL: string | undefined): Promise<GeneratedRoom> {
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  const room = await createPublishedRoom(adminPage, {
    title: 'The Cartographer’s Study',
    description: 'A study of maps where a locked cabinet hides the way out.',
    difficulty: 'medium',
    seed: 4,
  });
  await adminContext.close();
  const { pkg, actions } = await solutionFor(room.id);
  const elements = new Map(pkg.scenes.flatMap((s) => s.elements).map((e) => [e.id, e] as const));
  return { id: room.id, pkg, actions, elements };
}

/** A new player, signed up through the screens, on the room's play screen. */
export async function playAsNewPlayer(page: Page, roomId: string) {
  const player = newUser('player');
  await signUpThroughUi(page, player.email, player.password);
  await page.goto(`/play/${roomId}`);
  await expect(page.getByTestId('scene')).toBeVisible();
}

/** The one code the lock's text and the clues read lead to. */
export function workOutCode(lock: PlayElement, lockText: string, clueTexts: string[]): string {
  const worked = solvePuzzle(lockText, clueTexts, lock.requires.pattern);
  expect(worked, `${lock.name}: worked out from ${clueTexts.join(' | ')}`).toHaveLength(1);
  return worked[0];
}
