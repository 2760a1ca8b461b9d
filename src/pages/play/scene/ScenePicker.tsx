/**
 * Scenes already visited, to walk back to (a go_to_scene action): one compact native
 * select (a phone opens its own picker), hidden until there are two.
 */
import type { PlayScene } from '@core';

export interface ScenePickerProps {
  scenes: PlayScene[];
  visitedIds: string[];
  currentId: string;
  onGo: (sceneId: string) => void;
}

export default function ScenePicker({ scenes, visitedIds, currentId, onGo }: ScenePickerProps) {
  const visited = [...scenes]
    .sort((a, b) => a.order_index - b.order_index)
    .filter((scene) => visitedIds.includes(scene.id));
  if (visited.length < 2) return null;
  return (
    <label className="play-scene-picker">
      <span className="play-scene-picker-label">Go to scene</span>
      <select
        value={currentId}
        onChange={(event) => {
          if (event.target.value !== currentId) onGo(event.target.value);
        }}
        data-testid="scene-picker"
      >
        {visited.map((scene) => (
          <option key={scene.id} value={scene.id}>
            {scene.name}
          </option>
        ))}
      </select>
    </label>
  );
}
