/** What the room browser asks for (community.browse's query); empty strings count as not given. */
import type { BrowserSort, Difficulty, RoomLength } from '@core';

export interface BrowserFilters {
  q: string;
  difficulty: Difficulty | '';
  theme: string;
  length: RoomLength | '';
  sort: BrowserSort;
}
