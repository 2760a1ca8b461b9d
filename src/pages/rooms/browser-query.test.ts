import { describe, expect, it } from 'vitest';
import { clockOf, DEFAULT_FILTERS, filtersFromSearch, isFiltered, searchOf } from './browser-query';

describe('the room browser in the address', () => {
  it('when filters are set then they go into the address and read back the same', () => {
    const filters = { q: 'clock tower', difficulty: 'hard', theme: 'Steampunk', length: 'long', sort: 'new' } as const;

    const search = searchOf(filters);

    expect(search).toBe('?q=clock+tower&difficulty=hard&theme=Steampunk&length=long&sort=new');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('when everything is a default then the address has no query', () => {
    expect(searchOf(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(DEFAULT_FILTERS);
  });

  it('when the address holds values the browser does not know then they read as not given', () => {
    expect(filtersFromSearch('?difficulty=impossible&length=forever&sort=random&theme=Horror')).toEqual({
      ...DEFAULT_FILTERS,
      theme: 'Horror',
    });
  });

  it('a sort alone does not count as a filter; any filter does', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'played' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, length: 'short' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'tomb' })).toBe(true);
  });

  it('durations read as a clock', () => {
    expect(clockOf(761_000)).toBe('12:41');
    expect(clockOf(3_723_400)).toBe('1:02:03');
    expect(clockOf(-5)).toBe('0:00');
  });
});
