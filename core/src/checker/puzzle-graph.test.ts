import { describe, expect, it } from 'vitest';
import { checkSolvability } from './checker';
import { buildPuzzleGraph, elementNodeId, EXIT_NODE_ID, sceneNodeId } from './puzzle-graph';
import { PuzzleGraphSchema } from '../contracts/scene-editor';
import { sampleRoom } from '../test-support/test-rooms';

const edge = (graph: ReturnType<typeof buildPuzzleGraph>, kind: string, from: string, to: string) =>
  graph.edges.find((e) => e.kind === kind && e.source === from && e.target === to);

describe('buildPuzzleGraph', () => {
  it('draws scenes, elements, the exit and every dependency of the sample room', () => {
    const { pkg, solutions } = sampleRoom();
    const graph = buildPuzzleGraph(pkg, checkSolvability(pkg, solutions));
    expect(() => PuzzleGraphSchema.parse(graph)).not.toThrow();
    expect(graph.nodes.filter((n) => n.kind === 'scene')).toHaveLength(2);
    expect(graph.nodes.filter((n) => n.kind === 'element')).toHaveLength(9);
    expect(graph.nodes.some((n) => n.id === EXIT_NODE_ID)).toBe(true);

    const el = elementNodeId;
    expect(edge(graph, 'code', el('painting'), el('desk-drawer'))).toBeDefined();
    expect(edge(graph, 'reveals', el('desk-drawer'), el('brass-key'))).toBeDefined();
    expect(edge(graph, 'key', el('brass-key'), el('study-door'))).toBeDefined();
    expect(edge(graph, 'leads_to', el('study-door'), sceneNodeId('vault'))).toBeDefined();
    expect(edge(graph, 'unlocks', el('lever'), el('exit-hatch'))).toBeDefined();
    expect(edge(graph, 'requires', el('pedestal'), el('exit-hatch'))).toBeDefined();
    expect(edge(graph, 'leads_to', el('exit-hatch'), EXIT_NODE_ID)).toBeDefined();
    expect(edge(graph, 'contains', sceneNodeId('study'), el('bookshelf'))).toBeDefined();
  });

  it('highlights the solved path and leaves the decoy off it', () => {
    const { pkg, solutions } = sampleRoom();
    const graph = buildPuzzleGraph(pkg, checkSolvability(pkg, solutions));
    const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
    for (const id of ['painting', 'desk-drawer', 'brass-key', 'study-door', 'lever', 'gem', 'pedestal', 'exit-hatch'])
      expect(node(elementNodeId(id)).on_solution, id).toBe(true);
    expect(node(elementNodeId('bookshelf')).on_solution).toBe(false);
    expect(node(sceneNodeId('vault')).on_solution).toBe(true);
    expect(edge(graph, 'key', elementNodeId('brass-key'), elementNodeId('study-door'))!.on_solution).toBe(true);
  });

  it('flags offending elements, marks nothing solved and skips edges to a deleted element', () => {
    const { pkg, solutions } = sampleRoom();
    const broken: typeof pkg = JSON.parse(JSON.stringify(pkg));
    broken.scenes[0].elements = broken.scenes[0].elements.filter((e) => e.id !== 'brass-key');
    const report = checkSolvability(broken, solutions);
    expect(report.solvable).toBe(false);
    const graph = buildPuzzleGraph(broken, report);
    expect(graph.nodes.find((n) => n.id === elementNodeId('study-door'))!.offending).toBe(true);
    expect(graph.nodes.every((n) => !n.on_solution)).toBe(true);
    expect(graph.edges.some((e) => e.source === elementNodeId('brass-key'))).toBe(false);
    expect(graph.edges.some((e) => e.target === elementNodeId('brass-key'))).toBe(false);
  });
});
