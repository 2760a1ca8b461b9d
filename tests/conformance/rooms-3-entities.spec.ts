/**
 * rooms-and-play-spec §3 Entities and their fields, as the screens show them: the room in the
 * wizard and the management table, the agent card, the scene and its elements in the editor,
 * the grid tile action's defaults, the game session and inventory on the play screen, and the
 * messages of both chats.
 */
import type { Locator, Page } from '@playwright/test';
import { createPublishedRoom } from '../e2e/editor-room';
import { admin, expect, isPhone, NATIVE_INPUT, press, scenario, snap, solutionFor, test } from './support';
import { createDraftRoom, dashboardWizard, fillRoomDetails, openOptions, playSolution } from './rooms-screens';
import { signInWith } from './rooms-steps';

const SPEC_ELEMENT_TYPES = ['clickable_object', 'combination_lock', 'key', 'door', 'hidden_item', 'puzzle_piece'];

/** The values of an ion-select's options, in order. */
const optionValues = (select: Locator) =>
  select
    .locator('ion-select-option')
    .evaluateAll((options) => options.map((o) => (o as HTMLIonSelectOptionElement).value));

async function pressTile(page: Page, grid: Locator, position: { x: number; y: number }) {
  if (isPhone(page)) await grid.tap({ position });
  else await grid.click({ position });
}

