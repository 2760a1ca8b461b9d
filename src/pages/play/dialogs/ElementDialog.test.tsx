// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { initialState } from '@core/engine/engine';
import { step } from '@core/game-step';
import type { PlayElement } from '@core';
import { fixtureRoom } from '../../../data/test-support/play-fixture';
import ElementDialog from './ElementDialog';
import { outcomeOf } from '../outcome';

/**
 * Unmounting dismisses the dialog, and Ionic's dismissal first waits for the dialog's presentation
 * to finish: let it finish before the test ends, so that no dismissal is still running when the test
 * environment (its document) is taken down after the last test (on a busy machine that was an
 * unhandled "document is not defined").
 */
afterEach(async () => {
  const opening = () =>
    [...document.querySelectorAll<HTMLIonModalElement & { presented?: boolean }>('ion-modal')].filter(
      (modal) => modal.isOpen && !modal.presented,
    );
  await waitFor(() => expect(opening()).toEqual([]), { timeout: 10_000 });
  cleanup();
});

/** The dialog of this test: Ionic may still hold an earlier test's closed modal in the body. */
async function dialog() {
  await waitFor(() => expect(document.querySelector('ion-modal')).toBeTruthy());
  const modals = document.querySelectorAll<HTMLElement>('ion-modal');
  return within(modals[modals.length - 1]);
}

const study = fixtureRoom.scenes[0];
const element = (id: string): PlayElement => study.elements.find((el) => el.id === id)!;

function renderDialog(
  id: string,
  state = initialState(fixtureRoom),
  outcome: ReturnType<typeof outcomeOf> | null = null,
) {
  return render(
    <ElementDialog
      element={element(id)}
      scene={study}
      state={state}
      selectedItem={null}
      outcome={outcome}
      onInteract={vi.fn()}
      onUseItem={vi.fn()}
      onBlankCombination={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

describe('ElementDialog', () => {
  it('offers a combination with the numeric keypad when the lock takes digits', async () => {
    const safe = { ...element('safe'), description: 'A steel safe. It takes a 3-digit code.' };
    render(
      <ElementDialog
        element={safe}
        scene={study}
        state={initialState(fixtureRoom)}
        selectedItem={null}
        onInteract={vi.fn()}
        onUseItem={vi.fn()}
        onBlankCombination={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const input = await (await dialog()).findByTestId('combination-input');
    // The native input's inputmode/pattern are checked in the browser (tests/e2e/play-phone.spec.ts).
    expect(input.getAttribute('data-keyboard')).toBe('numeric');
  });

  it('when the lock waits out its wrong-entry limit then the entry counts down and takes no code until then', async () => {
    const onInteract = vi.fn();
    render(
      <ElementDialog
        element={element('safe')}
        scene={study}
        state={initialState(fixtureRoom)}
        selectedItem={null}
        onInteract={onInteract}
        onUseItem={vi.fn()}
        onBlankCombination={vi.fn()}
        onClose={vi.fn()}
        lockWaitUntil={Date.now() + 42_000}
      />,
    );
    const shown = await dialog();
    expect((await shown.findByTestId('lock-wait')).textContent).toBe('Too many tries. Try again in 42 s');
    const input = shown.getByTestId('combination-input') as HTMLIonInputElement;
    // The input's own `disabled` is Ionic's to reflect, which it does not under jsdom (e2e sees it).
    const button = shown.getByTestId('try-combination') as HTMLIonButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    const form = shown.getByRole('form', { name: 'Combination' });
    input.value = '427';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onInteract).not.toHaveBeenCalled();
  });

  it('shows the last outcome in place: what a correct code revealed', async () => {
    const result = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'safe', input: '427' });
    renderDialog('safe', result.state, outcomeOf(fixtureRoom, result));
    const shown = await dialog();
    expect((await shown.findByTestId('element-outcome')).textContent).toContain('Revealed: Brass key');
    expect(shown.getByTestId('element-state').textContent).toBe('Solved');
  });

  it('shows a clue once it was read, and keeps a refusal on screen', async () => {
    const read = step(fixtureRoom, initialState(fixtureRoom), { type: 'interact', element_id: 'note' });
    renderDialog('note', read.state, { message: 'Key does not work with this lock', success: false, changes: [] });
    const shown = await dialog();
    expect((await shown.findByTestId('element-clue')).textContent).toBe('It reads 4-2-7.');
    expect(shown.getByTestId('element-outcome').textContent).toContain('Key does not work with this lock');
  });
});
