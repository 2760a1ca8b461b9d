/** Difficulty chip colours (rooms-and-play-spec §9): green, amber, red; expert in brand pink. */
import { IonChip, IonLabel } from '@ionic/react';
import type { Difficulty } from '@core';

export const DIFFICULTY_COLORS: Record<Difficulty, string> = {
  easy: 'success',
  medium: 'warning',
  hard: 'danger',
  expert: 'secondary',
};

export default function DifficultyChip({ difficulty }: { difficulty: Difficulty }) {
  return (
    <IonChip
      color={DIFFICULTY_COLORS[difficulty] ?? 'medium'}
      className="difficulty-chip"
      data-testid="difficulty-chip"
    >
      <IonLabel style={{ textTransform: 'capitalize' }}>{difficulty}</IonLabel>
    </IonChip>
  );
}
