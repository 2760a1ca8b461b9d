/** Scenes already visited, to walk back to (a go_to_scene action). Hidden until there are two. */
import { IonButton } from '@ionic/react';
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
    <nav className="play-scene-picker" aria-label="Visited scenes" data-testid="scene-picker">
      {visited.map((scene) => (
        <IonButton
          key={scene.id}
          size="small"
          fill={scene.id === currentId ? 'solid' : 'outline'}
          aria-current={scene.id === currentId ? 'location' : undefined}
          disabled={scene.id === currentId}
          onClick={() => onGo(scene.id)}
          data-testid={`scene-link-${scene.id}`}
        >
          {scene.name}
        </IonButton>
      ))}
    </nav>
  );
}
