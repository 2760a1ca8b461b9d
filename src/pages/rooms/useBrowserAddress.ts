/**
 * The room browser's filters, kept in the address (browser-query.ts): read from it while the
 * browser is the page in sight (a page Ionic keeps mounted under the room's page keeps its own),
 * written to it in place (replace), so Back from a room returns to the same list. The search box
 * runs ahead of the address: what is typed stays, and reaches the list after a pause.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrowserFilters } from '../../data/community/browser-filters';
import { DEFAULT_FILTERS, filtersFromSearch, searchOf } from './browser-query';

export const BROWSER_PATH = '/escape-rooms';
export const SEARCH_PAUSE_MS = 350;

export function useBrowserAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname === BROWSER_PATH;
  const [filters, setFilters] = useState<BrowserFilters>(() => filtersFromSearch(here ? location.search : ''));
  const [text, setText] = useState(filters.q);
  const latest = useRef(filters);
  latest.current = filters;

  useEffect(() => {
    if (!here) return;
    const read = filtersFromSearch(location.search);
    if (JSON.stringify(read) === JSON.stringify(latest.current)) return;
    setFilters(read);
    setText(read.q);
  }, [here, location.search]);

  const apply = useCallback(
    (next: BrowserFilters) => {
      setFilters(next);
      navigate(`${BROWSER_PATH}${searchOf(next)}`, { replace: true });
    },
    [navigate],
  );

  // The typed search reaches the list (and the address) once the typing pauses.
  useEffect(() => {
    if (text === latest.current.q) return;
    const timer = setTimeout(() => apply({ ...latest.current, q: text }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, apply]);

  const clear = useCallback(() => {
    setText('');
    apply({ ...DEFAULT_FILTERS, sort: latest.current.sort });
  }, [apply]);

  /** The browser's address as it stands, for links that come back to it. */
  const address = `${BROWSER_PATH}${searchOf(filters)}`;
  return { filters, text, setText, apply, clear, address };
}
