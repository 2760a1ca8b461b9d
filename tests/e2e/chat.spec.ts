/**
 * Ermie's floating chat at 390×844 (rooms-and-play-spec §2 Chat widget, §4 Chat, §8 Chat):
 * asked on the landing page it answers from the whitepaper and cites it; Shift+Enter makes
 * a new line, a blank send does nothing, offline shows the connection message, the footer
 * opens the whitepaper; on the play screen it sits where it covers no control, and asked
 * for the code it charges nothing and never gives the code: it offers the next hint on a
 * button, bought once through the Hint button's action and shown again free (issue 33).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { CHAT_MESSAGES } from '@core/content/messages';
import { CHAT_LABELS } from '@core/content/labels';
import { HINT_COST_POINTS } from '@core';
import { admin, expect, newUser, sampleRoomId, signIn, signUpThroughUi, solutionFor, test } from './support';

const SHOTS = 'test-results/chat';

async function ask(page: Page, text: string) {
  const before = await page.getByTestId('chat-bot-message').count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  return page.getByTestId('chat-bot-message').nth(before);
}

/** Serious and critical axe violations of what is on screen. */
async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test.describe("Ermie's chat", () => {
  test('on the landing page: answers from the whitepaper, new lines, blank sends, offline, the whitepaper link', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Chat with Ermie' });
    await open.tap();
    const panel = page.getByRole('dialog', { name: 'Ermie' });
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('chat-greeting')).toContainText("I'm Ermie");
    await expect(page.getByTestId('chat-input')).toBeFocused();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBeLessThanOrEqual(844 * 0.7 + 1);

    const answer = await ask(page, 'What is the studio?');
    await expect(answer).toContainText('escape rooms');
    const source = answer.getByTestId('chat-source');
    await expect(source).toHaveAttribute('href', '/whitepaper#what-the-studio-is');
    await expect(source).toHaveText('What Ermie Escape Studio is');
    await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/landing-answer-390.png` });
    expect(await seriousViolations(page, '.chat-panel')).toEqual([]);

    // Shift+Enter makes a new line; the input grows (at most three rows) and nothing is sent.
    const input = page.getByTestId('chat-input');
    const oneRow = (await input.boundingBox())!.height;
    await input.fill('line one');
    await input.press('Shift+Enter');
    await input.pressSequentially('line two');
    await expect(input).toHaveValue('line one\nline two');
    expect((await input.boundingBox())!.height).toBeGreaterThan(oneRow);
    await input.fill('1\n2\n3\n4\n5\n6');
    expect((await input.boundingBox())!.height).toBeLessThan(oneRow * 3.2);
    await expect(page.getByTestId('chat-user-message')).toHaveCount(1);

    // A blank send does nothing, by button or by Enter.
    await input.fill('   ');
    const sendButton = page.getByRole('button', { name: 'Send message' });
    await expect(sendButton).toHaveAttribute('aria-disabled', 'true');
    await sendButton.tap({ force: true }); // still tappable: aria-disabled only tells assistive tech
    await input.press('Enter');
    await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
    await expect(page.getByTestId('chat-typing')).toHaveCount(0);

    // Offline: the connection message.
    await context.setOffline(true);
    const offline = await ask(page, 'How are rooms made?');
    await expect(offline).toHaveText(`Ermie: ${CHAT_MESSAGES.unreachable}`);
    await context.setOffline(false);

    // The footer opens the whitepaper (a page that needs no script), at the cited section too.
    const [paper] = await Promise.all([context.waitForEvent('page'), page.getByTestId('chat-whitepaper').tap()]);
    await paper.waitForLoadState();
    expect(new URL(paper.url()).pathname).toMatch(/^\/whitepaper\/?$/);
    await expect(paper.getByRole('heading', { level: 1 })).toHaveText('Ermie Escape Studio: the whitepaper');
    await paper.goto('/whitepaper#proven-solvable');
    await expect(paper.getByRole('heading', { name: 'Every room is proven solvable' })).toBeInViewport();
    await paper.screenshot({ path: `${SHOTS}/whitepaper-390.png` });
    expect(await seriousViolations(paper)).toEqual([]);
    await paper.close();

    // Escape closes the panel and gives the focus back to the button.
    await input.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the chat button is on the sign-in page and the dashboard too, and the panel is 400px wide on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Chat with Ermie' }).click();
    const panel = page.getByRole('dialog', { name: 'Ermie' });
    const answer = await ask(page, 'Are rooms proven solvable?');
    await expect(answer.getByTestId('chat-source')).toHaveAttribute('href', '/whitepaper#proven-solvable');
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(400);
    expect(box.height).toBeLessThanOrEqual(800 * 0.7 + 1);
    await page.screenshot({ path: `${SHOTS}/login-answer-1280.png` });

    const player = newUser('visitor');
    await page.getByRole('button', { name: 'Close chat' }).click();
    await signUpThroughUi(page, player.email, player.password);
    await expect(page.getByRole('button', { name: 'Chat with Ermie' })).toBeVisible();
  });

  test('on the play screen: docked where it covers no control; asked for the code it charges nothing and offers the hint', async ({
    page,
  }) => {
    const player = newUser('player');
    const { actions } = await solutionFor(sampleRoomId);
    const codes = actions.flatMap((action) => ('input' in action && action.input ? [action.input] : []));
    await signUpThroughUi(page, player.email, player.password);
    await page.goto(`/play/${sampleRoomId}`);
    await expect(page.getByTestId('scene')).toBeVisible();

    const open = page.getByRole('button', { name: 'Chat with Ermie' });
    await expect(open).toHaveCount(1);
    const controls = [
      page.getByTestId('play-back'),
      page.getByTestId('hint-button'),
      page.getByTestId('points'),
      page.getByTestId('hints'),
      page.getByTestId('sync-status'),
      page.getByTestId('scene'),
      page.locator('#play-footer'),
      page.locator('.play-scene-picker, [data-testid^="scene-link-"]'),
    ];
    for (const control of controls)
      for (const one of await control.all()) expect(await overlaps(open, one), await one.innerHTML()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/play-docked-390.png` });

    const points = Number((await page.getByTestId('points').getAttribute('aria-label'))!.split(' ')[0]);
    await open.tap();
    await expect(page.getByTestId('chat-greeting')).toContainText('hint');
    const reply = await ask(page, "What's the code?");
    await expect(reply).toContainText(CHAT_MESSAGES.hintOffer);
    // issue 33 item 4: asking charges nothing; the hint is offered on a button.
    const offer = reply.getByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) });
    await expect(offer).toBeVisible();
    expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByTestId('hints')).toHaveAttribute('aria-label', '0 hints used');
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${points} points`);
    await page.screenshot({ path: `${SHOTS}/play-hint-offer-390.png` });

    await offer.focus();
    await page.keyboard.press('Enter');
    const hint = page.getByTestId('chat-bot-message').last();
    await expect(hint).toHaveAttribute('data-tone', 'hint');
    await expect(page.getByTestId('hints')).toHaveAttribute('aria-label', '1 hints used');
    // Hints are never free: at 0 points the score goes below zero.
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${points - HINT_COST_POINTS} points`);
    const said = await hint.innerText();
    expect(said.length).toBeGreaterThan(10);
    for (const code of codes) expect(said).not.toContain(code);
    // Pressed again it shows the same words, free.
    const again = reply.getByRole('button', { name: CHAT_LABELS.showHintAgain });
    await again.click();
    await expect(page.getByTestId('hints')).toHaveAttribute('aria-label', '1 hints used');
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', `${points - HINT_COST_POINTS} points`);
    await page.screenshot({ path: `${SHOTS}/play-hint-390.png` });
  });

  test("in the scene editor the button steps aside while the editor's own AI Assistant panel holds that corner", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, admin.email, admin.password);
    await page.goto(`/escape-rooms/${sampleRoomId}/edit/0`);
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await expect(editor.getByTestId('editor-title')).toBeVisible();
    const open = page.getByRole('button', { name: 'Chat with Ermie' });
    await expect(open).toBeVisible();

    await editor.getByTestId('editor-ai-toggle').click();
    await expect(page.locator('.editor-assistant')).toBeVisible();
    await expect(open).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/editor-assistant-1280.png` });
    await editor.getByTestId('editor-ai-toggle').click();
    await expect(open).toBeVisible();
    await open.click();
    const answer = await ask(page, 'What can the scene editor do?');
    await expect(answer.getByTestId('chat-source')).toHaveAttribute('href', '/whitepaper#scene-editor');
    await page.screenshot({ path: `${SHOTS}/editor-chat-1280.png` });
  });
});
