/** The Play Puzzle tab's few top-rated rooms (issue 31): the browser's first page, sorted top rated, cut short. */
import { browseRooms } from './browse-call';
import { useLoad, type Loadable } from './useLoad';
import type { RoomCard } from '@core';

export const TOP_ROOMS = 3;

const loadTop = async () =>
  (await browseRooms({ q: '', difficulty: '', theme: '', length: '', sort: 'top' }, null, TOP_ROOMS)).items;

export function useTopRooms(): [Loadable<RoomCard[]>, () => void] {
  return useLoad(loadTop, 'top');
}
