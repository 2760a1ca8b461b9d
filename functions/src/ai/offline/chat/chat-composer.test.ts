import { describe, expect, it } from 'vitest';
import { HINT_COST_POINTS } from '@core';
import { answerAboutRoom, answerFromWhitepaper, hintInstead, smallTalk, UNKNOWN_ANSWER } from './chat-composer';
import { searchWhitepaper } from './whitepaper-search';

describe('searchWhitepaper', () => {
  it.each([
    ['What is Ermie Escape Studio?', 'what-the-studio-is'],
    ['How do I create a room?', 'how-rooms-are-made'],
    ['Are rooms proven solvable?', 'proven-solvable'],
    ['How does the checker work?', 'proven-solvable'],
    ['Can I play offline on my phone?', 'offline-play'],
    ['What does a hint cost?', 'hints'],
    ['Can players cheat their score?', 'fair-play'],
    ['How do I get early access?', 'early-access'],
    ['How do invitations work?', 'early-access'],
    ['What is the XP program?', 'xp-program'],
    ['Tell me about the $ERM token', 'token-program'],
    ['Is there staking?', 'token-program'],
    ['Do I need a Gemini key?', 'ermie-and-agents'],
    ['What can the scene editor do?', 'scene-editor'],
  ])('finds the section for %j', (question, id) => {
    expect(searchWhitepaper(question)[0]?.section.id).toBe(id);
  });

  it.each(['What is the capital of France?', 'Can I play chess?', 'Who won the world cup?', 'Is my data safe?', ''])(
    'finds nothing for %j',
    (question) => {
      expect(searchWhitepaper(question)).toEqual([]);
    },
  );
});

describe('answerFromWhitepaper', () => {
  it('answers from the best section, with its most relevant sentences, and cites it', () => {
    const answer = answerFromWhitepaper('Are rooms proven solvable before they are published?');
    expect(answer.kind).toBe('answer');
    expect(answer.answer).toMatch(/cannot be published/);
    expect(answer.answer).toMatch(/“Every room is proven solvable”/);
    expect(answer.sources).toEqual([
      { id: 'proven-solvable', title: 'Every room is proven solvable', url: '/whitepaper#proven-solvable' },
    ]);
    expect(answer.answer.length).toBeLessThan(600);
  });

  it('says what the studio is when asked', () => {
    const answer = answerFromWhitepaper('What is the studio?');
    expect(answer.answer).toMatch(/escape rooms/);
    expect(answer.sources[0].url).toBe('/whitepaper#what-the-studio-is');
  });

  it('names the hint cost from the constants, not an invented number', () => {
    expect(answerFromWhitepaper('What does a hint cost?').answer).toContain(`${HINT_COST_POINTS} points`);
  });

  it('does not invent token numbers: it says the mechanics are not shown', () => {
    expect(answerFromWhitepaper('How much is the $ERM token worth?').answer).toMatch(/not shown|no promise/i);
  });

  it('says it does not know an uncovered question, with no sources', () => {
    const answer = answerFromWhitepaper('What is the capital of France?');
    expect(answer).toEqual({ kind: 'unknown', answer: UNKNOWN_ANSWER, sources: [] });
    expect(answer.answer).toMatch(/^I don't know that yet/);
  });
});

describe('smallTalk', () => {
  it.each(['Hello!', 'hi ermie', 'Good morning', 'thanks!', 'Thank you so much', 'bye'])('greets %j', (text) => {
    expect(smallTalk(text)?.kind).toBe('small_talk');
  });

  it('says who Ermie is and cites the section', () => {
    const answer = smallTalk('Who are you?');
    expect(answer?.answer).toMatch(/I'm Ermie/);
    expect(answer?.sources[0].id).toBe('ermie-and-agents');
  });

  it('leaves real questions alone', () => {
    expect(smallTalk('Hello, how are rooms made?')).toBeNull();
    expect(smallTalk('What is the XP program?')).toBeNull();
  });
});

describe('play context', () => {
  const room = {
    title: 'The Clockwork Vault',
    sceneName: 'Hall',
    sceneNames: ['Hall'],
    elementNames: ['Desk', 'Safe'],
  };

  it('points at the hint instead of an answer', () => {
    const answer = hintInstead(room);
    expect(answer.kind).toBe('hint_request');
    expect(answer.answer).toMatch(/can't give away codes/);
    expect(answer.answer).toContain('The Clockwork Vault');
  });

  it('describes the room from what the player can see', () => {
    const answer = answerAboutRoom('Where am I?', room);
    expect(answer?.answer).toMatch(/“The Clockwork Vault”.*Hall.*Desk, Safe/);
    expect(answerAboutRoom('Where am I?', undefined)).toBeNull();
    expect(answerAboutRoom('How are rooms made?', room)).toBeNull();
  });
});
