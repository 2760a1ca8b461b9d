import { type Locator, type Page } from '@playwright/test';
import { ADVENTURE_VIBES, initialEarlyAccessDraft, type EarlyAccessDraft } from '@core/contracts/early-access';
import { expect, test, newUser, touchDrag, NATIVE_INPUT, scrolledToTop } from './support';

const SUBMIT_PATH = '**/api/v1/public/eoi_responses';

const forward = (page: Page) => page.getByTestId('ea-continue');
const stepCount = (page: Page) => page.getByTestId('ea-step-count');
const vibeLabels = (page: Page) => page.getByTestId('ea-vibe-label');
const disabled = async (button: Locator) => expect(button).toHaveAttribute('aria-disabled', 'true');
const enabled = async (button: Locator) => expect(button).not.toHaveAttribute('aria-disabled', 'true');

/** The option with this exact text inside one question. */
const option = (page: Page, field: string, text: string) =>
  page.getByTestId(`ea-${field}`).getByText(text, { exact: true });
const chip = (page: Page, field: string, text: string) =>
  page.getByTestId(`ea-${field}`).getByRole('checkbox', { name: text, exact: true });

const scrollTop = (page: Page) =>
  page.evaluate(async () => {
    const content = document.querySelector('ion-content') as HTMLElement & {
      getScrollElement: () => Promise<HTMLElement>;
    };
    return (await content.getScrollElement()).scrollTop;
  });

/** A complete application parked on the Contact step, as a reload would find it. */
function savedContactStep(email: string): { step: number; draft: EarlyAccessDraft } {
  return {
    step: 4,
    draft: {
      ...initialEarlyAccessDraft(),
      escape_motivation: 'creativity and design',
      escape_resume: 'Casual solver',
      sidekick_choice: 'calm thinker',
      first_move: 'scan the room for the big picture',
      ownership_interest: 'Heck yes, I love ownership',
      escape_room_changes: ['add your own puzzles and rooms'],
      puzzle_rewards: ['credit and recognition'],
      play_rewards: ['free access to premium rooms'],
      token_usage: ['save for exclusive content'],
      full_name: 'Grace Hopper',
      email,
      how_heard: 'Discord',
    },
  };
}

