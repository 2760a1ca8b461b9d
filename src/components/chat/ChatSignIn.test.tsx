// @vitest-environment jsdom
/**
 * Ermie's chat for a signed-out visitor when the server has a Gemini key (issue 29 item 4): the
 * server answers 401, and the chat says to sign in, with a link to /login that returns here,
 * instead of the generic failure message. Other failures keep the spec's messages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CHAT_MESSAGES } from '@core/content/messages';
import { AiCallError } from '../../data/ai/ai-call-error';
import { ask, renderWithChat } from './chat-test-support';

const askChat = vi.hoisted(() => vi.fn());
vi.mock('../../data/ai/ai-api', () => ({ askChat }));

beforeEach(() => {
  askChat.mockReset(); // In braces: a function returned from beforeEach would run as its cleanup.
});
afterEach(cleanup);

/** The login route of the test: shows where the sign-in should return to. */
function LoginStandIn() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from;
  return <p data-testid="login-page">{from?.pathname}</p>;
}

function renderChat() {
  renderWithChat(
    '/early-access',
    <Routes>
      <Route path="/login" element={<LoginStandIn />} />
      <Route path="*" element={null} />
    </Routes>,
  );
}

const lastBotMessage = () => screen.getAllByTestId('chat-bot-message').at(-1)!;

describe('the chat for a signed-out visitor', () => {
  it('when the server answers 401 then the chat asks to sign in and links to /login, coming back here after', async () => {
    askChat.mockImplementation(async () => {
      throw new AiCallError('Please sign in to chat with Ermie.', false, 401);
    });
    renderChat();

    ask('What is Ermie Escape Studio?');

    const link = await screen.findByTestId('chat-sign-in');
    expect(lastBotMessage().querySelector('p')?.textContent).toBe(CHAT_MESSAGES.signInRequired);
    expect(lastBotMessage().getAttribute('data-tone')).toBe('error');
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.textContent).toBe(CHAT_MESSAGES.signInLink);

    fireEvent.click(link);
    expect((await screen.findByTestId('login-page')).textContent).toBe('/early-access');
  });

  it('when the server fails otherwise then the spec’s issue message shows, with no sign-in link', async () => {
    askChat.mockImplementation(async () => {
      throw new AiCallError('Failed to generate response', false, 502);
    });
    renderChat();

    ask('What is Ermie Escape Studio?');

    await screen.findAllByTestId('chat-bot-message');
    expect(lastBotMessage().querySelector('p')?.textContent).toBe(CHAT_MESSAGES.issue);
    expect(screen.queryByTestId('chat-sign-in')).toBeNull();
  });

  it('when the server answers then the history sent next holds at most the last six messages', async () => {
    askChat.mockResolvedValue({ success: true, content: 'An answer.', response: 'An answer.', sources: [] });
    renderChat();

    for (let i = 0; i < 5; i += 1) {
      ask(`Question ${i}`);
      await screen.findByText(`Question ${i}`);
      await vi.waitFor(() => expect(screen.getAllByText('An answer.')).toHaveLength(i + 1));
    }

    // The fifth question follows eight messages: only the last six go with it.
    const sent = askChat.mock.calls.at(-1)![0] as { messages: Array<{ content: string }> };
    expect(sent.messages.map((m) => m.content)).toEqual([
      'Question 1',
      'An answer.',
      'Question 2',
      'An answer.',
      'Question 3',
      'An answer.',
    ]);
  });
});
