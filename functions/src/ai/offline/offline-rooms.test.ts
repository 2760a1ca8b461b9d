/**
 * Property test of the offline engine's writer and designer: for many seeds across every
 * setting, theme, personality and difficulty, the generated room is a valid storyboard and
 * package, the checker proves it solvable with no dead ends, and a random bot escapes it.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_PERSONALITIES,
  AGENT_SETTINGS,
  AGENT_THEMES,
  DIFFICULTIES,
  RoomPackageSchema,
  StoryboardSchema,
  checkSolvability,
  initialState,
  textGivesAway,
  openView,
  playToEscape,
  sealPackage,
  stepSealed,
  type Difficulty,
  type Keyring,
  type RoomPackage,
} from '@core';
import { randomBytes } from 'node:crypto';
import { writeStoryboard } from './writing/storyboard-writer';
import { designPuzzles } from './design/puzzle-designer';
import { wordsOfNames } from './design/code-puzzles';
import { assemblePackage, type SceneMedia } from '../../model/assemble-package';
import type { RoomBrief } from '../../model/room-design';

const SEEDS = 200;

const FREE_TEXT = [
  { theme: 'pirate treasure hunt', setting: 'a sunken galleon on the ocean floor' },
  { theme: 'zombie outbreak', setting: 'an abandoned research lab' },
  { theme: '', setting: '' },
];

function briefFor(seed: number): RoomBrief {
  const difficulty: Difficulty = DIFFICULTIES[seed % DIFFICULTIES.length];
  if (seed % 25 === 24) {
    // Now and then: free-text theme and setting, and an explicit scene count up to the maximum.
    const free = FREE_TEXT[(seed / 25) % FREE_TEXT.length | 0];
    return {
      title: `Room ${seed}`,
      description: '',
      difficulty,
      theme: free.theme,
      seed,
      scene_count: 6 + (seed % 3),
      agent: { name: '', personality: 'Unknown', setting: free.setting, theme: free.theme },
    };
  }
  return {
    title: `Room ${seed}`,
    description: `A generated room number ${seed}`,
    difficulty,
    theme: AGENT_THEMES[Math.floor(seed / 4) % AGENT_THEMES.length],
    seed: seed * 7919 + 13,
    agent: {
      name: 'Ermie',
      personality: AGENT_PERSONALITIES[Math.floor(seed / 3) % AGENT_PERSONALITIES.length],
      setting: AGENT_SETTINGS[seed % AGENT_SETTINGS.length],
      theme: AGENT_THEMES[(seed + 3) % AGENT_THEMES.length],
    },
  };
}

function generate(brief: RoomBrief) {
  const storyboard = writeStoryboard(brief);
  const design = designPuzzles(brief, storyboard);
  const media: Record<number, SceneMedia> = {};
  for (const scene of design.scenes)
    media[scene.scene_index] = { image_url: `test://${scene.id}`, width: 1024, height: 768, placements: [] };
  const pkg = assemblePackage({
    roomId: `room-${brief.seed}`,
    title: brief.title,
    description: brief.description,
    difficulty: brief.difficulty,
    theme: brief.theme,
    version: 'v1',
    design,
    media,
  });
  return { storyboard, design, pkg };
}

/** Every text a player can read in the package: titles, descriptions, clue texts, messages, hints. */
function playerTexts(pkg: RoomPackage): string[] {
  return [
    pkg.title,
    pkg.description,
    ...pkg.scenes.flatMap((scene) => [
      scene.name,
      scene.description,
      ...scene.elements.flatMap((e) => [
        e.name,
        e.description,
        e.clue_text,
        e.success_message,
        e.failure_message,
        ...e.hints,
      ]),
    ]),
  ];
}

