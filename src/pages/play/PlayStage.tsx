/**
 * The open room under the play header: the scene with its picker, the selected item's note and
 * the scene's description (or the escape screen once out), and the inventory in the footer.
 */
import { lazy, Suspense, useEffect } from 'react';
import { formatDuration } from '../../data/play/offline/play-session';
import { bestCompletedScore } from '../../data/play/play-engine';
import { selectionNote } from './play-labels';
import SceneView from './scene/SceneView';
import ScenePicker from './scene/ScenePicker';
import InventoryPanel from './inventory/InventoryPanel';
import type { PlayPageState, ReadyRoom } from './usePlayPageState';

/**
 * The escape screen's code (its icons and buttons) is not in the play route's first load: it is
 * fetched while the room is played, and once fetched it renders at once on the escape, so the
 * focus can move to its heading in the same commit (dialog-a11y.ts).
 */
let escapeModule: typeof import('./EscapeScreen') | null = null;
const loadEscapeScreen = () => import('./EscapeScreen').then((module) => (escapeModule = module));
const LazyEscapeScreen = lazy(loadEscapeScreen);

export interface PlayStageProps {
  page: PlayPageState;
  room: ReadyRoom;
  imageSrc: string | undefined;
}

export default function PlayStage({ page, room, imageSrc }: PlayStageProps) {
  const { play, scene, selectedItem, run } = page;
  const { pkg, state, session } = room;
  useEffect(() => {
    void loadEscapeScreen();
  }, []);
  const EscapeScreen = escapeModule?.default ?? LazyEscapeScreen;
  return (
    <>
      <div className="play-content">
        {state.escaped ? (
          <Suspense fallback={null}>
            <EscapeScreen
              roomId={pkg.id}
              title={pkg.title}
              points={play.points}
              duration={formatDuration(session.started_at, session.finished_at ?? session.updated_at)}
              hintsUsed={state.hints_used}
              best={bestCompletedScore(session, play.points)}
              onPlayAgain={() => {
                page.setSelectedItemId(null);
                page.setOutcomes({});
                play.playAgain();
              }}
            />
          </Suspense>
        ) : (
          scene && (
            <div className="play-stage">
              <ScenePicker
                scenes={pkg.scenes}
                visitedIds={state.visited_scene_ids}
                currentId={scene.id}
                onGo={(sceneId) => run({ type: 'go_to_scene', scene_id: sceneId })}
              />
              <SceneView
                scene={scene}
                state={state}
                imageSrc={imageSrc}
                dropTargetId={page.dropTargetId}
                onSelect={page.tapElement}
              />
              <p className="play-selection-note" data-testid="selection-note">
                {selectedItem ? selectionNote(selectedItem.name) : ''}
              </p>
              {scene.description && <p className="play-scene-description muted">{scene.description}</p>}
            </div>
          )
        )}
      </div>
      {!state.escaped && (
        <footer className="play-footer" id="play-footer">
          <InventoryPanel
            items={state.inventory}
            selectedId={page.selectedId}
            onSelect={(itemId) => {
              page.setSelectedItemId(itemId);
              const item = state.inventory.find((held) => held.id === itemId);
              if (item) page.announce(selectionNote(item.name));
            }}
            onHover={page.setDropTargetId}
            onDrop={(itemId, elementId) => run({ type: 'use_item', element_id: elementId, item_id: itemId })}
          />
        </footer>
      )}
    </>
  );
}
