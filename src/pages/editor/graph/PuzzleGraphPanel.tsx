/**
 * The room's puzzle dependency graph (issue 9): scenes, elements, keys, codes, doors and the
 * exit, the solved path highlighted and offending elements in red. Loaded only on the editor
 * route (this module and xyflow's CSS are a lazy chunk). Clicking an element selects it. The creator
 * analytics (issue 32) show it with a heat layer: each puzzle coloured by the share of players stuck on it.
 */
import { useEffect, useMemo, useState } from 'react';
import { Background, Controls, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './graph.css';
import type { PuzzleGraph } from '@core';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import { loadGraph } from '../../../data/editor/scene-editor-api';
import { layoutGraph, type GraphHeat, type GraphNodeData } from './graph-layout';
import type { SelectElement } from '../select-element';

interface Props {
  roomId: string;
  revision: number;
  sceneIndex: number;
  onSelectElement: SelectElement;
  /** The analytics' heat layer: puzzles coloured by the share of players stuck on them. */
  heat?: GraphHeat;
}

export default function PuzzleGraphPanel({ roomId, revision, onSelectElement, heat }: Props) {
  const [graph, setGraph] = useState<PuzzleGraph | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadGraph(roomId)
      .then((answer) => !cancelled && (setGraph(answer.graph), setError(null)))
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
    };
  }, [roomId, revision]);

  const laid = useMemo(() => (graph ? layoutGraph(graph, heat) : null), [graph, heat]);

  return (
    <section className="editor-card editor-graph" aria-labelledby="graph-title">
      <div className="editor-card__head">
        <h2 id="graph-title">Puzzle Graph</h2>
        <span className="editor-graph__legend muted">
          <span className="graph-swatch graph-swatch--solution" /> solution path
          <span className="graph-swatch graph-swatch--offending" /> blocks the room
          {heat && (
            <>
              <span className="graph-swatch graph-swatch--heat" /> where players get stuck
            </>
          )}
        </span>
      </div>
      <ErrorBanner message={error} testId="graph-error" />
      <div className="editor-graph__canvas" data-testid="puzzle-graph">
        {laid && (
          <ReactFlow
            nodes={laid.nodes}
            edges={laid.edges}
            fitView
            fitViewOptions={{ minZoom: 0.55, padding: 0.1 }}
            colorMode="dark"
            nodesConnectable={false}
            nodesDraggable={false}
            minZoom={0.2}
            onNodeClick={(_, node) => {
              const data = node.data as GraphNodeData;
              if (data.elementId) onSelectElement({ id: data.elementId, scene_index: data.sceneIndex });
            }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        )}
      </div>
    </section>
  );
}
