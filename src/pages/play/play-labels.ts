/** Words and icons of the play screen that are worth testing on their own. */
import { cash, cog, cube, diamond, documentText, extensionPuzzle, idCard, key, sparkles } from 'ionicons/icons';

/** What the play screen says while its room loads (PlayStates.tsx, and the prerendered screen: play-prerender.ts). */
export const PLAY_LOADING_TEXT = 'Loading escape room…';

/** "Scene N of M" in the room's scene order (core's, engine/player-view.ts). */
export { sceneCounter } from '@core/engine/player-view';

/** The note under the scene while an inventory item is selected (also said by the live region). */
export const selectionNote = (itemName: string) => `${itemName} selected: tap a lock or door to use it.`;

export function syncLabel(pending: number, syncing: boolean, online: boolean): string {
  if (pending > 0) return `${pending} ${pending === 1 ? 'action' : 'actions'} waiting to sync`;
  if (syncing) return 'Syncing…';
  return online ? 'All progress synced' : 'Progress saved on this device';
}

const ICONS: Record<string, string> = {
  key,
  gem: diamond,
  scroll: documentText,
  gear: cog,
  card: idCard,
  coin: cash,
  shard: sparkles,
  piece: extensionPuzzle,
};

/** The ionicon of an inventory item's short icon name (see InventoryItemSchema). */
export const itemIcon = (name: string): string => ICONS[name] ?? cube;
