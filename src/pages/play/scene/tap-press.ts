/**
 * A hot-spot's press that a touch tap cannot lose. Chromium sometimes sends a tap's pointer and
 * touch events but no `click`: measured right after an item was dragged and the finger lifted at
 * speed, a tap about 150 ms later reached the hot-spot as `pointerdown`, `pointerup` and
 * `touchend`, and nothing opened (docs/testing.md). So a touch lifted on a hot-spot (one that
 * turned into a scroll is cancelled, never lifted) that no click follows within LOST_CLICK_MS
 * presses the hot-spot itself, and the click that may still come late for that tap is not taken
 * twice. Mouse, pen and keyboard presses are clicks as before.
 */
import { useEffect, useRef, useState } from 'react';

/** How long after a touch is lifted its click may still come before the tap is taken as lost. */
export const LOST_CLICK_MS = 250;
/** A late click for a tap already pressed is ignored within this time. */
export const LATE_CLICK_MS = 600;

export interface TapPress {
  /** A touch was lifted on hot-spot `id`. */
  touchLifted: (id: string) => void;
  click: (id: string) => void;
  /** The scene goes: no tap is pending. */
  cancel: () => void;
}

/** Presses `onPress(id)` once per click, or once per touch tap whose click was lost. */
export function createTapPress(onPress: (id: string) => void): TapPress {
  let waiting: { id: string; timer: ReturnType<typeof setTimeout> } | undefined;
  let pressedAt: { id: string; at: number } | undefined;
  const cancel = () => {
    clearTimeout(waiting?.timer);
    waiting = undefined;
  };
  const pressWithoutClick = (id: string) => {
    cancel();
    pressedAt = { id, at: performance.now() };
    onPress(id);
  };
  return {
    touchLifted: (id) => {
      // A tap still waiting when the next touch lifts had its click lost: it is pressed first.
      if (waiting) pressWithoutClick(waiting.id);
      waiting = { id, timer: setTimeout(() => pressWithoutClick(id), LOST_CLICK_MS) };
    },
    click: (id) => {
      const late = waiting?.id !== id && pressedAt?.id === id && performance.now() - pressedAt.at < LATE_CLICK_MS;
      if (waiting?.id === id) cancel();
      pressedAt = undefined;
      if (!late) onPress(id);
    },
    cancel,
  };
}

/** The hot-spots' press handlers; `onPress` may change between renders. */
export function useTapPress(onPress: (id: string) => void) {
  const latest = useRef(onPress);
  latest.current = onPress;
  const [press] = useState(() => createTapPress((id) => latest.current(id)));
  useEffect(() => press.cancel, [press]);
  return (id: string) => ({
    // A touch's pointerup comes on the hot-spot it was pressed on (touches are captured there).
    onPointerUp: (event: { pointerType: string }) => event.pointerType === 'touch' && press.touchLifted(id),
    onClick: () => press.click(id),
  });
}
