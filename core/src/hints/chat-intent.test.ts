import { describe, expect, it } from 'vitest';
import { asksForAnswer, asksForHint } from './chat-intent';

describe('asksForAnswer', () => {
  it.each([
    'What is the code?',
    "what's the combination for the safe",
    'Tell me the password',
    'give me the answer',
    'Can you reveal the solution?',
    'How do I solve this room?',
    'how to open the lock',
    'I’m stuck, what do I type here?',
    'code?',
    'What numbers for the keypad?',
    'Which digits open the door?',
    'solve it for me',
  ])('asks for an answer: %s', (text) => {
    expect(asksForAnswer(text)).toBe(true);
  });

  it.each([
    'What is Ermie Escape Studio?',
    'How are rooms proven solvable?',
    'Can I play offline on my phone?',
    'Hello!',
    'Tell me about the XP program',
    'How do I apply for early access?',
    'Do I need to write code to build a room?',
    'What is the $ERM token?',
  ])('does not ask for an answer: %s', (text) => {
    expect(asksForAnswer(text)).toBe(false);
  });
});

describe('asksForHint', () => {
  it.each(['Can I have a hint?', 'hint', 'Any clues?', 'help me', 'Give me a nudge please', 'Got any tips?'])(
    'issue 33 item 4: asks for a hint: %s',
    (text) => {
      expect(asksForHint(text)).toBe(true);
    },
  );

  it.each([
    'How do hints work?',
    'What does a hint cost?',
    'How much is a hint?',
    'What is Ermie Escape Studio?',
    'Can I play offline on my phone?',
  ])('issue 33 item 4: does not ask for a hint: %s', (text) => {
    expect(asksForHint(text)).toBe(false);
  });
});
