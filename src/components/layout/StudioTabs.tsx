/**
 * The tab bar of the dashboard and the admin panel (rooms-and-play-spec §2). Every tab stays
 * reachable: on touch phones the bar scrolls sideways, and the active tab is scrolled into
 * view when it is chosen, when the bar first appears and whenever the bar changes size; with
 * a mouse, or from 768 px wide, the tabs wrap onto more rows (DashboardPage.css).
 */
import { useEffect, useRef } from 'react';
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { revealOffset } from './tab-reveal';

interface Props<T extends string> {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** Each tab's data-testid is this prefix followed by its id. */
  testIdPrefix: string;
}

function revealActive(bar: HTMLElement, value: string, smooth: boolean): void {
  const tab = [...bar.querySelectorAll<HTMLElement>('ion-segment-button')].find(
    (button) => button.getAttribute('value') === value || (button as HTMLElement & { value?: string }).value === value,
  );
  if (!tab) return;
  // The margin keeps the tab clear of the bar's faded right edge (DashboardPage.css).
  const offset = revealOffset(bar.getBoundingClientRect(), tab.getBoundingClientRect(), 32);
  if (offset !== 0) bar.scrollBy({ left: offset, behavior: smooth ? 'smooth' : 'instant' });
}

export default function StudioTabs<T extends string>({ tabs, value, onChange, label, testIdPrefix }: Props<T>) {
  const bar = useRef<HTMLIonSegmentElement>(null);
  const shown = useRef(false);

  // On first appearance (instantly) and on every change of tab (smoothly).
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const smooth = shown.current;
    shown.current = true;
    const frame = requestAnimationFrame(() => revealActive(element, value, smooth));
    return () => cancelAnimationFrame(frame);
  }, [value]);

  // When the bar changes size (a rotated phone, a resized window), the active tab is shown again.
  const current = useRef(value);
  current.current = value;
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => revealActive(element, current.current, false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <IonSegment
      ref={bar}
      scrollable
      value={value}
      onIonChange={(e) => onChange(e.detail.value as T)}
      className="studio-tabs"
      aria-label={label}
    >
      {tabs.map((t) => (
        <IonSegmentButton key={t.id} value={t.id} data-testid={`${testIdPrefix}${t.id}`}>
          <IonLabel>{t.label}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
