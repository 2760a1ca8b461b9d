/** The pending AI call's progress line ("Ermie is rewriting the title…"), announced politely. */
import { IonSpinner } from '@ionic/react';
import { assistProgress } from '../state/assist-state';
import type { AssistTask } from '../state/wizard-types';

export default function AssistProgress({ task }: { task: AssistTask }) {
  return (
    <p className="assist-status" role="status" aria-live="polite" data-testid="assist-progress">
      <IonSpinner name="crescent" />
      {assistProgress(task)}
    </p>
  );
}
