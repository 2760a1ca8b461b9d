/**
 * The floating chat's conversation (rooms-and-play-spec §4 Chat): sends a question with the
 * earlier messages to POST /gemini/chat and keeps the answers. On the play screen a question
 * that asks for a code, the solution, a hint or help never leaves the device and costs nothing
 * (issue 33): the reply says no code is given away and offers the Hint control's next hint on a
 * button. Pressing it buys that hint through the play screen's hint action (charged by the
 * engine, also offline), once; pressed again it shows the same words, free. The AI calls are
 * loaded with the first question.
 */
import { useCallback, useRef, useState } from 'react';
import { asksForAnswer, asksForHint, type ChatContext, type HintOffer } from '@core';
import { CHAT_MESSAGES } from '@core/content/play-messages';
import {
  canSend,
  chatErrorMessage,
  chatOfferOf,
  historyFor,
  needsSignIn,
  newMessage,
  sameOffer,
  type WidgetMessage,
} from './chat-conversation';
import { isOnline } from '../http/useOnline';

/** What the play screen lends the chat: where the player is, and its Hint control's offer and action. */
export interface ChatPlayHooks {
  context: ChatContext;
  /** The hint the Hint control would sell now (its words and cost), or null when there is none. Charges nothing. */
  hintOffer: () => HintOffer | null;
  /** The Hint control's action: buys the hint on offer (charged by the engine) and returns its words, or null. */
  takeHint: () => Promise<string | null>;
}

/** The conversation's messages, kept in a ref too so that a handler sees what an earlier one in the same tick added. */
function useMessageLog() {
  const [messages, setMessages] = useState<WidgetMessage[]>([]);
  const messagesRef = useRef<WidgetMessage[]>([]);
  const keep = useCallback((next: WidgetMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);
  const append = useCallback((message: WidgetMessage) => keep([...messagesRef.current, message]), [keep]);
  const update = useCallback(
    (id: string, patch: Partial<WidgetMessage>) =>
      keep(messagesRef.current.map((message) => (message.id === id ? { ...message, ...patch } : message))),
    [keep],
  );
  return { messages, messagesRef, append, update };
}

type MessageLog = ReturnType<typeof useMessageLog>;

/** The hints the play screen's replies offer: the reply that offers one, and its button. */
function useOfferedHints(getPlay: () => ChatPlayHooks | null, { messagesRef, append, update }: MessageLog) {
  /** Offer buttons whose hint is being bought now. */
  const buying = useRef(new Set<string>());
  /** A reply that charges nothing, with `offer` on its button (or, with none, why not). */
  const offerReply = useCallback(
    (text: string, offer: HintOffer | null) =>
      append(
        newMessage(offer ? text : `${text} ${CHAT_MESSAGES.noHint}`, 'bot', offer ? { hint: chatOfferOf(offer) } : {}),
      ),
    [append],
  );

  /**
   * The offer button of message `id`. Bought through it already: its words again, free (a double tap
   * lands here too, and adds nothing while they are the last thing said). Else, while it is still the
   * hint on offer at its cost, the play screen's hint action buys it; when the player has moved on, a
   * new offer replaces it and nothing is charged.
   */
  const takeOfferedHint = useCallback(
    async (id: string) => {
      const offered = messagesRef.current.find((message) => message.id === id)?.hint;
      if (!offered || buying.current.has(id)) return;
      if (offered.words !== undefined) {
        const last = messagesRef.current.at(-1);
        if (last?.tone !== 'hint' || last.content !== offered.words)
          append(newMessage(offered.words, 'bot', { tone: 'hint' }));
        return;
      }
      const play = getPlay();
      if (!play) return;
      const now = play.hintOffer();
      if (!sameOffer(offered, now)) {
        update(id, { hint: undefined });
        offerReply(CHAT_MESSAGES.hintMoved, now);
        return;
      }
      // A second tap while the first is buying changes nothing: the words arrive once.
      buying.current.add(id);
      const words = await play.takeHint().finally(() => buying.current.delete(id));
      if (words === null) return;
      update(id, { hint: { ...offered, words } });
      append(newMessage(words, 'bot', { tone: 'hint' }));
    },
    [append, getPlay, messagesRef, offerReply, update],
  );

  return { offerReply, takeOfferedHint };
}

export function useChat(getPlay: () => ChatPlayHooks | null, page: () => string) {
  const log = useMessageLog();
  const { messages, messagesRef, append } = log;
  const { offerReply, takeOfferedHint } = useOfferedHints(getPlay, log);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

  /** Sends `text`; returns false when the send was ignored (blank, or a reply is pending). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSend(text, pendingRef.current)) return false;
      const prompt = text.trim();
      const history = historyFor(messagesRef.current);
      append(newMessage(prompt, 'user'));

      const play = getPlay();
      if (play && (asksForAnswer(prompt) || asksForHint(prompt))) {
        offerReply(CHAT_MESSAGES.hintOffer, play.hintOffer());
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
        append(
          newMessage(chatErrorMessage(error), 'bot', {
            tone: 'error',
            ...(needsSignIn(error) ? { signIn: true } : {}),
          }),
        );
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      return true;
    },
    [append, getPlay, messagesRef, offerReply, page],
  );

  return { messages, pending, send, takeOfferedHint };
}

export type ChatConversation = ReturnType<typeof useChat>;
