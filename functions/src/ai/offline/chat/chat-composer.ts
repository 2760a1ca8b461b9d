/**
 * The offline engine's chat answers: small talk gets a friendly reply; a question the
 * whitepaper covers gets the best section's most relevant sentences, citing the section;
 * anything else gets an honest "I don't know that yet". On the play screen a request for
 * a code or the solution gets a pointer to the hint instead, never an answer.
 */
import { HINT_COST_POINTS, WHITEPAPER_SECTIONS, whitepaperUrl, type ChatSource, type WhitepaperSection } from '@core';
import { questionTerms, searchTerm, searchWhitepaper, tokenize, type SectionHit } from './whitepaper-search';

/** What the chat knows about the room being played: only what the player's own package shows in clear. */
export interface RoomChatFacts {
  title: string;
  /** The scene the player is in, when its name is readable. */
  sceneName?: string;
  /** Names of scenes and elements readable at the start of play. */
  sceneNames: string[];
  elementNames: string[];
}

export type ChatAnswerKind = 'answer' | 'small_talk' | 'unknown' | 'hint_request' | 'room';

export interface ComposedAnswer {
  kind: ChatAnswerKind;
  answer: string;
  sources: ChatSource[];
}

export const sourceOf = (section: WhitepaperSection): ChatSource => ({
  id: section.id,
  title: section.title,
  url: whitepaperUrl(section.id),
});

const section = (id: string) => WHITEPAPER_SECTIONS.find((s) => s.id === id)!;

export const UNKNOWN_ANSWER =
  "I don't know that yet: the whitepaper doesn't cover it, and I'd rather not guess. You can ask me about how rooms are made, how they are proven solvable, hints, offline play, early access, or the XP and token programme.";

const SMALL_TALK: Array<{ pattern: RegExp; answer: string; cite?: string }> = [
  {
    pattern: /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening))\b[\s!.,?]*(ermie)?[\s!.?]*$/,
    answer:
      "Hello! I'm Ermie, the studio's AI game master. Ask me how rooms are made, how they are proven solvable, or how to play offline.",
  },
  {
    pattern: /^(thanks|thank you|thx|ty|cheers|great|cool|nice|ok(ay)?|awesome)\b[\s\w!.,]{0,20}$/,
    answer: "You're welcome! Ask me anything else about the studio whenever you like.",
  },
  {
    pattern: /^(bye|goodbye|see you|see ya|later)\b/,
    answer: 'Goodbye, and good luck with your next escape!',
  },
  {
    pattern: /\b(who|what) are you\b|\byour name\b|\bwho (made|built|created) you\b|\bare you (a bot|an? ai|human)\b/,
    answer:
      "I'm Ermie, the AI game master of Ermie Escape Studio. I help creators build escape rooms and answer questions about the studio from its whitepaper.",
    cite: 'ermie-and-agents',
  },
  {
    pattern: /\bwhat can you do\b|\bhow can you help\b|\bwhat do you know\b/,
    answer:
      'I answer questions about the studio from its whitepaper and cite the section I used. On the play screen I can also give you a hint, but never the answer.',
    cite: 'ask-ermie',
  },
];

/** Small talk's answer, or null when the text is a real question. */
export function smallTalk(prompt: string): ComposedAnswer | null {
  const said = prompt
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  const match = SMALL_TALK.find((entry) => entry.pattern.test(said));
  if (!match) return null;
  return { kind: 'small_talk', answer: match.answer, sources: match.cite ? [sourceOf(section(match.cite))] : [] };
}

const sentencesOf = (sectionToRead: WhitepaperSection): string[] =>
  sectionToRead.paragraphs.flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=[A-Z"“$])/));

/** The one or two sentences of a section that match the question best, in the section's order. */
export function bestSentences(hit: SectionHit, question: string, count = 2): string[] {
  const wanted = new Set([...hit.queryTerms, ...questionTerms(question)]);
  // The question's own words, as written: a sentence using them exactly ("solvable") beats a cousin ("solution").
  const asked = new Set(tokenize(question.toLowerCase()).filter((word) => searchTerm(word) !== null));
  const sentences = sentencesOf(hit.section);
  const scored = sentences.map((sentence, position) => {
    const words = tokenize(sentence.toLowerCase());
    const terms = new Set(words.flatMap((word) => searchTerm(word) ?? []));
    let score = 0;
    for (const term of wanted) if ([...terms].some((t) => t === term || t.startsWith(term))) score += 1;
    for (const word of new Set(words)) if (asked.has(word)) score += 0.5;
    // Earlier sentences introduce the topic; prefer them on a tie.
    return { sentence, position, score: score - position * 0.01 };
  });
  const matching = scored.filter((entry) => entry.score > 0);
  const chosen = (matching.length > 0 ? matching : scored).sort((a, b) => b.score - a.score).slice(0, count);
  return chosen.sort((a, b) => a.position - b.position).map((entry) => entry.sentence);
}

/** An answer from the whitepaper, or "I don't know that yet" when it does not cover the question. */
export function answerFromWhitepaper(
  question: string,
  hits: SectionHit[] = searchWhitepaper(question),
): ComposedAnswer {
  const [best] = hits;
  if (!best) return { kind: 'unknown', answer: UNKNOWN_ANSWER, sources: [] };
  const text = bestSentences(best, question).join(' ');
  return {
    kind: 'answer',
    answer: `${text} (From “${best.section.title}” in the whitepaper.)`,
    sources: [sourceOf(best.section)],
  };
}

/** On the play screen, asked for a code or the solution: a pointer to the hint, never an answer. */
export function hintInstead(room?: RoomChatFacts): ComposedAnswer {
  const where = room ? ` in ${room.title}` : '';
  return {
    kind: 'hint_request',
    answer: `I can't give away codes or solutions${where}: finding them is the game! Ask me for a hint or tap Hint (a hint costs ${HINT_COST_POINTS} points) and I'll point you at the next step.`,
    sources: [sourceOf(section('hints'))],
  };
}

const ROOM_QUESTION =
  /\b(this room|the room i'?m in|where am i|what room|which room|this scene|what can i (see|do) here|what is here|what'?s here|around me)\b/;

/** "Where am I?" on the play screen: the room and what the player can see, from the package's readable names. */
export function answerAboutRoom(prompt: string, room: RoomChatFacts | undefined): ComposedAnswer | null {
  if (!room || !ROOM_QUESTION.test(prompt.toLowerCase().replace(/[\u2018\u2019]/g, "'"))) return null;
  const scene = room.sceneName ? ` You are in ${room.sceneName}.` : '';
  const things = room.elementNames.slice(0, 6);
  const seen = things.length > 0 ? ` Things to look at include: ${things.join(', ')}.` : '';
  return {
    kind: 'room',
    answer: `You are playing “${room.title}”.${scene}${seen} Explore, collect items and look for clues; ask me for a hint if you are stuck.`,
    sources: [],
  };
}
