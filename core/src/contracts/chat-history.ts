/**
 * How much of the conversation goes to the model with a chat question (issue 29 item 4): the
 * last CHAT_HISTORY_TURNS messages, at most CHAT_HISTORY_CHARS characters of their text in all.
 * The server applies it to whatever a client sends (the contract still accepts the older, longer
 * history, so a cached client keeps working); the web client applies it too, so it sends no more
 * than the server would use.
 */
import type { ChatMessage } from './ai-assist';

/** The most earlier messages (a question or an answer each) forwarded with a question. */
export const CHAT_HISTORY_TURNS = 6;
/** The most characters of those messages' text, in all. */
export const CHAT_HISTORY_CHARS = 2000;

const ELLIPSIS = '…';

/** The first `length` UTF-16 units of `text`, never ending on half a surrogate pair (broken Unicode is refused as input). */
function headOf(text: string, length: number): string {
  const head = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * The newest messages that fit both caps, oldest first. Counted from the newest: the message that
 * crosses the character budget keeps its beginning, cut with an ellipsis, and older ones are left out.
 */
export function recentChatHistory<M extends ChatMessage>(messages: readonly M[]): M[] {
  const kept: M[] = [];
  let budget = CHAT_HISTORY_CHARS;
  for (const message of messages.slice(-CHAT_HISTORY_TURNS).reverse()) {
    if (budget <= ELLIPSIS.length) break;
    if (message.content.length <= budget) {
      kept.push(message);
      budget -= message.content.length;
      continue;
    }
    kept.push({ ...message, content: headOf(message.content, budget - ELLIPSIS.length) + ELLIPSIS });
    break;
  }
  return kept.reverse();
}
