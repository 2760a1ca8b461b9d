/**
 * The room as it stands: its design and scene records assembled into the playable package
 * (the version follows the content), and the checker's verdict on it in one sentence that
 * names the elements. Finalizing, the scene editor and the enable switch all use these.
 */
import { createHash } from 'node:crypto';
import {
  checkSolvability,
  DEFAULT_IMAGE_HEIGHT,
  DEFAULT_IMAGE_WIDTH,
  type RoomPackage,
  type SolvabilityReport,
  type SolvabilityVerdict,
} from '@core';
import { assemblePackage, type SceneMedia } from '../../model/assemble-package';
import type { DesignedElement, RoomDesign } from '../../model/room-design';
import { mediaUrl } from '../../db/media-repo';
import type { RoomRecord } from '../../db/rooms-repo';
import type { SceneRecord } from '../../db/scenes-repo';

export type RoomIdentity = Pick<RoomRecord, 'id' | 'title' | 'description' | 'difficulty' | 'theme'>;

/** The image players see: the modified one when the editor made one, else the original. */
export function playerImageUrl(scene: SceneRecord): string {
  const id = scene.modified_media_id ?? scene.image_media_id;
  return id ? mediaUrl(id) : '';
}

/** The design with each scene's current description (the scene records may have newer ones). */
export function currentDesign(design: RoomDesign, scenes: SceneRecord[]): RoomDesign {
  return {
    ...design,
    scenes: design.scenes.map((s) => ({
      ...s,
      description: scenes.find((r) => r.scene_index === s.scene_index)?.description ?? s.description,
    })),
  };
}

/** The package of the room's current design and scenes; throws when they cannot be assembled. */
export function assembleRoomPackage(room: RoomIdentity, design: RoomDesign, scenes: SceneRecord[]): RoomPackage {
  const media: Record<number, SceneMedia> = {};
  for (const scene of scenes) {
    media[scene.scene_index] = {
      image_url: playerImageUrl(scene),
      width: scene.image_width ?? DEFAULT_IMAGE_WIDTH,
      height: scene.image_height ?? DEFAULT_IMAGE_HEIGHT,
      placements: scene.placements ?? [],
      positioning_method: scene.positioning_method ?? undefined,
    };
  }
  const current = currentDesign(design, scenes);
  const version = createHash('sha256')
    .update(JSON.stringify({ design: current, media, title: room.title }))
    .digest('hex')
    .slice(0, 16);
  return assemblePackage({
    roomId: room.id,
    title: room.title,
    description: room.description,
    difficulty: room.difficulty,
    theme: room.theme,
    version,
    design: current,
    media,
  });
}

type Offender = SolvabilityVerdict['offending_elements'][number];

interface DesignProblem {
  sentence: string;
  offenders: Offender[];
}

const REFERENCE_WORDS: Array<{ pick: (e: DesignedElement) => string[]; says: string }> = [
  { pick: (e) => e.requires.items, says: 'needs' },
  { pick: (e) => e.requires.solved, says: 'needs to have solved' },
  { pick: (e) => (e.requires.clue_from ? [e.requires.clue_from] : []), says: 'takes its clue from' },
  { pick: (e) => e.yields.reveals, says: 'reveals' },
  { pick: (e) => e.yields.unlocks, says: 'unlocks' },
];

/** What the checker cannot say by name: references to deleted elements, locks without a code. */
function designProblems(design: RoomDesign, remembered: Map<string, string>): DesignProblem[] {
  const problems: DesignProblem[] = [];
  const known = new Set(design.scenes.flatMap((s) => s.elements.map((e) => e.id)));
  const all = design.scenes.flatMap((scene) => scene.elements.map((el) => ({ el, scene_index: scene.scene_index })));
  // What an element needs comes first: that is what stops the player.
  for (const { pick, says } of REFERENCE_WORDS) {
    for (const { el, scene_index } of all) {
      for (const id of pick(el).filter((ref) => !known.has(ref))) {
        const name = remembered.get(id);
        problems.push({
          sentence: name
            ? `"${el.name}" ${says} "${name}", which was deleted.`
            : `"${el.name}" ${says} "${id}", which does not exist.`,
          offenders: [
            { id: el.id, name: el.name, scene_index },
            { id, name: name ?? id, scene_index: null },
          ],
        });
      }
    }
  }
  for (const { el, scene_index } of all) {
    if (el.element_type === 'combination_lock' && design.solutions[el.id] === undefined)
      problems.push({
        sentence: `The combination lock "${el.name}" has no code.`,
        offenders: [{ id: el.id, name: el.name, scene_index }],
      });
  }
  return problems;
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export interface RoomCheck {
  verdict: SolvabilityVerdict;
  /** The assembled package, when the design could be assembled. */
  pkg: RoomPackage | null;
  report: SolvabilityReport | null;
}

/**
 * The verdict on the room's current design and scenes. Never throws: a broken reference, a
 * lock without a code or any assembly error is an unsolvable verdict with its reason.
 */
export function verdictFor(args: {
  room: RoomIdentity;
  design: RoomDesign;
  scenes: SceneRecord[];
  /** Names of elements no longer in the design (from the edit history). */
  remembered?: Map<string, string>;
  enabled: boolean;
  published: boolean;
}): RoomCheck {
  const { design, enabled, published } = args;
  const unsolvable = (reason: string, offenders: Offender[], pkg: RoomPackage | null = null): RoomCheck => ({
    verdict: {
      solvable: false,
      reason: sentence(reason),
      offending_elements: offenders,
      steps: 0,
      states_explored: 0,
      enabled,
      published,
    },
    pkg,
    report: null,
  });
  let pkg: RoomPackage | null = null;
  let assemblyError: string | null = null;
  try {
    pkg = assembleRoomPackage(args.room, design, args.scenes);
  } catch (error) {
    assemblyError = `The room could not be assembled: ${(error as Error).message}`;
  }
  const problems = designProblems(design, args.remembered ?? new Map());
  if (problems.length > 0) {
    // One sentence: the first problem; every element involved is listed as offending.
    const reason = problems[0].sentence;
    const seen = new Set<string>();
    const offenders = problems.flatMap((p) => p.offenders).filter((o) => !seen.has(o.id) && seen.add(o.id));
    return unsolvable(reason, offenders, pkg);
  }
  if (!pkg) return unsolvable(assemblyError ?? 'The room could not be assembled', []);
  const report = checkSolvability(pkg, design.solutions);
  const names = new Map(
    design.scenes.flatMap((s) => s.elements.map((e) => [e.id, { name: e.name, scene_index: s.scene_index }] as const)),
  );
  const offenders = report.offending_element_ids.map((id) => ({
    id,
    name: names.get(id)?.name ?? id,
    scene_index: names.get(id)?.scene_index ?? null,
  }));
  if (!report.solvable) return { ...unsolvable(report.reason ?? 'The exit cannot be reached', offenders, pkg), report };
  return {
    verdict: {
      solvable: true,
      reason: null,
      offending_elements: [],
      steps: report.shortest_solution?.length ?? 0,
      states_explored: report.states_explored,
      enabled,
      published,
    },
    pkg,
    report,
  };
}
