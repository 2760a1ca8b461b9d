/**
 * The solvability checker: proves that the exit can be reached from the start and
 * that no reachable state is a dead end (a state from which the exit can no longer
 * be reached). Returns the reason and the offending elements when a room fails, and
 * the shortest solution when it passes.
 */
import type { GameAction, RoomPackage, RoomSolutions } from '../engine/room';
import { indexRoom, structuralProblems, type PackageProblem, type RoomIndex } from '../engine/engine-room';
import { initialStateIndexed } from '../engine/engine-state';
import { exitDependencies, semanticProblems } from './checker-validate';
import { clueSourcesOf } from '../engine/clues';
import { exploreStates, isSolvedInKey, pathTo, searchContext, type StateGraph } from '../engine/state-search';

export interface SolvabilityReport {
  solvable: boolean;
  /** False when the search stopped at `maxStates` before seeing every reachable state. */
  exhaustive: boolean;
  reason: string | null;
  offending_element_ids: string[];
  dead_end_count: number;
  states_explored: number;
  shortest_solution: GameAction[] | null;
  /** The actions leading to the first (closest) dead end, when there is one. */
  dead_end_path: GameAction[] | null;
  /** Scenes no reachable state ever enters. */
  unreachable_scene_ids: string[];
  /** Non-fatal findings: unreachable scenes, elements that can never be solved. */
  warnings: string[];
}

export const DEFAULT_MAX_STATES = 200_000;

const MAX_NAMES_IN_REASON = 5;

function problemReport(problems: PackageProblem[]): SolvabilityReport {
  return {
    solvable: false,
    exhaustive: true,
    reason: problems.map((p) => p.message).join('; '),
    offending_element_ids: [...new Set(problems.flatMap((p) => p.element_ids))],
    dead_end_count: 0,
    states_explored: 0,
    shortest_solution: null,
    dead_end_path: null,
    unreachable_scene_ids: [],
    warnings: [],
  };
}

export function describeAction(index: RoomIndex, action: GameAction): string {
  const name = (id: string) => `"${index.elements.get(id)?.name ?? id}"`;
  switch (action.type) {
    case 'interact':
      return action.input ? `enter "${action.input}" on ${name(action.element_id)}` : `tap ${name(action.element_id)}`;
    case 'use_item':
      return `use ${name(action.item_id)} on ${name(action.element_id)}`;
    case 'go_to_scene':
      return `go back to "${index.scenes.get(action.scene_id)?.name ?? action.scene_id}"`;
    default:
      return 'ask for a hint';
  }
}

const nameList = (index: RoomIndex, ids: string[]) => {
  const names = ids.slice(0, MAX_NAMES_IN_REASON).map((id) => `"${index.elements.get(id)!.name}"`);
  return ids.length > MAX_NAMES_IN_REASON
    ? `${names.join(', ')} and ${ids.length - MAX_NAMES_IN_REASON} more`
    : names.join(', ');
};

/** Nodes from which an escape (or, in a cut-off search, an unexplored state) can be reached. */
function nodesThatCanFinish(graph: StateGraph): Uint8Array {
  const n = graph.keys.length;
  const predecessors: number[][] = Array.from({ length: n }, () => []);
  graph.successors.forEach((next, from) => next.forEach((to) => predecessors[to].push(from)));
  const ok = new Uint8Array(n);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    if (graph.escaped[i] || !graph.expanded[i]) {
      ok[i] = 1;
      queue.push(i);
    }
  }
  while (queue.length > 0) {
    for (const from of predecessors[queue.pop()!]) {
      if (!ok[from]) {
        ok[from] = 1;
        queue.push(from);
      }
    }
  }
  return ok;
}