test.describe('early access application', () => {
  test('a visitor ranks vibes by touch, walks the gated steps and is welcomed with the server message', async ({
    page,
  }) => {
    const visitor = newUser('visitor');
    await page.goto('/early-access');
    await expect(page.getByRole('heading', { name: 'Early Access Application' })).toBeVisible();
    await expect(page.getByText('creative flow and puzzle style')).toBeVisible();
    await expect(stepCount(page)).toHaveText('Step 1 of 5');
    await expect(page.getByTestId('ea-progress')).toHaveAttribute('aria-valuenow', '0.2');
    await expect(page.getByTestId('ea-back')).toHaveCount(0);
    await expect(page.getByTestId('ea-step-1')).toBeDisabled();

    // Step 0: a real touch drag moves the first vibe to rank 3, the keyboard moves the last one up.
    await expect(vibeLabels(page)).toHaveText([...ADVENTURE_VIBES]);
    const [solo, brain, competitive, story, chaos] = ADVENTURE_VIBES;
    await touchDrag(page, page.getByTestId('ea-vibe-handle').nth(0), page.getByTestId('ea-vibe').nth(2));
    await expect(vibeLabels(page)).toHaveText([brain, competitive, solo, story, chaos]);
    await page.getByTestId('ea-vibe-handle').nth(4).focus();
    await page.keyboard.press('ArrowUp');
    await expect(vibeLabels(page)).toHaveText([brain, competitive, solo, chaos, story]);
    await expect(page.getByTestId('ea-vibe-announcement')).toHaveText(`${chaos} moved to rank 4 of 5`);

    // The energy slider: 1 to 10, marks 1 Chill, 5 Balanced, 10 Overdrive, the number always shown over the knob.
    const energyValue = page.getByTestId('ea-energy-value');
    await expect(energyValue).toHaveText('5');
    await expect(page.getByTestId('ea-energy-mark')).toHaveText(['1Chill', '5Balanced', '10Overdrive']);
    const slider = page.getByRole('slider', { name: 'Escape energy' });
    await expect(slider).toHaveAttribute('aria-valuemin', '1');
    await expect(slider).toHaveAttribute('aria-valuemax', '10');
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(energyValue).toHaveText('10');
    await page.keyboard.press('ArrowLeft');
    await expect(energyValue).toHaveText('9');
    await expect(slider).toHaveAttribute('aria-valuenow', '9');
    // The value label rides over the knob (measured in one frame, once the label's slide has ended).
    const labelOffKnob = () =>
      page.evaluate(() => {
        const centre = (el: Element | null | undefined) => {
          const box = el!.getBoundingClientRect();
          return box.left + box.width / 2;
        };
        const range = document.querySelector('#ea-energy-range');
        const knob = range?.shadowRoot?.querySelector('[role="slider"]');
        return Math.abs(centre(document.querySelector('[data-testid="ea-energy-value"]')) - centre(knob));
      });
    await expect.poll(labelOffKnob).toBeLessThan(4);
    await page.keyboard.press('ArrowLeft');
    await expect(energyValue).toHaveText('8');

    await disabled(forward(page));
    // Options read exactly as written (and as admins later see them): no capitalising text-transform.
    const firstLetter = await option(page, 'escape_motivation', 'adrenaline rush').evaluate(
      (el) => getComputedStyle(el, '::first-letter').textTransform,
    );
    expect(firstLetter).toBe('none');
    await option(page, 'escape_motivation', 'adrenaline rush').tap();
    await enabled(forward(page));
    expect(await scrollTop(page)).toBeGreaterThan(0);
    await forward(page).tap();
    await scrolledToTop(page);
    await expect(stepCount(page)).toHaveText('Step 2 of 5');
    await expect(page.getByTestId('ea-progress')).toHaveAttribute('aria-valuenow', '0.4');
    await expect.poll(() => scrollTop(page)).toBe(0);

    // Step headers: earlier steps always, the next one only once this step is complete.
    await expect(page.getByTestId('ea-step-2')).toBeDisabled();
    await page.getByTestId('ea-step-0').tap();
    await expect(stepCount(page)).toHaveText('Step 1 of 5');
    await expect(vibeLabels(page)).toHaveText([brain, competitive, solo, chaos, story]);
    await page.getByTestId('ea-step-1').tap();
    await expect(stepCount(page)).toHaveText('Step 2 of 5');

    // Step 1: three single choices; a new choice replaces the old one.
    await option(page, 'escape_resume', 'First timer').tap();
    await option(page, 'escape_resume', 'Obsessed and proud').tap();
    await option(page, 'sidekick_choice', 'clue sniper').tap();
    await disabled(forward(page));
    await option(page, 'first_move', 'scream "I found something!"').tap();
    await forward(page).tap();
    await scrolledToTop(page);

    // Step 2: multi-selects toggle on and off.
    await expect(stepCount(page)).toHaveText('Step 3 of 5');
    await option(page, 'ownership_interest', 'Maybe, tell me how it works').tap();
    await chip(page, 'escape_room_changes', 'more replayable').tap();
    await chip(page, 'escape_room_changes', 'rewards for solving').tap();
    await chip(page, 'escape_room_changes', 'more replayable').tap();
    await expect(chip(page, 'escape_room_changes', 'more replayable')).toHaveAttribute('aria-checked', 'false');
    await expect(chip(page, 'escape_room_changes', 'rewards for solving')).toHaveAttribute('aria-checked', 'true');
    await disabled(forward(page));
    await chip(page, 'puzzle_rewards', 'a community to build more with').tap();
    await forward(page).tap();
    await scrolledToTop(page);

    // Step 3: Early Access Benefits.
    await expect(page.getByRole('heading', { name: 'Early Access Benefits' })).toBeVisible();
    await chip(page, 'play_rewards', 'surprise mystery boxes with real perks').tap();
    await disabled(forward(page));
    await chip(page, 'token_usage', 'vote on the future of rooms and themes').tap();
    await forward(page).tap();
    await scrolledToTop(page);

    // Step 4: contact; "Other" reveals "Please specify".
    await expect(stepCount(page)).toHaveText('Step 5 of 5');
    await expect(page.getByTestId('ea-continue')).toHaveCount(0);
    const submit = page.getByTestId('ea-submit');
    await expect(submit).toHaveText('Submit to Early Access');
    await disabled(submit);
    await page.getByTestId('ea-full-name').locator(NATIVE_INPUT).fill('Ada Lovelace');
    await expect(page.getByTestId('ea-email').locator(NATIVE_INPUT)).toHaveAttribute('type', 'email');
    await page.getByTestId('ea-email').locator(NATIVE_INPUT).fill(visitor.email);
    await expect(page.getByTestId('ea-how-heard-other')).toHaveCount(0);
    await option(page, 'how_heard', 'Other').tap();
    await expect(page.getByTestId('ea-how-heard-other')).toContainText('Please specify');
    await disabled(submit);
    await page.getByTestId('ea-how-heard-other').locator(NATIVE_INPUT).fill('a puzzle podcast');
    await expect(page.getByTestId('ea-link-social')).toHaveAttribute('href', /^https:\/\/x\.com\//);
    await expect(page.getByTestId('ea-link-chat')).toHaveAttribute('href', /^https:\/\/discord\.gg\//);
    await expect(page.getByTestId('ea-link-whitepaper')).toHaveAttribute('href', /whitepaper/);

    // Hold the request while the button shows the submitting state, then let it reach the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBMIT_PATH, async (route) => {
      await held;
      await route.continue();
    });
    const requestSeen = page.waitForRequest(SUBMIT_PATH);
    const responseSeen = page.waitForResponse(SUBMIT_PATH);
    await submit.tap();
    await expect(submit).toHaveText('Submitting...');
    await disabled(submit);
    await expect(submit.locator('ion-spinner')).toBeVisible();
    const request = await requestSeen;
    expect(request.headers().authorization).toBeUndefined();
    const sent = request.postDataJSON().eoi_response;
    expect(sent.adventure_vibe).toEqual([brain, competitive, solo, chaos, story]);
    expect(sent.escape_energy).toBe(8);
    expect(sent.escape_resume).toBe('Obsessed and proud');
    expect(sent.escape_room_changes).toEqual(['rewards for solving']);
    expect(sent.how_did_you_hear_about_us).toBe('Other: a puzzle podcast');
    expect(sent.passive_rewards).toBe(3);
    release();

    const response = await responseSeen;
    expect(response.status()).toBe(201);
    const { message } = await response.json();
    await expect(page.getByTestId('ea-thank-you')).toContainText('Welcome to the Adventure!');
    await expect(page.getByTestId('ea-thank-you-message')).toHaveText(message);
    await page.getByTestId('ea-thank-you-home').tap();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a rejected submission shows the server errors and keeps everything typed, also across a reload', async ({
    page,
  }) => {
    const visitor = newUser('visitor');
    const saved = savedContactStep(visitor.email);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('early-access-application'))
        sessionStorage.setItem('early-access-application', value);
    }, JSON.stringify(saved));
    await page.route(SUBMIT_PATH, (route) =>
      route.fulfill({
        status: 422,
        json: { errors: ['Email is invalid', 'Name is required'], message: 'Validation failed' },
      }),
    );
    await page.goto('/early-access');
    await expect(stepCount(page)).toHaveText('Step 5 of 5');
    await page.getByTestId('ea-submit').tap();

    await expect(page.getByTestId('ea-error')).toHaveText('Email is invalid, Name is required');
    await expect(page.getByTestId('ea-submit')).toHaveText('Submit to Early Access');
    await expect(page.getByTestId('ea-full-name').locator(NATIVE_INPUT)).toHaveValue('Grace Hopper');
    await expect(page.getByTestId('ea-email').locator(NATIVE_INPUT)).toHaveValue(visitor.email);

    await page.getByTestId('ea-full-name').locator(NATIVE_INPUT).fill('Grace B. Hopper');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('early-access-application')))
      .toContain('Grace B. Hopper');
    await page.reload();
    await expect(stepCount(page)).toHaveText('Step 5 of 5');
    await expect(page.getByTestId('ea-full-name').locator(NATIVE_INPUT)).toHaveValue('Grace B. Hopper');

    await page.route(SUBMIT_PATH, (route) => route.fulfill({ status: 500, body: 'upstream exploded' }));
    await page.getByTestId('ea-submit').tap();
    await expect(page.getByTestId('ea-error')).toHaveText('Failed to submit EOI');
    await page.getByTestId('ea-back').tap();
    await expect(stepCount(page)).toHaveText('Step 4 of 5');
    await expect(chip(page, 'play_rewards', 'free access to premium rooms')).toHaveAttribute('aria-checked', 'true');
  });

  test('"Back to Home" in the header returns to the landing page', async ({ page }) => {
    await page.goto('/early-access');
    await page.getByTestId('ea-back-home').tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('beta-chip')).toBeVisible();
  });
});
