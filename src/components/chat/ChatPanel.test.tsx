// @vitest-environment jsdom
/**
 * Ermie's chat on the play screen (issue 33 item 4): asking costs nothing; the reply offers the
 * next graph hint as a button, bought through the play screen's hint action (the Hint control's),
 * charged once however often it is tapped, and shown again free.
 */
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HINT_COST_POINTS, offerHint, openView, type HintOffer } from '@core';
import { CHAT_LABELS } from '@core/content/labels';
import { initialState } from '@core/engine/engine';
import { stepSession } from '../../data/play/play-engine';
import { sealedFixtureRoom } from '../../data/test-support/play-fixture';
import { localSessionOf } from '../../data/test-support/play-memory-store';
import type { LocalSession } from '../../data/play/offline/offline-db';
import { useChatPlay } from './ChatProvider';
import { ask, renderWithChat } from './chat-test-support';

afterEach(cleanup);

const NOW = '2026-01-01T11:00:00.000Z';

/** The play screen's hint action answers in a promise (a witnessed step waits for the server): let it land. */
const settle = () => act(async () => {});

/** The offer the Hint control shows for `session` (its sheet's search, on the opened package). */
const offerOf = (session: LocalSession): HintOffer | null =>
  offerHint(openView(sealedFixtureRoom, session.keyring ?? {}, session.state).pkg, session.state);

/** Buys `count` hints through the engine, as the Hint control would. */
function afterHints(count: number): LocalSession {
  let session = localSessionOf({ state: initialState(sealedFixtureRoom) });
  for (let i = 0; i < count; i++) {
    const stepped = stepSession(sealedFixtureRoom, session, { type: 'hint' }, NOW);
    if (!stepped.ok) throw new Error(stepped.message);
    session = stepped.session;
  }
  return session;
}

/** The play screen's part: its points and hints chips, its Hint control, and the room context and hint action it lends the chat. */
function PlayScreen({ start }: { start: LocalSession }) {
  const [session, setSession] = useState(start);
  const ref = useRef(start);
  const takeHint = () => {
    const stepped = stepSession(sealedFixtureRoom, ref.current, { type: 'hint' }, NOW);
    if (!stepped.ok) return null;
    ref.current = stepped.session;
    setSession(stepped.session);
    return stepped.result.message;
  };
  useChatPlay({
    context: { page: 'play', room_id: 'room-1', scene_id: session.state.scene_id, inventory: [] },
    hintOffer: () => offerOf(ref.current),
    takeHint: async () => takeHint(),
  });
  return (
    <p>
      <span data-testid="points">{session.state.points}</span>
      <span data-testid="hints">{session.state.hints_used}</span>
      <button type="button" data-testid="hint-control" onClick={takeHint}>
        Hint
      </button>
    </p>
  );
}

function renderChat(start: LocalSession) {
  renderWithChat('/play/room-1', <PlayScreen start={start} />);
}

const points = () => screen.getByTestId('points').textContent;
const hintsUsed = () => screen.getByTestId('hints').textContent;
const botSaid = () =>
  screen.getAllByTestId('chat-bot-message').map((message) => message.querySelector('p')?.textContent);

describe('the chat on the play screen', () => {
  it('issue 33 item 4: asking for the code charges nothing and offers the next hint as a button', () => {
    renderChat(afterHints(0));
    ask('What is the code for the Iron Reliquary?');

    expect(points()).toBe('0');
    expect(hintsUsed()).toBe('0');
    const button = screen.getByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) });
    expect(button.tagName).toBe('BUTTON'); // A real button: in the tab order, Enter and Space press it.
    expect(button.getAttribute('type')).toBe('button');
    // The reply explains; the hint's words are not given before the player buys them.
    const offer = offerOf(afterHints(0))!;
    expect(botSaid()).toHaveLength(1);
    expect(botSaid()[0]).not.toContain(offer.text);

    ask('Can I have a hint?');
    expect(points()).toBe('0');
    expect(screen.getAllByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) })).toHaveLength(2);
  });

  it('issue 33 item 4: the button buys the next graph hint through the hint action once, double taps included', async () => {
    const start = afterHints(0);
    const offer = offerOf(start)!;
    renderChat(start);
    ask("I'm stuck, what's the code?");
    const button = screen.getByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) });

    fireEvent.click(button);
    fireEvent.click(button);
    await settle();

    expect(points()).toBe(String(-HINT_COST_POINTS));
    expect(hintsUsed()).toBe('1');
    // The specific next step the Hint control would show, said once.
    expect(botSaid().filter((said) => said === offer.text)).toHaveLength(1);
    const hint = screen.getAllByTestId('chat-bot-message').at(-1)!;
    expect(hint.getAttribute('data-tone')).toBe('hint');
    // Bought: the same button now shows it again, free.
    const again = screen.getByRole('button', { name: CHAT_LABELS.showHintAgain });
    expect(again).toBe(button);
  });

  it('issue 33 item 4: a hint already bought is shown again free, later too', async () => {
    const start = afterHints(0);
    const offer = offerOf(start)!;
    renderChat(start);
    ask('What is the code?');
    fireEvent.click(screen.getByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) }));
    await settle();
    ask('Any more clues?'); // The next step is on offer now, at its price; the one bought stays free.
    expect(screen.getAllByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: CHAT_LABELS.showHintAgain }));
    await settle();

    expect(points()).toBe(String(-HINT_COST_POINTS));
    expect(hintsUsed()).toBe('1');
    expect(botSaid().filter((said) => said === offer.text)).toHaveLength(2);
  });

  it('issue 33 item 4: when the Hint control bought that hint meanwhile, the button buys nothing unasked and offers the next', async () => {
    renderChat(afterHints(0));
    ask('Give me a hint');
    const button = screen.getByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) });
    fireEvent.click(screen.getByTestId('hint-control'));
    expect(points()).toBe(String(-HINT_COST_POINTS));

    fireEvent.click(button);
    await settle();

    expect(points()).toBe(String(-HINT_COST_POINTS));
    expect(hintsUsed()).toBe('1');
    expect(button.isConnected).toBe(false); // That offer is gone; a new one says what the next step costs.
    expect(screen.getAllByRole('button', { name: CHAT_LABELS.getHint(HINT_COST_POINTS) })).toHaveLength(1);
  });

  it('issue 33 item 4: when the next hint was already bought, the button says it is free and costs nothing', async () => {
    const start = afterHints(3); // vague, specific, explicit: the explicit one is now shown again free
    const offer = offerOf(start)!;
    expect(offer).toMatchObject({ cost: 0, bought: true });
    renderChat(start);
    ask('what is the combination?');
    const button = screen.getByRole('button', { name: CHAT_LABELS.showHintAgain });

    fireEvent.click(button);
    await settle();

    expect(points()).toBe(String(-3 * HINT_COST_POINTS));
    expect(hintsUsed()).toBe('3');
    expect(botSaid().at(-1)).toBe(offer.text);
  });
});