test(
  scenario(
    'rooms',
    3,
    'Entities and fields: room, agent, scene, element, grid tile action, game session, inventory and chat messages (beyond spec: the grid action creates the element)',
  ),
  async ({ page }) => {
    test.setTimeout(180_000);
    await signInWith(page, admin.email, admin.password);

    // Floating chat messages: the user's text, then the assistant's answer.
    await press(page, page.getByTestId('chat-open').filter({ visible: true }));
    await page.getByTestId('chat-input').fill('How are rooms proven solvable?');
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('chat-user-message')).toHaveText(/How are rooms proven solvable\?/);
    await expect(page.getByTestId('chat-bot-message').first()).not.toBeEmpty({ timeout: 30_000 });
    await snap(page, 'chat-messages');
    await press(page, page.getByTestId('chat-close'));

    // The room in the wizard: title, description, difficulty (easy, medium, hard, expert; default medium), theme.
    const wizard = dashboardWizard(page);
    await expect(wizard.getByTestId('room-title')).toHaveJSProperty('label', 'Title');
    await expect(wizard.getByTestId('room-description')).toHaveJSProperty('label', 'Description');
    await expect(wizard.getByTestId('room-theme')).toHaveJSProperty('label', 'Theme');
    const difficulty = wizard.getByTestId('room-difficulty');
    await expect(difficulty).toHaveJSProperty('label', 'Difficulty');
    await expect(difficulty).toHaveJSProperty('value', 'medium');
    expect(await optionValues(difficulty)).toEqual(['easy', 'medium', 'hard', 'expert']);
    const popover = await openOptions(page, difficulty);
    await expect(popover.locator('ion-item')).toHaveText(['Easy', 'Medium', 'Hard', 'Expert']);
    await snap(page, 'wizard-difficulty-options');
    await press(page, popover.getByText('Medium', { exact: true }));
    await expect(popover).toBeHidden();

    // A room is created disabled; its agent: name, personality, setting, theme.
    const draftTitle = `Sealed Tomb ${Date.now().toString(36)}`;
    const draft = await createDraftRoom(page, draftTitle);
    await page.reload();
    await fillRoomDetails(wizard, 'Agent check');
    await press(page, wizard.getByTestId('wizard-next'));
    const agentCard = wizard.getByTestId('agent-card').filter({ hasText: draft.agentName });
    await expect(agentCard).toContainText('Wise · Desert Temple · Egyptian');
    await snap(page, 'wizard-agent-cards');

    await page.goto('/admin');
    await press(page, page.getByTestId('admin-tab-community'));
    const card = page.locator(`[data-testid="room-card"][data-room-id="${draft.id}"]`).filter({ visible: true });
    await expect(card.locator('h3')).toHaveText(draftTitle);
    await expect(card.getByTestId('difficulty-chip')).toHaveText(/hard/i);
    await expect(card).toContainText('Egyptian');
    await expect(card.getByTestId('room-owner')).toContainText(admin.email);
    await expect(card.getByTestId('room-description-preview')).toHaveText('A sealed tomb, still a draft.');
    await expect(card.getByTestId('room-enabled-toggle')).toHaveJSProperty('checked', false);
    await expect(card.getByTestId('room-enabled-toggle')).toHaveText('Disabled');
    await snap(page, 'room-card-created-disabled');

    // A published room: its scene and elements in the editor.
    const room = await createPublishedRoom(page, { difficulty: 'easy' });
    await page.goto(`/escape-rooms/${room.id}/edit/0`);
    const editor = page.getByTestId('scene-editor').filter({ visible: true });
    await expect(editor.getByTestId('editor-title')).toHaveText(/^Edit Scene: .+/);
    await expect(editor.getByTestId('editor-subtitle')).toHaveText(/^Scene 1 - (AI Positioned|Legacy)$/);
    await expect(editor.getByTestId('player-view-image')).toHaveAttribute('data-url', /.+/);
    const rows = editor.getByTestId('element-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    const row = rows.first();
    const type = (await row.getAttribute('data-element-type'))!;
    expect(SPEC_ELEMENT_TYPES).toContain(type);
    await expect(row).toContainText(type.replace(/_/g, ' '));
    await expect(row.getByTestId('element-position')).toHaveText(/^\(\d+, \d+\)$/);
    const percent = Number((await row.getByTestId('confidence-chip').innerText()).replace('%', ''));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    await expect(row.locator('ion-chip').last()).toHaveText(/^(AI Positioned|Manual|Painter Layout|Estimated)$/);

    // The element's fields in the Edit Element dialog.
    await press(page, row);
    const dialog = page.locator('[data-testid="element-dialog"]').filter({ visible: true });
    await expect(dialog.getByRole('heading')).toHaveText('Edit Element');
    expect(await optionValues(dialog.getByTestId('element-type'))).toEqual(SPEC_ELEMENT_TYPES);
    await expect(dialog.getByTestId('element-type')).toHaveJSProperty('value', type);
    const labels: Array<[string, string]> = [
      ['element-name', 'Name'],
      ['element-x', 'X position'],
      ['element-y', 'Y position'],
      ['element-interaction', 'Interaction type'],
      ['element-points', 'Points'],
      ['element-state', 'Puzzle state'],
      ['element-required-key', 'Required key'],
      ['element-description', 'Description'],
      ['element-success', 'Success message'],
      ['element-failure', 'Failure message'],
      ['element-hints', 'Hints'],
      ['element-visual-clues', 'Visual clues'],
    ];
    for (const [testId, label] of labels) await expect(dialog.getByTestId(testId)).toHaveJSProperty('label', label);
    await expect(dialog.getByTestId('element-visible')).toHaveText('Visible');
    await expect(dialog).toContainText('Solution method:');
    // Low confidence (below 0.7) is noted in the dialog and bordered in the list.
    await expect(dialog.getByTestId('low-confidence-note')).toHaveCount(percent < 70 ? 1 : 0);
    if (percent < 70) await expect(row).toHaveClass(/editor-element--low/);
    else await expect(row).not.toHaveClass(/editor-element--low/);
    await snap(page, 'element-dialog');
    await press(page, dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveCount(0);

    // The grid tile action's defaults: place_element, clickable_object, click; configured once created.
    await press(page, editor.getByTestId('editor-grid-toggle'));
    await expect(editor.getByTestId('editor-grid-toggle')).toHaveText(/Hide Grid/, { timeout: 30_000 });
    const grid = editor.getByTestId('editor-grid');
    const g = (await grid.boundingBox())!;
    const tile = { x: g.width * (13.5 / 16), y: g.height * (0.5 / 16) };
    await pressTile(page, grid, tile);
    await expect(editor.getByTestId('grid-selected-tile')).toHaveAttribute('data-y', '0');
    await pressTile(page, grid, tile);
    const action = page.getByTestId('grid-action-dialog');
    await expect(action.getByTestId('grid-element-name')).toHaveJSProperty('value', '');
    await expect(action.getByTestId('grid-action-type')).toHaveJSProperty('value', 'place_element');
    expect(await optionValues(action.getByTestId('grid-action-type'))).toEqual([
      'place_element',
      'trigger_event',
      'hotspot',
      'hidden_area',
    ]);
    await expect(action.getByTestId('grid-element-type')).toHaveJSProperty('value', 'clickable_object');
    expect(await optionValues(action.getByTestId('grid-element-type'))).toEqual(SPEC_ELEMENT_TYPES);
    await expect(action.getByTestId('grid-trigger')).toHaveJSProperty('value', 'click');
    expect(await optionValues(action.getByTestId('grid-trigger'))).toEqual([
      'click',
      'hover',
      'drag_drop',
      'double_click',
    ]);
    await expect(action.getByTestId('grid-description')).toHaveJSProperty('label', 'Description');
    await snap(page, 'grid-action-defaults');
    await action.getByTestId('grid-element-name').locator(NATIVE_INPUT).fill('Cracked tile');
    await press(page, action.getByTestId('grid-action-confirm'));
    await expect(action).toHaveCount(0);
    const listed = editor.getByTestId('grid-action');
    await expect(listed).toContainText('Cracked tile');
    await expect(listed).toContainText('place_element · clickable_object · on click · [13, 0]');
    await expect(listed.locator('ion-chip')).toHaveText('configured');
    await expect(rows).toHaveCount(count + 1);
    await press(page, editor.getByTestId('editor-grid-toggle'));

    // The editor's assistant messages: type user or ai.
    await press(page, editor.getByTestId('editor-ai-toggle'));
    const assistant = page.getByTestId('assistant-panel');
    await assistant.getByTestId('assistant-input').fill('What could I add near the window?');
    await assistant.getByTestId('assistant-input').press('Enter');
    await expect(assistant.locator('.editor-bubble--user')).toHaveText('What could I add near the window?');
    await expect(assistant.locator('.editor-bubble--ai')).toHaveCount(2, { timeout: 60_000 });
    await snap(page, 'assistant-messages');
    await press(page, editor.getByTestId('editor-ai-toggle'));

    // The game session (points, hints) and inventory items (name, description, icon) on the play screen.
    await page.goto(`/play/${room.id}`);
    await expect(page.getByTestId('points')).toHaveAttribute('aria-label', /^\d+ points$/);
    await expect(page.getByTestId('hints')).toHaveText('0 hints');
    await expect(page.getByTestId('inventory')).toContainText('Inventory (0)');
    const { pkg, actions } = await solutionFor(room.id);
    const collected = await playSolution(
      page,
      pkg,
      actions,
      ({ before, after }) => after.inventory.length > before.inventory.length,
    );
    expect(collected, 'the solution collects an item').not.toBeNull();
    const item = collected!.after.inventory.at(-1)!;
    const entry = page.getByTestId(`inventory-item-${item.id}`);
    await expect(entry).toContainText(item.name);
    await expect(entry).toHaveAttribute('title', item.description || item.name);
    await expect(entry.locator('.inline-icon svg')).toBeVisible();
    await expect(page.getByTestId('inventory')).toContainText(`Inventory (${collected!.after.inventory.length})`);
    await snap(page, 'play-inventory');
  },
);
