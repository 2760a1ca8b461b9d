/**
 * Issue 31, shown when resolved: at 390×844 a player finds a room in the browser (search and a
 * filter, kept in the address), opens its page, plays it to the end from there, rates it on the
 * escape screen, sees their rank on the room's leaderboard and the XP in the XP tab; Back from
 * the room's page returns to the same filtered list. An admin then hides the review with a
 * reason, and its author sees it marked hidden. The room is a fresh easy one with a unique word in
 * its title, so the search finds it alone and its leaderboard starts empty.
 */
import type { Browser } from '@playwright/test';
import { escapeXp, XP_FIRST_ESCAPE_BONUS, XP_REVIEW } from '@core';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import { createPublishedRoom } from './editor-room';
import { playToEscape } from './play-driver';
import { admin, expect, newUser, signIn, signUpThroughUi, solutionFor, test } from './support';

async function createEasyRoom(browser: Browser, baseURL: string | undefined, title: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  const room = await createPublishedRoom(page, {
    title,
    description: 'An orrery turns in a locked vault; its planets hide the way out.',
    difficulty: 'easy',
  });
  await context.close();
  return room;
}

test.describe('the room browser (issue 31)', () => {
  test('a player searches and filters, opens a room, escapes, rates it, sees their rank and XP; Back keeps the filtered list; an admin hides the review', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const word = `Orrery${Date.now().toString(36)}`;
    const room = await createEasyRoom(browser, baseURL, `The ${word} Vault`);
    const { pkg, actions } = await solutionFor(room.id);
    const player = newUser('player');
    await signUpThroughUi(page, player.email, player.password);

    // The Play Puzzle tab leads to the browser; a search and a filter go into the address.
    await page.getByTestId('tab-play').tap();
    await page.getByTestId('browse-rooms').tap();
    await expect(page).toHaveURL(/\/escape-rooms$/);
    const search = page.getByTestId('browser-search');
    const difficulty = page.getByTestId('filter-difficulty');
    const card = page.getByTestId(`room-card-${room.id}`);
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    await difficulty.selectOption('easy');
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&difficulty=easy$`));
    await expect(card).toBeVisible();
    await expect(page.getByTestId('rooms-list').locator('ion-card')).toHaveCount(1);
    await expect(card.getByTestId('room-rating')).toHaveText('Not rated yet');
    await expect(card.getByTestId('room-status')).toHaveCount(0);

    // A filter nothing matches: the empty state, and its button clears the filters.
    await difficulty.selectOption('expert');
    await expect(page.getByTestId('rooms-empty')).toContainText(COMMUNITY_MESSAGES.noRoomsMatch);
    await page.getByTestId('clear-filters').tap();
    await expect(page).toHaveURL(/\/escape-rooms$/);
    await expect(search).toHaveValue('');
    await search.fill(word);
    await difficulty.selectOption('easy');
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&difficulty=easy$`));
    await expect(card).toBeVisible();
    const filtered = page.url();

    // The room's page, then Back: the same filtered list.
    await card.getByTestId(`open-room-${room.id}`).tap();
    await expect(page).toHaveURL(new RegExp(`/escape-rooms/${room.id}\\?`));
    await expect(page.getByTestId('room-title')).toHaveText(room.title);
    await expect(page.getByTestId('leaderboard-empty')).toBeVisible();
    await expect(page.getByTestId('rate-after-escape')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(search).toHaveValue(word);
    await expect(difficulty).toHaveValue('easy');
    await expect(card).toBeVisible();

    // Play it to the end from its page (online, so the run is ranked).
    await card.getByTestId(`open-room-${room.id}`).tap();
    await page.getByTestId('room-play').tap();
    await expect(page).toHaveURL(new RegExp(`/play/${room.id}$`));
    await playToEscape(page, pkg, actions, 'tap');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');

    // Rate it on the escape screen: 4 stars and a review, which earns the review's XP.
    const rating = page.getByTestId('rating-form');
    await rating.getByTestId('rating-star-4').tap();
    await rating.getByTestId('rating-review').fill('The planets line up beautifully.');
    await expect(rating.getByTestId('rating-count')).toHaveText('32 / 280');
    await rating.getByTestId('rating-submit').tap();
    await expect(page.getByTestId('rating-notice')).toContainText(`+${XP_REVIEW} XP`);

    // The room's leaderboard: the player is first; the review is listed.
    await page.getByTestId('room-leaderboard-link').tap();
    await expect(page.getByTestId('leaderboard-mine')).toContainText('(you)');
    await expect(page.getByTestId('leaderboard-mine').getByTestId('leaderboard-rank')).toHaveText('1');
    await expect(page.getByTestId('my-rank')).toContainText('Your best rank: 1');
    await expect(page.getByTestId('room-page-rating')).toHaveAttribute('aria-label', /^4\.0 out of 5 stars, 1 rating$/);
    const review = page.getByTestId('review').filter({ hasText: 'The planets line up beautifully.' });
    await expect(review).toBeVisible();
    await expect(page.getByTestId('room-status')).toContainText(/Escaped in \d+:\d\d/);

    // The XP tab: the escape, the first escape's bonus and the review.
    await page.goto('/dashboard');
    await page.getByTestId('tab-xp').tap();
    const earned = escapeXp('easy', 0, false) + XP_FIRST_ESCAPE_BONUS + XP_REVIEW;
    await expect(page.getByTestId('xp-balance')).toHaveText(String(earned));
    await expect(page.getByTestId('xp-entry')).toHaveCount(3);
    await expect(page.getByTestId('xp-rank')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('xp-board-mine').or(page.getByTestId('xp-board-row'))).not.toHaveCount(0);
    await expect(page.getByTestId('open-xp')).toBeVisible();

    // An admin hides the review with a reason; its author sees it marked hidden, with the reason.
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/escape-rooms/${room.id}`);
    const adminReview = adminPage.getByTestId('review').filter({ hasText: 'The planets line up beautifully.' });
    await adminReview.getByTestId('hide-review').tap();
    await adminReview.getByTestId('hide-review-reason').fill('Spoils the last code');
    await adminReview.getByTestId('hide-review-confirm').tap();
    await expect(adminReview.getByTestId('review-hidden')).toContainText('Spoils the last code');
    await expect(adminReview.getByTestId('show-review')).toBeVisible();
    await adminContext.close();
    await page.goto(`/escape-rooms/${room.id}`);
    await expect(review.getByTestId('review-hidden')).toContainText('Hidden by an admin: Spoils the last code');
  });
});
