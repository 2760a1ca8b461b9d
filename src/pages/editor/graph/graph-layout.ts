/** Lays the puzzle graph out left to right with dagre and turns it into xyflow nodes and edges. */
import dagre from '@dagrejs/dagre';
import type { Edge, Node } from '@xyflow/react';
import type { PuzzleGraph } from '@core';
import { formatShare, heatColour } from '../../analytics/analytics-format';

export const NODE_SIZE = { width: 150, height: 40 };

export type GraphNodeData = { label: string; elementId: string | null; sceneIndex: number | null };

/** Design element id -> share of players stuck on it (the analytics' heat layer, issue 32). */
export type GraphHeat = Record<string, number>;
/** A stuck share from which a node is marked stuck (class graph-node--stuck). */
export const STUCK_MARK = 0.2;

/** A node's heat: its colour, a class, and its share in its label, when the heat layer has it. */
function heated(node: PuzzleGraph['nodes'][number], heat: GraphHeat | undefined) {
  const share = node.element_id && heat ? heat[node.element_id] : undefined;
  if (share === undefined) return null;
  return {
    label: `${node.label} · ${formatShare(share)} stuck`,
    className: share >= STUCK_MARK ? ' graph-node--heat graph-node--stuck' : ' graph-node--heat',
    style: { background: heatColour(share) },
  };
}

/** The CSS classes of a node: its kind, its element type, and whether it is on the solution or offending. */
export function nodeClass(node: PuzzleGraph['nodes'][number]): string {
  return [
    'graph-node',
    `graph-node--${node.kind}`,
    node.element_type ? `graph-node--${node.element_type.replace(/_/g, '-')}` : '',
    node.on_solution ? 'graph-node--solution' : '',
    node.offending ? 'graph-node--offending' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function layoutGraph(graph: PuzzleGraph, heat?: GraphHeat): { nodes: Node<GraphNodeData>[]; edges: Edge[] } {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'LR', nodesep: 18, ranksep: 60 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.id, { ...NODE_SIZE });
  for (const edge of graph.edges) g.setEdge(edge.source, edge.target);
  dagre.layout(g);

  const nodes = graph.nodes.map((node) => {
    const at = g.node(node.id);
    const hot = heated(node, heat);
    return {
      id: node.id,
      position: { x: at.x - NODE_SIZE.width / 2, y: at.y - NODE_SIZE.height / 2 },
      data: { label: hot?.label ?? node.label, elementId: node.element_id, sceneIndex: node.scene_index },
      className: nodeClass(node) + (hot?.className ?? ''),
      ...(hot ? { style: hot.style } : {}),
      width: NODE_SIZE.width,
      height: NODE_SIZE.height,
      connectable: false,
      draggable: false,
    } satisfies Node<GraphNodeData>;
  });
  const edges = graph.edges.map(
    (edge) =>
      ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        label: edge.kind === 'contains' ? undefined : edge.kind.replace(/_/g, ' '),
        animated: edge.on_solution,
        className: `graph-edge graph-edge--${edge.kind}${edge.on_solution ? ' graph-edge--solution' : ''}`,
      }) satisfies Edge,
  );
  return { nodes, edges };
}
