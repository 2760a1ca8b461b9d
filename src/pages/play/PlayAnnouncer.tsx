/**
 * The play screen's one live region (polite). It says every message the screen shows, an
 * action's with what it changed (outcome.ts: what was found, revealed, unlocked, a clue's
 * words, points), and what the screen says besides (a hint and its cost, an item selected).
 * It sits in the body, outside the views Ionic hides from screen readers while a dialog is open.
 */
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { RoomPackage } from '@core';
import type { PlayMessage } from '../../data/play/usePlayRoom';
import { announcementOf, outcomeOf } from './outcome';

export interface Announcement {
  id: number;
  text: string;
}

/** The words of a message: an action's names its changes too. */
export function messageAnnouncement(pkg: RoomPackage, message: PlayMessage): string {
  return message.result ? announcementOf(outcomeOf(pkg, message.result)) : message.text;
}

/** The latest announcement: each new message of the screen, and whatever `announce` is given. */
export function useAnnouncer(message: PlayMessage | null, pkg: RoomPackage | null) {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [heardId, setHeardId] = useState(0);
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ id: (last?.id ?? 0) + 1, text })), []);
  // A new message is announced in the same render it arrives (state set while rendering).
  if (message && pkg && message.id !== heardId) {
    setHeardId(message.id);
    announce(messageAnnouncement(pkg, message));
  }
  return [announcement, announce] as const;
}

export default function PlayAnnouncer({ announcement }: { announcement: Announcement | null }) {
  return createPortal(
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="play-announcer">
      {/* A new node per announcement, so the same words said twice are heard twice. */}
      {announcement && <p key={announcement.id}>{announcement.text}</p>}
    </div>,
    document.body,
  );
}