describe('offline rooms (property)', () => {
  it(`when ${SEEDS} rooms are generated across settings, themes and difficulties, then each is valid, solvable without dead ends and escapable`, () => {
    const failures: string[] = [];
    const settingsSeen = new Set<string>();
    const sceneCounts: Record<string, Set<number>> = {};
    for (let seed = 0; seed < SEEDS; seed++) {
      const brief = briefFor(seed);
      const { storyboard, design, pkg } = generate(brief);
      expect(StoryboardSchema.safeParse(storyboard).success).toBe(true);
      expect(RoomPackageSchema.safeParse(pkg).success).toBe(true);
      settingsSeen.add(brief.agent.setting);
      if (brief.scene_count) expect(pkg.scenes).toHaveLength(brief.scene_count);
      else (sceneCounts[brief.difficulty] ??= new Set()).add(pkg.scenes.length);

      const report = checkSolvability(pkg, design.solutions);
      if (!report.solvable || !report.exhaustive || report.dead_end_count !== 0) {
        failures.push(
          `seed ${seed} (${brief.difficulty}, ${brief.agent.setting}): solvable=${report.solvable} exhaustive=${report.exhaustive} dead_ends=${report.dead_end_count} states=${report.states_explored} ${report.reason ?? ''}`,
        );
        continue;
      }
      // No solutions: the bot works every code out from the texts it reads.
      const run = playToEscape(pkg, {}, { seed });
      if (!run.escaped) failures.push(`seed ${seed}: the bot did not escape in ${run.steps} steps`);
    }
    expect(failures).toEqual([]);
    expect(AGENT_SETTINGS.every((setting) => settingsSeen.has(setting))).toBe(true);
    expect([...sceneCounts.easy]).toEqual([2]);
    expect([...sceneCounts.medium]).toEqual([3]);
    expect([...sceneCounts.hard]).toEqual([4]);
    expect([...sceneCounts.expert]).toEqual([5]);
    // Proving 200 rooms takes 40-80 s of one core, longer while the API tests and the build share the machine (npm test).
  }, 180_000);

  it('when a room is assembled, then no combination travels in clear text', () => {
    for (let seed = 0; seed < 24; seed++) {
      const { design, pkg } = generate(briefFor(seed));
      const json = JSON.stringify(pkg);
      const locks = pkg.scenes.flatMap((s) => s.elements).filter((e) => e.element_type === 'combination_lock');
      expect(locks.length).toBeGreaterThan(0);
      for (const lock of locks) {
        expect(lock.requires.code_hash).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{64}$/);
        const code = design.solutions[lock.id];
        // The code appears in no text at all: it is worked out from the lock's clue sources.
        expect(lock.requires.clue_sources.length).toBeGreaterThan(0);
        expect(lock.requires.clue_from).toBe(lock.requires.clue_sources[0]);
        expect(lock.requires.pattern).toBeTruthy();
        expect(json.includes(`"${code}"`)).toBe(false);
        if (lock.requires.pattern === 'riddle') {
          // A riddle's answer is a thing the player can see in the room, so it is reasoned out by looking around.
          const seen = pkg.scenes.flatMap((s) => s.elements).filter((e) => e.visible);
          expect(wordsOfNames(seen.map((e) => e.name)), `${lock.id} ${code}`).toContain(code);
          continue;
        }
        for (const text of playerTexts(pkg))
          expect(textGivesAway(text, code), `${lock.id} ${code}: ${text}`).toBe(false);
      }
    }
  });

  it('when a room is sealed for players, then no clue or later scene is readable and the bot still escapes from it', () => {
    for (let seed = 0; seed < 24; seed++) {
      const { design, pkg } = generate(briefFor(seed));
      const sealed = sealPackage(pkg, design.solutions, { randomBytes: (n) => new Uint8Array(randomBytes(n)) });
      const json = JSON.stringify(sealed);
      for (const el of pkg.scenes.flatMap((s) => s.elements)) {
        if (el.clue_text) expect(json).not.toContain(JSON.stringify(el.clue_text));
      }
      for (const scene of pkg.scenes.filter((s) => s.id !== pkg.start_scene_id))
        expect(json).not.toContain(JSON.stringify(scene.description));
      let keyring: Keyring = {};
      let view = openView(sealed, keyring, initialState(sealed)).pkg;
      const run = playToEscape(
        sealed,
        {},
        {
          seed,
          step: (state, action) => {
            const next = stepSealed(sealed, keyring, state, action);
            keyring = next.keyring;
            view = next.view.pkg;
            return next.result;
          },
          view: () => view,
        },
      );
      expect(run.escaped).toBe(true);
      const finalView = openView(sealed, keyring, run.state);
      // What the bot looked at or solved reads as authored; a story thing it passed by stays sealed (issue 30 item 2).
      const opened = (el: { id: string }) =>
        run.state.inspected.includes(el.id) || run.state.elements[el.id]?.state === 'solved';
      const openedPart = (scene: (typeof pkg.scenes)[number] | undefined) =>
        scene && { ...scene, elements: scene.elements.filter(opened) };
      for (const sceneId of run.state.visited_scene_ids)
        expect(openedPart(finalView.pkg.scenes.find((s) => s.id === sceneId))).toEqual(
          openedPart(pkg.scenes.find((s) => s.id === sceneId)),
        );
    }
  });
});
