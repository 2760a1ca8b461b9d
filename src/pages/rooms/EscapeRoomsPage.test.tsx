// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMMUNITY_MESSAGES } from '@core/content/community-messages';
import type { RoomBrowser } from '../../data/community/useRoomBrowser';
import type { BrowserFilters } from '../../data/community/browser-filters';

const browser = vi.hoisted(() => ({
  asked: [] as BrowserFilters[],
  result: {} as Partial<RoomBrowser>,
}));
vi.mock('../../data/community/useRoomBrowser', () => ({
  useRoomBrowser: (filters: BrowserFilters): RoomBrowser => {
    browser.asked.push(filters);
    return {
      cards: [],
      loading: false,
      error: null,
      online: true,
      fromDevice: false,
      paging: { total: null, hasMore: false, loadingMore: false, loadMoreError: null, loadMore: () => undefined },
      reload: () => undefined,
      markStored: () => undefined,
      refresh: () => undefined,
      ...browser.result,
    };
  },
}));
const { default: EscapeRoomsPage } = await import('./EscapeRoomsPage');
const { SEARCH_PAUSE_MS } = await import('./useBrowserAddress');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  browser.asked = [];
  browser.result = {};
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const open = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/escape-rooms"
          element={
            <>
              <EscapeRoomsPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
const address = () => screen.getByTestId('address').textContent;

describe('the room browser', () => {
  it('when opened on a filtered address then the controls and the list follow it', () => {
    open('/escape-rooms?q=clock&difficulty=hard&sort=new');

    expect((screen.getByTestId('browser-search') as HTMLInputElement).value).toBe('clock');
    expect((screen.getByTestId('filter-difficulty') as HTMLSelectElement).value).toBe('hard');
    expect((screen.getByTestId('browser-sort') as HTMLSelectElement).value).toBe('new');
    expect(browser.asked.at(-1)).toEqual({ q: 'clock', difficulty: 'hard', theme: '', length: '', sort: 'new' });
  });

  it('when a filter changes then the address says so; typed words reach it after a pause', () => {
    vi.useFakeTimers();
    open('/escape-rooms');

    fireEvent.change(screen.getByTestId('filter-length'), { target: { value: 'short' } });
    expect(address()).toBe('/escape-rooms?length=short');
    fireEvent.change(screen.getByTestId('browser-search'), { target: { value: 'tomb' } });
    expect(address()).toBe('/escape-rooms?length=short');
    act(() => vi.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(address()).toBe('/escape-rooms?q=tomb&length=short');
    expect(browser.asked.at(-1)).toMatchObject({ q: 'tomb', length: 'short' });
  });

  it('when no room matches the filters then it says so and its button clears them, keeping the sort', () => {
    open('/escape-rooms?q=nothing&theme=Horror&sort=played');

    expect(screen.getByTestId('rooms-empty').textContent).toContain(COMMUNITY_MESSAGES.noRoomsMatch);
    fireEvent.click(screen.getByTestId('clear-filters'));

    expect(address()).toBe('/escape-rooms?sort=played');
    expect((screen.getByTestId('browser-search') as HTMLInputElement).value).toBe('');
  });

  it('without filters and without rooms it says none is published yet, with no clear button', () => {
    open('/escape-rooms');
    expect(screen.getByTestId('rooms-empty').textContent).toContain('No escape rooms yet');
    expect(screen.queryByTestId('clear-filters')).toBeNull();
  });

  it('when the list fails then the error shows and what was typed stays', () => {
    browser.result = { error: 'Failed to fetch escape rooms' };
    open('/escape-rooms?q=clock');

    expect(screen.getByTestId('rooms-error').textContent).toContain('Failed to fetch escape rooms');
    expect((screen.getByTestId('browser-search') as HTMLInputElement).value).toBe('clock');
    expect(screen.getByTestId('rooms-retry')).toBeTruthy();
  });

  it('while the first page loads it shows card skeletons, announced once', () => {
    browser.result = { loading: true };
    open('/escape-rooms');
    expect(screen.getByRole('status', { name: 'Loading escape rooms' })).toBeTruthy();
  });
});
