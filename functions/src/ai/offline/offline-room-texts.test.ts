/**
 * Issue 30 item 4: the texts of generated rooms read as a person wrote them. Rooms across every
 * setting, theme, difficulty and narrator voice (and now and then more scenes than the default)
 * are generated, and the text checker finds nothing in any title, premise, description, clue,
 * message or hint: no verb at odds with a plural name, no wrong "a"/"an", no doubled word, no
 * unfilled slot, no Greek-letter tag and no sentence that names what a thing is for.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_PERSONALITIES, AGENT_SETTINGS, AGENT_THEMES, DIFFICULTIES, type Difficulty } from '@core';
import { writeStoryboard } from './writing/storyboard-writer';
import { writeNextScene } from './writing/scene-writer';
import { designPuzzles } from './design/puzzle-designer';
import { checkRoomTexts, checkText, type TextProblem } from './writing/text-check';
import type { RoomBrief } from '../../model/room-design';

/** 8 settings x 8 themes x 4 difficulties, four times over with other seeds, voices and titles. */
const ROOMS = 1024;

function briefFor(i: number): RoomBrief {
  const setting = AGENT_SETTINGS[i % AGENT_SETTINGS.length];
  const theme = AGENT_THEMES[Math.floor(i / 8) % AGENT_THEMES.length];
  const difficulty: Difficulty = DIFFICULTIES[Math.floor(i / 64) % DIFFICULTIES.length];
  return {
    title: i % 3 === 0 ? '' : `Room ${i}`,
    description: i % 5 === 0 ? '' : 'A generated room',
    difficulty,
    theme,
    seed: i * 7919 + 13,
    // Every 16th room has more scenes than its difficulty gives, so places come round a second time.
    scene_count: i % 16 === 15 ? 6 + (i % 3) : undefined,
    agent: {
      name: i % 2 ? 'Ermie' : '',
      personality: AGENT_PERSONALITIES[(i * 3 + Math.floor(i / 256)) % AGENT_PERSONALITIES.length],
      setting,
      theme: AGENT_THEMES[(i + 3) % AGENT_THEMES.length],
    },
  };
}

const describeProblems = (problems: TextProblem[]) =>
  problems.slice(0, 20).map((p) => `${p.rule} "${p.found}" at ${p.where}: ${p.text}`);

describe('generated room texts', () => {
  it(`when ${ROOMS} rooms are generated across settings, themes, difficulties and voices, then the text checker finds nothing`, () => {
    const problems: TextProblem[] = [];
    const seen = { settings: new Set<string>(), themes: new Set<string>(), difficulties: new Set<string>() };
    let textsChecked = 0;
    for (let i = 0; i < ROOMS; i++) {
      const brief = briefFor(i);
      const storyboard = writeStoryboard(brief);
      const design = designPuzzles(brief, storyboard);
      const found = checkRoomTexts(design, storyboard);
      problems.push(...found.map((p) => ({ ...p, where: `room ${i} (${brief.agent.setting}) ${p.where}` })));
      textsChecked += design.scenes.reduce((sum, s) => sum + s.elements.length, 0);
      seen.settings.add(brief.agent.setting);
      seen.themes.add(brief.theme);
      seen.difficulties.add(brief.difficulty);
    }
    expect(describeProblems(problems)).toEqual([]);
    expect(seen.settings.size).toBe(AGENT_SETTINGS.length);
    expect(seen.themes.size).toBe(AGENT_THEMES.length);
    expect(seen.difficulties.size).toBe(DIFFICULTIES.length);
    expect(textsChecked).toBeGreaterThan(ROOMS * 8);
  });

  it('when a next scene is written for a storyboard of each setting, then its title and description read cleanly', () => {
    const problems: TextProblem[] = [];
    for (let i = 0; i < 64; i++) {
      const storyboard = writeStoryboard({ ...briefFor(i), scene_count: undefined });
      const scene = writeNextScene(storyboard);
      problems.push(
        ...checkText({ where: `next scene ${i} title`, text: scene.title }),
        ...checkText({ where: `next scene ${i} description`, text: scene.description }),
      );
    }
    expect(describeProblems(problems)).toEqual([]);
  });
});
