/**
 * For the chat's tests: render a screen with Ermie's chat panel beside it, and ask the chat
 * something the way a visitor does (type, then Enter).
 */
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ChatPanel from './ChatPanel';
import { ChatProvider } from './ChatProvider';

/** `screenContent` and the chat panel inside one chat provider, at the route `path`. */
export function renderWithChat(path: string, screenContent: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ChatProvider>
        {screenContent}
        <ChatPanel />
      </ChatProvider>
    </MemoryRouter>,
  );
}

export function ask(text: string) {
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: text } });
  fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter' });
}
