/**
 * The screen bot's part of the bot trial (issue 30 item 7): each room is released as players get
 * it (every scene and element id made opaque, core/sealing/opaque-ids.ts), then played by the
 * screen bot, which sees only what the play screen shows (core/engine/player-view.ts) and reasons
 * codes from it with general knowledge, and by the blind guesser, which enters every number and
 * capitalised word it has read. Per room: escaped or not, codes entered per lock and, for the
 * report only (the bots never see it), each lock's pattern.
 */
import { createRandom, hashCode, type RoomPackage, type RoomSolutions } from '@core';
import { parseCodeHash } from '@core/engine/code';
import { opaqueIdsFor, renameIds, renameSolutions } from '@core/sealing/opaque-ids';
import { playFromScreen } from '@core/checker/screen/play-from-screen';
import { clueSourcesOf } from '@core/engine/clues';

export interface ScreenLock {
  pattern: string;
  tries: number;
  opened: boolean;
}

export interface ScreenRoomRun {
  escaped: boolean;
  steps: number;
  /** Every code lock the bot saw. */
  locks: ScreenLock[];
  /** One line per lock it saw but could not open: its pattern, face and the texts of its clues. */
  stuck: string[];
}

/** The KDF rounds a code hash names (the trial's are cheap), kept when the code is hashed again. */
const iterationsOf = (codeHash: string) => {
  const parsed = parseCodeHash(codeHash);
  return parsed?.kind === 'pbkdf2' ? parsed.iterations : undefined;
};

/**
 * The package as released to players: the same room under random opaque ids, each code hashed
 * again under its lock's new id (as the release does, functions/src/domain/rooms/room-sealing.ts).
 */
export function releasedIds(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  seed: number,
): { pkg: RoomPackage; designId: Map<string, string> } {
  const random = createRandom(seed * 31 + 7);
  const ids = opaqueIdsFor(pkg, (n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256)));
  const designId = new Map(Object.entries(ids.elements).map(([design, opaque]) => [opaque, design] as const));
  const answers = renameSolutions(solutions, ids);
  const renamed = renameIds(pkg, ids);
  const scenes = renamed.scenes.map((scene) => ({
    ...scene,
    elements: scene.elements.map((el) =>
      el.requires.code_hash && answers[el.id] !== undefined
        ? {
            ...el,
            requires: {
              ...el.requires,
              code_hash: hashCode(renamed.salt, el.id, answers[el.id], iterationsOf(el.requires.code_hash)),
            },
          }
        : el,
    ),
  }));
  return { pkg: { ...renamed, scenes }, designId };
}

/** What a stuck lock looked like and what its clues said (the trial's failure lines). */
function stuckLine(pkg: RoomPackage, lockId: string): string {
  const elements = new Map(pkg.scenes.flatMap((s) => s.elements).map((el) => [el.id, el] as const));
  const lock = elements.get(lockId)!;
  const clues = clueSourcesOf(lock).map((id) => `"${elements.get(id)?.clue_text ?? ''}"`);
  return `${lock.requires.pattern ?? 'no pattern'}: "${lock.description}" <- ${clues.join(' + ')}`;
}

/** Plays `designPkg`, released (the solutions only hash its codes under the new ids), with the screen bot (`mind` 'reason') or the blind guesser ('blind'). */
export function playScreenTrial(
  designPkg: RoomPackage,
  solutions: RoomSolutions,
  seed: number,
  mind: 'reason' | 'blind',
): ScreenRoomRun {
  const { pkg, designId } = releasedIds(designPkg, solutions, seed);
  const run = playFromScreen(pkg, { mind });
  const designed = new Map(designPkg.scenes.flatMap((s) => s.elements).map((el) => [el.id, el] as const));
  const locks: ScreenLock[] = [];
  const stuck: string[] = [];
  for (const [id, lock] of run.locks) {
    const design = designId.get(id)!;
    locks.push({ pattern: designed.get(design)?.requires.pattern ?? 'no pattern', ...lock });
    if (!lock.opened) stuck.push(stuckLine(designPkg, design));
  }
  return { escaped: run.escaped, steps: run.steps, locks, stuck };
}

export interface ScreenSummary {
  rooms: number;
  escaped: number;
  /** Codes entered per lock the bot opened, mean. */
  meanTries: number;
  /** Per pattern: locks opened and locks seen. */
  patterns: Record<string, { opened: number; seen: number }>;
  meanSteps: number;
}

export function summarizeScreenRuns(runs: ScreenRoomRun[]): ScreenSummary {
  const opened = runs.flatMap((r) => r.locks).filter((l) => l.opened);
  const patterns: ScreenSummary['patterns'] = {};
  for (const lock of runs.flatMap((r) => r.locks)) {
    const entry = (patterns[lock.pattern] ??= { opened: 0, seen: 0 });
    entry.seen++;
    if (lock.opened) entry.opened++;
  }
  const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    rooms: runs.length,
    escaped: runs.filter((r) => r.escaped).length,
    meanTries: mean(opened.map((l) => l.tries)),
    patterns,
    meanSteps: mean(runs.filter((r) => r.escaped).map((r) => r.steps)),
  };
}

/** "cipher-wheel 64/65, map-position 38/43": locks opened of those seen, per pattern. */
export const formatPatterns = (summary: ScreenSummary) =>
  Object.entries(summary.patterns)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pattern, { opened, seen }]) => `${pattern} ${opened}/${seen}`)
    .join(', ');
