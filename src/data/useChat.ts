/**
 * The floating chat's conversation (rooms-and-play-spec §4 Chat): sends a question with the
 * earlier messages to POST /gemini/chat and keeps the answers. On the play screen a
 * question that asks for a code or the solution never leaves the device: it is answered
 * by the play screen's own hint (charged through the engine like the Hint button, also
 * offline), shown as Ermie's reply. The AI calls are loaded with the first question.
 */
import { useCallback, useRef, useState } from 'react';
import { asksForAnswer, type ChatContext } from '@core';
import { canSend, chatErrorMessage, historyFor, newMessage, type WidgetMessage } from './chat-conversation';
import { isOnline } from './useOnline';

/** What the play screen lends the chat: where the player is, and its hint action. */
export interface ChatPlayHooks {
  context: ChatContext;
  /** Takes the next hint (charged) and returns its words, or null when there is none. */
  takeHint: () => string | null;
}

export function useChat(getPlay: () => ChatPlayHooks | null, page: () => string) {
  const [messages, setMessages] = useState<WidgetMessage[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const messagesRef = useRef<WidgetMessage[]>([]);

  const append = useCallback((message: WidgetMessage) => {
    messagesRef.current = [...messagesRef.current, message];
    setMessages(messagesRef.current);
  }, []);

  /** Sends `text`; returns false when the send was ignored (blank, or a reply is pending). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSend(text, pendingRef.current)) return false;
      const prompt = text.trim();
      const history = historyFor(messagesRef.current);
      append(newMessage(prompt, 'user'));

      const play = getPlay();
      if (play && asksForAnswer(prompt)) {
        const hint = play.takeHint();
        if (hint) append(newMessage(hint, 'bot', { tone: 'hint' }));
        return true;
      }

      pendingRef.current = true;
      setPending(true);
      try {
        if (!isOnline()) throw new TypeError('offline');
        const { askChat } = await import('./ai-api');
        const answer = await askChat({
          prompt,
          messages: history,
          context: { page: page().slice(0, 200), ...play?.context },
        });
        append(newMessage(answer.content || answer.response, 'bot', { sources: answer.sources }));
      } catch (error) {
        append(newMessage(chatErrorMessage(error), 'bot', { tone: 'error' }));
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      return true;
    },
    [append, getPlay, page],
  );

  return { messages, pending, send };
}

export type ChatConversation = ReturnType<typeof useChat>;
