/**
 * The floating chat's conversation, as pure rules (rooms-and-play-spec §3 Chat messages,
 * §4 Chat, §8 Chat): the messages the widget keeps, when a send is ignored, what history
 * goes to the server, which message a failure shows (the spec's two, or a sign-in request when
 * the server's chat needs one, issue 29), and the hint a reply on the play screen offers
 * (issue 33: offered free, bought only on its button).
 */
import { recentChatHistory, type ChatMessage, type ChatSource, type HintOffer } from '@core';
import { hintKey } from '@core/engine/hint-keys';
import { CHAT_LABELS } from '@core/content/labels';
import { CHAT_MESSAGES } from '@core/content/play-messages';
import { AiCallError } from './ai-call-error';

/** A message as the widget keeps it (§3: id, content, sender, timestamp) plus what it shows with it. */
export interface WidgetMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  timestamp: string;
  /** The whitepaper sections the answer cites. */
  sources?: ChatSource[];
  /** 'error': a failure message (not sent back as history); 'hint': the play screen's hint. */
  tone?: 'error' | 'hint';
  /** On the play screen: the next hint, offered on a button; nothing is charged until it is pressed. */
  hint?: ChatHintOffer;
  /** The server's chat needs a signed-in user (a Gemini key is set): the message links to the sign-in. */
  signIn?: boolean;
}

/** A hint offered in a reply: which one (`hintKey`), its cost when offered, and its words once bought through it. */
export interface ChatHintOffer {
  key: string;
  cost: number;
  words?: string;
}

export const chatOfferOf = (offer: HintOffer): ChatHintOffer => ({
  key: hintKey(offer.element_id, offer.level),
  cost: offer.cost,
});

/** True when `now` is the hint `offered` was made for, at the same cost: pressing buys what the button says. */
export const sameOffer = (offered: ChatHintOffer, now: HintOffer | null): now is HintOffer =>
  now !== null && offered.key === hintKey(now.element_id, now.level) && offered.cost === now.cost;

/** The offer button's words: "Get a hint — 10 points", or free once bought (or when the hint was bought before). */
export const offerLabel = (offer: ChatHintOffer): string =>
  offer.words !== undefined || offer.cost === 0 ? CHAT_LABELS.showHintAgain : CHAT_LABELS.getHint(offer.cost);

let counter = 0;
export function newMessage(
  content: string,
  sender: WidgetMessage['sender'],
  extra: Pick<WidgetMessage, 'sources' | 'tone' | 'hint' | 'signIn'> = {},
): WidgetMessage {
  counter += 1;
  return {
    id: `m${Date.now().toString(36)}-${counter}`,
    content,
    sender,
    timestamp: new Date().toISOString(),
    ...extra,
  };
}

/** §4 Chat: a send is ignored when the text is blank or a reply is pending. */
export const canSend = (text: string, pending: boolean): boolean => !pending && text.trim().length > 0;

/**
 * The earlier messages sent with a question: real questions and answers only, no more than the
 * server forwards to the model (recentChatHistory: the last six, 2,000 characters in all).
 */
export const historyFor = (messages: WidgetMessage[]): ChatMessage[] =>
  recentChatHistory(
    messages
      .filter((message) => message.tone !== 'error')
      .map(({ id, content, sender, timestamp }) => ({ id, content, sender, timestamp })),
  );

/** A 401 from the chat: with a Gemini key set the server answers only signed-in users (issue 29). */
export const needsSignIn = (error: unknown): boolean => error instanceof AiCallError && error.status === 401;

/** §8 Chat: offline or unreachable → the connection message; a 401 → sign in; any other failure → the issue message. */
export function chatErrorMessage(error: unknown): string {
  if (needsSignIn(error)) return CHAT_MESSAGES.signInRequired;
  const unreachable = error instanceof AiCallError ? error.unreachable : error instanceof TypeError;
  return unreachable ? CHAT_MESSAGES.unreachable : CHAT_MESSAGES.issue;
}
