/**
 * Whether a chat message asks for an answer the player should work out (a code, a
 * combination, a password, the solution, how to solve the room), or for a hint or help. On the
 * play screen such a question is answered on the device, free: never the answer, but the next
 * hint on offer, bought only if the player takes it (issue 33). The server applies the answer
 * rule to anything it is asked with a room.
 */

/** Things a player must find themselves. */
const SECRET =
  /\b(codes?|combinations?|combos?|pins?|passwords?|pass ?codes?|passphrases?|answers?|solutions?|walk ?through|cheats?|spoilers?|digits?|numbers? for the (lock|safe|door|keypad))\b/;
/** Asking how to get through the room or a puzzle. */
const HOW_TO_SOLVE =
  /\b(how (do|can|should|would) (i|we|you) (solve|beat|finish|escape|open|unlock|get out|get past|complete)|how to (solve|beat|finish|escape|open|unlock|get out|get past|complete)|(solve|beat|finish) (it|this|the (room|puzzle|lock|game|level)) for me|what do i (do|type|enter) (next|now|here)|i'?m stuck|i am stuck|help me (solve|escape|open|unlock|get out))\b/;
/** Wanting it handed over: give/tell/what is/reveal … */
const ASKING =
  /\b(what'?s|what is|what are|give|tell|show|reveal|share|say|need|want|know|find|get|send|spill|which|any)\b/;

/** "Code" as in programming ("without code", "write code", "source code") is not a lock's code. */
const PROGRAMMING =
  /\b((write|writing|learn|know|without|no|any|source|open[- ]source) (any )?code|code (to|for) (build|make|create|write))\b/g;

/** Normalises apostrophes and case so the patterns stay simple. */
const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ');

/** True when `text` asks for a code, combination, password, answer, solution or how to solve. */
export function asksForAnswer(text: string): boolean {
  const said = normalise(text).replace(PROGRAMMING, ' ');
  if (HOW_TO_SOLVE.test(said)) return true;
  return SECRET.test(said) && (ASKING.test(said) || said.trim().endsWith('?') || said.split(' ').length <= 4);
}

/** Asking for a hint or for help: "a hint?", "any clues", "help me", "give me a nudge". */
const HINT_WORDS = /\b(hints?|clues?|nudges?|tips?|help)\b/;
/** Asking about hints rather than for one: "how do hints work?", "what does a hint cost?". */
const ABOUT_HINTS =
  /\bhow (do|does|are|is) (the )?hints? (work|cost|charged|priced)|\bhow much (do|does|is|are) (a |the )?hints?\b|\bwhat (does|do) (a |the )?hints? cost\b|\bwhat (is|are) (a )?hints\b/;

/** True when `text` asks for a hint or help with the game (not how hints work). */
export function asksForHint(text: string): boolean {
  const said = normalise(text);
  return HINT_WORDS.test(said) && !ABOUT_HINTS.test(said);
}