function descendants(graph: StateGraph, node: number): number[] {
  const seen = new Set([node]);
  const queue = [node];
  while (queue.length > 0) {
    for (const next of graph.successors[queue.pop()!]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/**
 * For the offending locks, the clue sources no reachable state has read: a source placed
 * after its lock (a later scene, or behind the lock itself) shows up here by name.
 */
function unreadableSources(index: RoomIndex, graph: StateGraph, offending: string[]): string {
  const read = new Set(graph.keys.flatMap((key) => key.split('|')[4].split(',')));
  const notes: string[] = [];
  for (const id of offending) {
    const lock = index.elements.get(id)!;
    if (!lock.requires.code_hash) continue;
    for (const source of clueSourcesOf(lock).filter((s) => !read.has(s)))
      notes.push(
        `"${lock.name}" takes its code from "${index.elements.get(source)?.name ?? source}", which can never be read before it`,
      );
  }
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

export function checkSolvability(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  opts: { maxStates?: number } = {},
): SolvabilityReport {
  const structural = structuralProblems(pkg);
  if (structural.length > 0) return problemReport(structural);
  const index = indexRoom(pkg);
  const semantic = semanticProblems(index, solutions);
  if (semantic.length > 0) return problemReport(semantic);

  const ctx = searchContext(index, solutions, { eagerClues: true });
  const graph = exploreStates(ctx, initialStateIndexed(index), opts.maxStates ?? DEFAULT_MAX_STATES);
  const exhaustive = !graph.truncated;
  const position = new Map(ctx.elementIds.map((id, i) => [id, i]));
  const solvedIn = (nodes: number[], id: string) =>
    nodes.some((node) => isSolvedInKey(graph.keys[node], position.get(id)!));
  const allNodes = graph.keys.map((_, i) => i);

  const scenesSeen = new Set(graph.keys.map((key) => key.split('|')[1]));
  const unreachableScenes = exhaustive ? pkg.scenes.filter((scene) => !scenesSeen.has(scene.id)) : [];
  const neverSolved = exhaustive ? ctx.elementIds.filter((id) => !solvedIn(allNodes, id)) : [];
  const warnings = [
    ...unreachableScenes.map((scene) => `The scene "${scene.name}" can never be reached`),
    ...neverSolved.map((id) => `"${index.elements.get(id)!.name}" can never be solved`),
    ...(exhaustive
      ? []
      : [`The search stopped after ${graph.keys.length} states; states beyond were not checked for dead ends`]),
  ];
  const base: SearchSummary = {
    exhaustive,
    states_explored: graph.keys.length,
    unreachable_scene_ids: unreachableScenes.map((scene) => scene.id),
    warnings,
  };

  if (graph.firstEscape < 0) {
    const offending = exhaustive ? exitDependencies(index).filter((id) => neverSolved.includes(id)) : [];
    const reason = exhaustive
      ? `The exit can never be reached: ${nameList(index, offending)} can never be solved${unreadableSources(index, graph, offending)}`
      : `No way out was found within ${graph.keys.length} states`;
    return {
      ...base,
      solvable: false,
      reason,
      offending_element_ids: offending,
      dead_end_count: 0,
      shortest_solution: null,
      dead_end_path: null,
    };
  }

  const shortest = pathTo(graph, graph.firstEscape);
  const canFinish = nodesThatCanFinish(graph);
  const deadEnds = allNodes.filter((node) => !canFinish[node]);
  if (deadEnds.length === 0) {
    return {
      ...base,
      solvable: true,
      reason: null,
      offending_element_ids: [],
      dead_end_count: 0,
      shortest_solution: shortest,
      dead_end_path: null,
    };
  }

  return deadEndReport(index, graph, { base, shortest, deadEnds, solvedIn });
}

/** What every searched report says: how far the search went and what it never reached. */
type SearchSummary = Pick<SolvabilityReport, 'exhaustive' | 'states_explored' | 'unreachable_scene_ids' | 'warnings'>;

/**
 * The report of a room whose exit can be reached but that has dead ends: the way into the
 * first (closest) one, and the elements of the shortest solution no longer solvable from it
 * (or, when none, those the exit depends on).
 */
function deadEndReport(
  index: RoomIndex,
  graph: StateGraph,
  found: {
    base: SearchSummary;
    shortest: GameAction[];
    deadEnds: number[];
    solvedIn: (nodes: number[], id: string) => boolean;
  },
): SolvabilityReport {
  const { base, shortest, deadEnds, solvedIn } = found;
  const first = deadEnds[0];
  const path = pathTo(graph, first);
  const future = descendants(graph, first);
  const needed = [
    ...new Set(shortest.flatMap((a) => (a.type === 'interact' || a.type === 'use_item' ? [a.element_id] : []))),
  ];
  let offending = needed.filter((id) => !solvedIn(future, id));
  if (offending.length === 0) offending = exitDependencies(index).filter((id) => !solvedIn(future, id));
  const steps = path.map((action) => describeAction(index, action)).join(', then ');
  return {
    ...base,
    solvable: false,
    reason: `After ${steps}, the exit can no longer be reached (${nameList(index, offending)} can no longer be solved)`,
    offending_element_ids: offending,
    dead_end_count: deadEnds.length,
    shortest_solution: shortest,
    dead_end_path: path,
  };
}
