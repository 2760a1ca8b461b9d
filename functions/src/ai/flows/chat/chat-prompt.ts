/** The chat's prompt for Gemini: Ermie's role, the retrieved whitepaper sections, the room, the recent history. */
import type { ChatMessage } from '@core';
import type { RoomChatFacts } from '../../offline/chat/chat-composer';
import type { SectionHit } from '../../offline/chat/whitepaper-search';

export function chatPrompt(input: {
  prompt: string;
  messages: ChatMessage[];
  hits: SectionHit[];
  room?: RoomChatFacts;
}): string {
  const sections =
    input.hits.length > 0
      ? input.hits
          .map(({ section }) => `[${section.id}] ${section.title}\n${section.paragraphs.join('\n')}`)
          .join('\n\n')
      : '(none: the whitepaper does not cover this question)';
  // The flow has already cut the history to what may be forwarded (recentChatHistory).
  const history = input.messages
    .map((message) => `${message.sender === 'user' ? 'Visitor' : 'Ermie'}: ${message.content}`)
    .join('\n');
  const room = input.room
    ? [
        '',
        'The visitor is playing this escape room (only what they can already see):',
        `Room: ${input.room.title}`,
        input.room.sceneName ? `Current scene: ${input.room.sceneName}` : '',
        input.room.sceneNames.length ? `Scenes: ${input.room.sceneNames.join(', ')}` : '',
        input.room.elementNames.length ? `Things in sight: ${input.room.elementNames.join(', ')}` : '',
        'Never reveal codes, combinations, passwords or solutions; suggest asking for a hint instead.',
      ].filter((line) => line !== '')
    : [];
  return [
    'You are Ermie, the friendly AI game master of Ermie Escape Studio, answering in a chat on the studio’s website.',
    'Answer only from the whitepaper sections below. If they do not cover the question, say plainly that you do not know that yet; never invent facts, numbers, dates or promises.',
    'Greetings and thanks may be answered briefly without sections. Keep answers to at most three short sentences, in plain text.',
    '',
    'Whitepaper sections:',
    sections,
    ...room,
    '',
    'Conversation so far:',
    history || '(this is the first message)',
    '',
    `Visitor's question: ${input.prompt}`,
    '',
    'Answer as JSON: {"answer": "...", "cited_section_ids": ["ids of the sections above that you used"]}.',
  ].join('\n');
}
