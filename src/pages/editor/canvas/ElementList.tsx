/** The Puzzle Elements list (§2): name, type, position, confidence and how each was placed. */
import { IonChip, IonLabel } from '@ionic/react';
import { isAiPositioned, positioningLabel, type EditorElement } from '@core';
import { confidenceColor, confidencePercent, hasLowConfidenceBorder } from '../editor-math';
import { markerClass } from './ElementMarker';

export const typeLabel = (type: string) => type.replace(/_/g, ' ');

export default function ElementList({
  elements,
  onOpen,
}: {
  elements: EditorElement[];
  onOpen: (element: EditorElement) => void;
}) {
  return (
    <section className="editor-card" aria-labelledby="elements-title">
      <div className="editor-card__head">
        <h2 id="elements-title">Puzzle Elements</h2>
        <span className="muted">{elements.length}</span>
      </div>
      {elements.length === 0 ? (
        <p className="muted">No elements in this scene yet. Use the grid to add one.</p>
      ) : (
        <ul className="editor-elements" data-testid="element-list">
          {elements.map((element) => (
            <li key={element.id}>
              <button
                type="button"
                className={`editor-element${hasLowConfidenceBorder(element.position_confidence) ? ' editor-element--low' : ''}`}
                onClick={() => onOpen(element)}
                data-testid="element-row"
                data-element-id={element.id}
                data-element-type={element.element_type}
              >
                <span className={markerClass(element.element_type)} aria-hidden="true" />
                <span className="editor-element__main">
                  <strong>{element.name}</strong>
                  <span className="muted">
                    {typeLabel(element.element_type)} ·{' '}
                    <span data-testid="element-position">
                      ({Math.round(element.x_position)}, {Math.round(element.y_position)})
                    </span>
                    {element.visible ? '' : ' · hidden'}
                  </span>
                </span>
                <IonChip
                  color={confidenceColor(element.position_confidence)}
                  data-color={confidenceColor(element.position_confidence)}
                  data-testid="confidence-chip"
                >
                  <IonLabel>{confidencePercent(element.position_confidence)}</IonLabel>
                </IonChip>
                <IonChip color={isAiPositioned(element.positioning_method) ? 'tertiary' : 'medium'}>
                  <IonLabel>{positioningLabel(element.positioning_method)}</IonLabel>
                </IonChip>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
