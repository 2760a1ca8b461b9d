import { useEffect, useRef } from 'react';

/**
 * Play dialogs for keyboards: the focus put back where it belongs once a dialog has closed or
 * the screen changed under it (components/controls/NamedModal names the dialogs).
 */

/** The element dialog's header, under which the snackbar shows while the dialog is open (never over its controls). */
export const ELEMENT_DIALOG_HEADER_ID = 'element-dialog-header';

/**
 * After a dialog closed: back to the hot-spot that opened it, or, when that element is gone
 * (taken, another scene, the escape), to the scene or the escape screen's heading; never the body.
 */
export function returnFocus(elementId: string | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const hotspot = elementId
    ? document.querySelector<HTMLElement>(`.play-hotspot[data-element-id="${CSS.escape(elementId)}"]`)
    : null;
  const target =
    hotspot ?? document.querySelector<HTMLElement>('.play-scene') ?? document.getElementById('escape-heading');
  target?.focus();
}

/**
 * Puts the focus back on the control that opened a sheet (an Ionic button's own native button),
 * unless the focus already went somewhere on purpose (a field, another dialog).
 */
export function refocus(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.closest('ion-modal')) return;
  (opener.shadowRoot?.querySelector<HTMLElement>('button') ?? opener).focus();
}

/**
 * When what the screen shows changes under the focus (another scene, the escape, after an item
 * was used on a hot-spot that went with it), the focus moves to the scene or the escape screen.
 */
export function useFocusKeptOn(view: string): void {
  const shown = useRef(view);
  useEffect(() => {
    // The first view of the screen leaves the focus where the page put it.
    if (shown.current === view || !shown.current) {
      shown.current = view;
      return;
    }
    shown.current = view;
    const frame = requestAnimationFrame(() => returnFocus(null));
    return () => cancelAnimationFrame(frame);
  }, [view]);
}
