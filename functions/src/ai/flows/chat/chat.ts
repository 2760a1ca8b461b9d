/**
 * chatFlow: Ermie's floating chat (rooms-and-play-spec §2 Chat widget, §7 chat). The
 * whitepaper sections that match the question are retrieved first (MiniSearch, offline);
 * with Gemini they go into the prompt with the recent history and the model answers as
 * JSON {answer, cited_section_ids} (ids that were not retrieved are dropped), within the chat's
 * output-token limit; the history is cut to recentChatHistory's caps first. Without it,
 * or when the model's answer is unusable, the offline composer answers from the same
 * sections. Asked for a code or a solution about a room, it never asks the model at all.
 */
import {
  asksForAnswer,
  ChatMessageSchema,
  ChatSourceSchema,
  AiEngineSchema,
  CHAT_PROMPT_MAX,
  recentChatHistory,
} from '@core';
import { z } from 'zod';
import { generateStructured, getAi, liteModel, parseFlowInput } from '../../genkit';
import { OUTPUT_TOKEN_LIMITS } from '../../output-limits';
import { geminiOrOffline } from '../../gemini-or-offline';
import {
  answerAboutRoom,
  answerFromWhitepaper,
  hintInstead,
  smallTalk,
  sourceOf,
  type ComposedAnswer,
} from '../../offline/chat/chat-composer';
import { questionTerms, searchWhitepaper, type SectionHit } from '../../offline/chat/whitepaper-search';
import { chatPrompt } from './chat-prompt';

export const RoomChatFactsSchema = z.object({
  title: z.string().min(1).max(200),
  sceneName: z.string().max(200).optional(),
  sceneNames: z.array(z.string().max(200)).max(50),
  elementNames: z.array(z.string().max(200)).max(100),
});

export const ChatFlowInputSchema = z.object({
  prompt: z
    .string()
    .max(CHAT_PROMPT_MAX)
    .refine((text) => text.trim().length > 0, 'prompt is required'),
  messages: z.array(ChatMessageSchema).max(50).default([]),
  room: RoomChatFactsSchema.optional(),
});
export type ChatFlowInput = z.input<typeof ChatFlowInputSchema>;

export const ChatFlowOutputSchema = z.object({
  answer: z.string().min(1),
  sources: z.array(ChatSourceSchema),
  grounded: z.boolean(),
  engine: AiEngineSchema,
  notice: z.string().optional(),
});
export type ChatFlowOutput = z.infer<typeof ChatFlowOutputSchema>;

/** What Gemini answers. */
export const ChatModelAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(2000).describe('The reply to the visitor, plain text, at most three sentences'),
  cited_section_ids: z.array(z.string()).max(5).describe('Ids of the given whitepaper sections the answer used'),
});

/** A short follow-up ("and offline?") is searched together with the visitor's previous question. */
function retrieve(prompt: string, messages: z.infer<typeof ChatMessageSchema>[]): SectionHit[] {
  const hits = searchWhitepaper(prompt);
  if (hits.length > 0 || questionTerms(prompt).length > 3) return hits;
  const previous = [...messages].reverse().find((message) => message.sender === 'user');
  return previous ? searchWhitepaper(`${previous.content} ${prompt}`) : hits;
}

const composed = (answer: ComposedAnswer): Omit<ChatFlowOutput, 'engine' | 'notice'> => ({
  answer: answer.answer,
  sources: answer.sources,
  grounded: answer.kind !== 'unknown',
});

export const chatFlow = getAi().defineFlow(
  { name: 'chatFlow', inputSchema: ChatFlowInputSchema, outputSchema: ChatFlowOutputSchema },
  async (input): Promise<ChatFlowOutput> => {
    const parsed = parseFlowInput('chatFlow', ChatFlowInputSchema, input);
    const { prompt, room } = parsed;
    // Whatever the caller sent, only the last few messages (and 2,000 characters) reach the model.
    const messages = recentChatHistory(parsed.messages);
    if (room && asksForAnswer(prompt)) return { ...composed(hintInstead(room)), engine: 'offline' };

    const hits = retrieve(prompt, messages);
    const offline = () =>
      composed(smallTalk(prompt) ?? answerAboutRoom(prompt, room) ?? answerFromWhitepaper(prompt, hits));
    const result = await geminiOrOffline(
      'answer the chat',
      async () => {
        const reply = await generateStructured('chatFlow', {
          // A short answer from retrieved sections: the cheap tier (GEMINI_LITE_MODEL) does it.
          model: liteModel(),
          maxOutputTokens: OUTPUT_TOKEN_LIMITS.chat,
          prompt: chatPrompt({ prompt, messages, hits, room }),
          schema: ChatModelAnswerSchema,
          config: { temperature: 0.3 },
        });
        const retrieved = new Map(hits.map((hit) => [hit.section.id, hit.section]));
        const cited = [...new Set(reply.cited_section_ids)].flatMap((id) => {
          const section = retrieved.get(id);
          return section ? [sourceOf(section)] : [];
        });
        return {
          answer: reply.answer,
          sources: cited,
          grounded: cited.length > 0 || smallTalk(prompt) !== null,
        };
      },
      offline,
    );
    return { ...result.value, engine: result.engine, ...(result.notice ? { notice: result.notice } : {}) };
  },
);
