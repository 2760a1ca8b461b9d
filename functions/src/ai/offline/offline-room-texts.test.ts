/**
 * Issue 30 item 4: the texts of generated rooms read as a person wrote them. Rooms across every
 * setting, theme, difficulty and narrator voice (and now and then more scenes than the default)
 * are generated, and the text checker finds nothing in any title, premise, description, lock face,
 * clue, message or hint, nor in the hints the game words at play time: no verb or pronoun at odds
 * with a plural name, no wrong "a"/"an", no doubled word, no unfilled slot or stray space, no title's
 * capital "The" inside a sentence, no Greek-letter tag and no sentence that names what a thing is for.
 *
 * The unit suite reads 256 rooms (every setting x theme x difficulty once); `npm run bench` reads
 * 1,024 (scripts/bench/room-texts.ts): at 1,024 this test took 10 s on an idle machine and 20-30 s
 * on a busy one, too long for the unit suite.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS, AGENT_THEMES, DIFFICULTIES } from '@core';
import { writeStoryboard } from './writing/storyboard-writer';
import { writeNextScene } from './writing/scene-writer';
import { checkText, type TextProblem } from './writing/text-check';
import { runTextTrial, textTrialBrief } from './design/text-trial';

const ROOMS = 256;
const PLAY_HINT_EVERY = 8;

const describeProblems = (problems: TextProblem[]) =>
  problems.slice(0, 20).map((p) => `${p.rule} "${p.found}" at ${p.where}: ${p.text}`);

describe('generated room texts', () => {
  it(`when ${ROOMS} rooms are generated across settings, themes, difficulties and voices, then the text checker finds nothing in them nor in their play-time hints`, () => {
    const trial = runTextTrial(ROOMS, PLAY_HINT_EVERY);
    expect(describeProblems(trial.problems)).toEqual([]);
    expect(trial.seen.settings.size).toBe(AGENT_SETTINGS.length);
    expect(trial.seen.themes.size).toBe(AGENT_THEMES.length);
    expect(trial.seen.difficulties.size).toBe(DIFFICULTIES.length);
    expect(trial.texts).toBeGreaterThan(ROOMS * 100);
    expect(trial.playHints).toBeGreaterThan((ROOMS / PLAY_HINT_EVERY) * 30);
  });

  it('when a next scene is written for a storyboard of each setting, then its title and description read cleanly', () => {
    const problems: TextProblem[] = [];
    for (let i = 0; i < 64; i++) {
      const storyboard = writeStoryboard({ ...textTrialBrief(i), scene_count: undefined });
      const scene = writeNextScene(storyboard);
      problems.push(
        ...checkText({ where: `next scene ${i} title`, text: scene.title }),
        ...checkText({ where: `next scene ${i} description`, text: scene.description }),
      );
    }
    expect(describeProblems(problems)).toEqual([]);
  });
});
