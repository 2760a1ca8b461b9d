/**
 * The adventure-vibe ranking (step 0): drag rows with touch or mouse (@use-gesture/react),
 * or focus a row's handle and use the arrow keys. The dragged row fades, the drop target
 * is highlighted, and every move is announced to screen readers.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDrag } from '@use-gesture/react';
import { IonIcon } from '@ionic/react';
import { reorderThree } from 'ionicons/icons';
import { dropIndex, keyboardTarget, moveAnnouncement, moveItem } from './vibe-order';
import { QUESTIONS } from './questions';

interface DragState {
  from: number;
  to: number;
  dy: number;
}

export default function VibeRanking({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  const slot = useRef(0);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    onChange(moveItem(value, from, to));
    setAnnouncement(moveAnnouncement(value[from], to, value.length));
  };

  /** Distance between the tops of two neighbouring rows (layout positions, unaffected by the drag transform). */
  const measureSlot = () => {
    const rows = listRef.current?.children;
    if (!rows || rows.length === 0) return 0;
    const first = rows[0] as HTMLElement;
    return rows.length > 1 ? (rows[1] as HTMLElement).offsetTop - first.offsetTop : first.offsetHeight;
  };

  const bind = useDrag(
    ({ args: [index], first, last, tap, movement: [, dy], event }) => {
      const from = index as number;
      if (first) slot.current = measureSlot();
      const to = dropIndex(from, dy, slot.current, value.length);
      if (last) {
        setDrag(null);
        if (!tap && event.type !== 'pointercancel' && to !== from) move(from, to);
        return;
      }
      setDrag({ from, to, dy });
    },
    { filterTaps: true, axis: 'y' },
  );

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = keyboardTarget(event.key, index, value.length);
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };

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
