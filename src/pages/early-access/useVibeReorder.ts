/**
 * The vibe ranking's moves: a drag (touch or mouse, @use-gesture/react) that tracks its row and
 * drop target, the arrow keys on a row's handle, and the announcement of every move.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDrag } from '@use-gesture/react';
import { dropIndex, keyboardTarget, moveAnnouncement, moveItem } from './vibe-order';

/** The row being dragged, the row it would land on, and how far it moved. */
interface DragState {
  from: number;
  to: number;
  dy: number;
}

export function useVibeReorder(value: string[], onChange: (value: string[]) => void) {
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

  return { listRef, drag, announcement, bind, onHandleKey };
}
