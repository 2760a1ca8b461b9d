/**
 * The room's puzzle dependency graph, as the scene editor draws it: scenes, elements and
 * the exit as nodes; what each element needs (a key, a code's clue, another element
 * solved) and what it yields (unlocks, reveals, a scene) as edges. The checker's shortest
 * solution marks the solved path; its offending elements are flagged.
 */
import type { GameAction, PlayElement, RoomPackage } from '../engine/room';
import type { PuzzleGraph } from '../contracts/scene-editor';

type Node = PuzzleGraph['nodes'][number];
type Edge = PuzzleGraph['edges'][number];

export const EXIT_NODE_ID = 'exit';
export const sceneNodeId = (sceneId: string) => `scene:${sceneId}`;
export const elementNodeId = (elementId: string) => `element:${elementId}`;

/** Element and scene ids the solution touches, in order of first use. */
function solutionIds(pkg: RoomPackage, solution: GameAction[] | null): { elements: Set<string>; scenes: Set<string> } {
  const elements = new Set<string>();
  const scenes = new Set<string>(solution ? [pkg.start_scene_id] : []);
  const nextScene = new Map<string, string>();
  for (const scene of pkg.scenes)
    for (const el of scene.elements) if (el.yields?.next_scene_id) nextScene.set(el.id, el.yields.next_scene_id);
  for (const action of solution ?? []) {
    if (action.type === 'interact' || action.type === 'use_item') {
      elements.add(action.element_id);
      const next = nextScene.get(action.element_id);
      if (next) scenes.add(next);
    }
    if (action.type === 'use_item') elements.add(action.item_id);
    if (action.type === 'go_to_scene') scenes.add(action.scene_id);
  }
  return { elements, scenes };
}

export function buildPuzzleGraph(
  pkg: RoomPackage,
  report: { shortest_solution: GameAction[] | null; offending_element_ids: string[]; solvable: boolean },
): PuzzleGraph {
  const onPath = solutionIds(pkg, report.solvable ? report.shortest_solution : null);
  const offending = new Set(report.offending_element_ids);
  const nodes: Node[] = [];
  const edges: Edge[] = [];
  const known = new Set<string>();
  const elements: Array<{ el: PlayElement; sceneIndex: number; sceneId: string }> = [];

  pkg.scenes.forEach((scene, sceneIndex) => {
    const id = sceneNodeId(scene.id);
    known.add(id);
    nodes.push({
      id,
      kind: 'scene',
      label: scene.name,
      element_type: null,
      element_id: null,
      scene_index: scene.order_index ?? sceneIndex,
      on_solution: onPath.scenes.has(scene.id),
      offending: false,
    });
    for (const el of scene.elements) {
      known.add(elementNodeId(el.id));
      elements.push({ el, sceneIndex: scene.order_index ?? sceneIndex, sceneId: scene.id });
      nodes.push({
        id: elementNodeId(el.id),
        kind: 'element',
        label: el.name,
        element_type: el.element_type,
        element_id: el.id,
        scene_index: scene.order_index ?? sceneIndex,
        on_solution: onPath.elements.has(el.id),
        offending: offending.has(el.id),
      });
    }
  });
  const escapes = elements.filter(({ el }) => el.yields?.escape);
  if (escapes.length > 0) {
    known.add(EXIT_NODE_ID);
    nodes.push({
      id: EXIT_NODE_ID,
      kind: 'exit',
      label: 'Escape',
      element_type: null,
      element_id: null,
      scene_index: null,
      on_solution: report.solvable,
      offending: false,
    });
  }

  const onSolution = (source: string, target: string) =>
    [source, target].every((id) => nodes.find((n) => n.id === id)?.on_solution ?? false);
  const link = (source: string, target: string, kind: Edge['kind']) => {
    if (!known.has(source) || !known.has(target)) return;
    const id = `${kind}:${source}->${target}`;
    if (edges.some((e) => e.id === id)) return;
    edges.push({ id, source, target, kind, on_solution: onSolution(source, target) });
  };

  for (const { el, sceneId } of elements) {
    const self = elementNodeId(el.id);
    link(sceneNodeId(sceneId), self, 'contains');
    for (const item of el.requires?.items ?? []) link(elementNodeId(item), self, 'key');
    if (el.requires?.clue_from) link(elementNodeId(el.requires.clue_from), self, 'code');
    for (const solved of el.requires?.solved ?? []) link(elementNodeId(solved), self, 'requires');
    for (const target of el.yields?.unlocks ?? []) link(self, elementNodeId(target), 'unlocks');
    for (const target of el.yields?.reveals ?? []) link(self, elementNodeId(target), 'reveals');
    if (el.yields?.next_scene_id) link(self, sceneNodeId(el.yields.next_scene_id), 'leads_to');
    if (el.yields?.escape) link(self, EXIT_NODE_ID, 'leads_to');
  }
  return { nodes, edges };
}
