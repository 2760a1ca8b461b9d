import { describe, expect, it } from 'vitest';
import { layoutGraph, nodeClass } from './graph-layout';

describe('puzzle graph layout', () => {
  const node = (id: string, extra = {}) => ({
    id,
    kind: 'element' as const,
    label: id,
    element_type: 'key' as const,
    element_id: id,
    scene_index: 0,
    on_solution: false,
    offending: false,
    ...extra,
  });
  it('lays nodes left to right and keeps the flags as classes', () => {
    const { nodes, edges } = layoutGraph({
      nodes: [node('a', { on_solution: true }), node('b', { offending: true })],
      edges: [{ id: 'a-b', source: 'a', target: 'b', kind: 'key', on_solution: true }],
    });
    expect(nodes[0].position.x).toBeLessThan(nodes[1].position.x);
    expect(nodes[0].className).toContain('graph-node--solution');
    expect(nodes[1].className).toContain('graph-node--offending');
    expect(edges[0]).toMatchObject({ animated: true, label: 'key' });
    expect(nodeClass(node('c'))).toBe('graph-node graph-node--element graph-node--key');
  });

  it('when a heat layer is given then its puzzles are coloured, labelled, and marked stuck from 20%', () => {
    const { nodes } = layoutGraph({ nodes: [node('a'), node('b'), node('c')], edges: [] }, { a: 0.5, b: 0.1 });
    expect(nodes[0]).toMatchObject({ style: { background: 'rgb(220, 38, 38)' }, data: { label: 'a · 50% stuck' } });
    expect(nodes[0].className).toContain('graph-node--stuck');
    expect(nodes[1].className).toContain('graph-node--heat');
    expect(nodes[1].className).not.toContain('graph-node--stuck');
    expect(nodes[2].style).toBeUndefined();
    expect(nodes[2].className).not.toContain('graph-node--heat');
  });
});
