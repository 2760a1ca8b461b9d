/**
 * The adventure-vibe ranking (step 0): drag rows with touch or mouse (@use-gesture/react),
 * or focus a row's handle and use the arrow keys. The dragged row fades, the drop target
 * is highlighted, and every move is announced to screen readers.
 */
import { IonIcon } from '@ionic/react';
import { reorderThree } from 'ionicons/icons';
import { QUESTIONS } from './questions';
import { useVibeReorder } from './useVibeReorder';

export default function VibeRanking({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const { listRef, drag, announcement, bind, onHandleKey } = useVibeReorder(value, onChange);

  return (
    <section className="ea-question">
      <h3 id="ea-q-adventure_vibe" className="ea-question__title">
        {QUESTIONS.adventure_vibe}
      </h3>
      <p id="ea-vibe-help" className="ea-question__hint">
        Drag to reorder, 1 = most exciting. With a keyboard, focus a handle and use the arrow keys.
      </p>
      <ol
        ref={listRef}
        className={`ea-vibes${drag ? ' ea-vibes--dragging' : ''}`}
        aria-labelledby="ea-q-adventure_vibe"
        data-testid="ea-vibes"
      >
        {value.map((vibe, index) => {
          const dragged = drag?.from === index;
          const target = drag !== null && drag.to === index && drag.from !== index;
          return (
            <li
              key={vibe}
              {...bind(index)}
              className={`ea-vibe${dragged ? ' ea-vibe--dragged' : ''}${target ? ' ea-vibe--target' : ''}`}
              style={dragged ? { transform: `translateY(${drag.dy}px)` } : undefined}
              data-testid="ea-vibe"
            >
              <span className="ea-vibe__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="ea-vibe__label" data-testid="ea-vibe-label">
                {vibe}
              </span>
              <button
                type="button"
                className="ea-vibe__handle"
                aria-label={`${vibe}, rank ${index + 1} of ${value.length}. Move with the arrow keys`}
                aria-describedby="ea-vibe-help"
                onKeyDown={(event) => onHandleKey(event, index)}
                data-testid="ea-vibe-handle"
              >
                <IonIcon icon={reorderThree} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="assertive" data-testid="ea-vibe-announcement">
        {announcement}
      </p>
    </section>
  );
}
