// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('when a wait of 42 s starts then it shows 42 and counts down each second to 0, then stops ticking', () => {
    const until = Date.now() + 42_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(42);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(41);
    act(() => vi.advanceTimersByTime(40_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when part of a second is left then it shows the whole second still to wait', () => {
    const until = Date.now() + 1_200;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(1);
  });

  it('when there is no wait, or it has passed, then it is 0 and no timer runs', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
    const past = Date.now() - 5_000;
    expect(renderHook(() => useCountdown(past)).result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when a new wait comes then it counts down from the new moment', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: (Date.now() + 5_000) as number | null },
    });
    expect(result.current).toBe(5);
    rerender({ until: Date.now() + 30_000 });
    expect(result.current).toBe(30);
    rerender({ until: null });
    expect(result.current).toBe(0);
  });
});
