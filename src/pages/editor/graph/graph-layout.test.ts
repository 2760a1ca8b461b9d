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
});
