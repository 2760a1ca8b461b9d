import { describe, expect, it } from 'vitest';
import { claimStaleCodeReload, RELOAD_GUARD_MS, STALE_CODE_RELOAD_KEY, type ReloadRecordStore } from './stale-code';

/** A sessionStorage stand-in; `failing` makes every write throw, as a full or blocked storage does. */
function memoryStore(
  initial: Record<string, string> = {},
  failing = false,
): ReloadRecordStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      if (failing) throw new Error('QuotaExceededError');
      data[key] = value;
    },
  };
}

describe('the one reload for code a deploy removed', () => {
  it('when no reload was made yet then it reloads and records when', () => {
    const store = memoryStore();
    expect(claimStaleCodeReload(store, 1_000_000)).toBe(true);
    expect(JSON.parse(store.data[STALE_CODE_RELOAD_KEY])).toEqual({ at: 1_000_000 });
  });

  it('when the last reload was under the guard time ago then it does not reload again (no loop)', () => {
    const store = memoryStore();
    expect(claimStaleCodeReload(store, 1_000_000)).toBe(true);
    expect(claimStaleCodeReload(store, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(JSON.parse(store.data[STALE_CODE_RELOAD_KEY])).toEqual({ at: 1_000_000 });
  });

  it('when the last reload is older than the guard time then a new deploy gets its reload', () => {
    const store = memoryStore({ [STALE_CODE_RELOAD_KEY]: JSON.stringify({ at: 1_000_000 }) });
    expect(claimStaleCodeReload(store, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('when the record is unreadable or from the future (clock moved) then it is ignored', () => {
    expect(claimStaleCodeReload(memoryStore({ [STALE_CODE_RELOAD_KEY]: '{not json' }), 5_000)).toBe(true);
    expect(claimStaleCodeReload(memoryStore({ [STALE_CODE_RELOAD_KEY]: '{"at":"soon"}' }), 5_000)).toBe(true);
    expect(claimStaleCodeReload(memoryStore({ [STALE_CODE_RELOAD_KEY]: '{"at":9000}' }), 5_000)).toBe(true);
  });

  it('when the record cannot be written then it does not reload (nothing would stop a loop)', () => {
    expect(claimStaleCodeReload(memoryStore({}, true), 5_000)).toBe(false);
  });
});
