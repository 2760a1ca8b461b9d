import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@core/contracts/pagination';
import { usersApi } from '@core';
import { urlFor } from './api-client';
import { loadedCountText, pageFields, pageQuery } from './paging';

describe('pageQuery', () => {
  it('when on the first page then asks for the default page size only', () => {
    expect(urlFor(usersApi.list, { query: pageQuery(null) })).toBe(`/api/v1/users?limit=${PAGE_SIZE_DEFAULT}`);
  });

  it('when a cursor is given then it is sent, encoded, after the limit', () => {
    expect(urlFor(usersApi.list, { query: pageQuery('a b&c', 10) })).toBe('/api/v1/users?limit=10&cursor=a+b%26c');
  });
});

describe('pageFields', () => {
  it('when the body has no next_cursor then this is the last page and the total is unknown', () => {
    expect(pageFields({ users: [] })).toEqual({ next_cursor: null, total: null });
    expect(pageFields(null)).toEqual({ next_cursor: null, total: null });
  });

  it('when the body names a next cursor and a total then both are read', () => {
    expect(pageFields({ next_cursor: 'abc', total: 7 })).toEqual({ next_cursor: 'abc', total: 7 });
  });

  it('when the total comes as counts.total then it is read from there', () => {
    expect(pageFields({ next_cursor: null, counts: { total: 3 } })).toEqual({ next_cursor: null, total: 3 });
  });

  it('when the fields have the wrong types then they are ignored', () => {
    expect(pageFields({ next_cursor: '', total: '9' })).toEqual({ next_cursor: null, total: null });
    expect(pageFields({ next_cursor: 5, total: -1 })).toEqual({ next_cursor: null, total: null });
  });
});

describe('loadedCountText', () => {
  it('when the server counted then shows how many of the total are loaded', () => {
    expect(loadedCountText(50, 120, true)).toBe('50 of 120');
  });

  it('when the server did not count then says only what is loaded, never a page count as a total', () => {
    expect(loadedCountText(50, null, true)).toBe('50 loaded, more to load');
    expect(loadedCountText(12, null, false)).toBe('12 loaded');
  });
});
