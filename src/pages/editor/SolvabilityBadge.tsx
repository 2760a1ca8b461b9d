/** The room's verdict after every edit: solvable in N steps, or why not and which elements. */
import { IonIcon } from '@ionic/react';
import { alertCircleOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import type { SolvabilityVerdict } from '@core';
import { verdictText } from './editor-math';
import type { SelectElement } from './select-element';

export default function SolvabilityBadge({
  verdict,
  onSelectElement,
}: {
  verdict: SolvabilityVerdict;
  onSelectElement: SelectElement;
}) {
  if (verdict.solvable)
    return (
      <div className="solvability solvability--ok" role="status" data-testid="solvability-badge">
        <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />
        <strong>{verdictText(verdict)}</strong>
      </div>
    );
  return (
    <div className="solvability solvability--bad" role="alert" data-testid="solvability-badge">
      <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      <div>
        <strong>{verdictText(verdict)}</strong>
        {verdict.reason && <p data-testid="solvability-reason">{verdict.reason}</p>}
        {verdict.offending_elements.length > 0 && (
          <p className="solvability__elements">
            Check:{' '}
            {verdict.offending_elements.map((element) => (
              <button
                key={element.id}
                type="button"
                className="link-button"
                onClick={() => onSelectElement(element)}
                data-testid="solvability-offender"
              >
                {element.name}
              </button>
            ))}
          </p>
        )}
        <p className="muted">Players cannot open this room until it is solvable again.</p>
      </div>
    </div>
  );
}
