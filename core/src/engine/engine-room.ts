/**
 * A room package indexed for the engine: elements by id, the scene of each element,
 * scenes by id. Building the index validates the package's structure (ids exist and
 * are unique); a malformed package is an authoring error, so it throws.
 */
import type { PlayElement, PlayScene, RoomPackage } from './room';

export interface PackageProblem {
  message: string;
  element_ids: string[];
}

export class MalformedRoomError extends Error {
  constructor(readonly problems: PackageProblem[]) {
    super(`Malformed room package: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'MalformedRoomError';
  }
}

/** Whether `input` opens the combination lock `el`. */
export type CodeCheck = (el: PlayElement, input: string) => boolean;

export interface RoomIndex {
  pkg: RoomPackage;
  elements: Map<string, PlayElement>;
  sceneOfElement: Map<string, PlayScene>;
  scenes: Map<string, PlayScene>;
  /**
   * How this copy of the room checks an entered code. Absent (the browser, the checker): against
   * the lock's PBKDF2 hash (code.ts). The server, which holds the answers, hands a check that
   * compares with them and derives nothing (functions/src/domain/play/code-answers.ts).
   */
  codeCheck?: CodeCheck;
}

/** Fills `requires`/`yields` defaults, so packages that skipped zod parsing still work. */
function normalizeElement(el: PlayElement): PlayElement {
  const requires = el.requires ?? {};
  const yields = el.yields ?? {};
  return {
    ...el,
    requires: { ...requires, items: requires.items ?? [], solved: requires.solved ?? [] },
    yields: {
      ...yields,
      collect: yields.collect ?? false,
      reveals: yields.reveals ?? [],
      unlocks: yields.unlocks ?? [],
      escape: yields.escape ?? false,
    },
  };
}

function buildIndex(pkg: RoomPackage): { index: RoomIndex; problems: PackageProblem[] } {
  const problems: PackageProblem[] = [];
  const elements = new Map<string, PlayElement>();
  const sceneOfElement = new Map<string, PlayScene>();
  const scenes = new Map<string, PlayScene>();
  for (const scene of pkg.scenes ?? []) {
    if (scenes.has(scene.id)) problems.push({ message: `Scene id "${scene.id}" is used twice`, element_ids: [] });
    scenes.set(scene.id, scene);
    for (const raw of scene.elements ?? []) {
      if (elements.has(raw.id))
        problems.push({ message: `Element id "${raw.id}" is used twice`, element_ids: [raw.id] });
      elements.set(raw.id, normalizeElement(raw));
      sceneOfElement.set(raw.id, scene);
    }
  }
  if (!scenes.has(pkg.start_scene_id)) {
    problems.push({ message: `The start scene "${pkg.start_scene_id}" does not exist`, element_ids: [] });
  }
  const refs = (owner: PlayElement, kind: string, ids: string[]) => {
    for (const id of ids) {
      if (!elements.has(id))
        problems.push({ message: `"${owner.name}" ${kind} "${id}", which does not exist`, element_ids: [owner.id] });
    }
  };
  for (const el of elements.values()) {
    refs(el, 'requires the item', el.requires.items);
    refs(el, 'requires solving', el.requires.solved);
    if (el.requires.clue_from) refs(el, 'takes its clue from', [el.requires.clue_from]);
    refs(el, 'reveals', el.yields.reveals);
    refs(el, 'unlocks', el.yields.unlocks);
    const next = el.yields.next_scene_id;
    if (next !== undefined && !scenes.has(next)) {
      problems.push({
        message: `"${el.name}" leads to the scene "${next}", which does not exist`,
        element_ids: [el.id],
      });
    }
  }
  return { index: { pkg, elements, sceneOfElement, scenes }, problems };
}

/** Structural problems of a package (dangling or duplicate ids, missing start scene). */
export function structuralProblems(pkg: RoomPackage): PackageProblem[] {
  return buildIndex(pkg).problems;
}

/** Indexes a package; throws MalformedRoomError when its structure is broken. */
export function indexRoom(pkg: RoomPackage): RoomIndex {
  const { index, problems } = buildIndex(pkg);
  if (problems.length > 0) throw new MalformedRoomError(problems);
  return index;
}
