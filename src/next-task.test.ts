import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTasks, nextTask, whenIdle } from './next-task';

afterEach(() => vi.useRealTimers());

describe('inTasks', () => {
  it('loads the stages in order, each in a task of its own, and resolves with the last one', async () => {
    const order: string[] = [];
    // A timer queued before the stages runs between the first and the second: the stages yield.
    setTimeout(() => order.push('waiting task'), 0);
    const result = await inTasks([async () => order.push('first'), async () => order.push('second')], async () => {
      order.push('last');
      return 'module';
    });
    expect(result).toBe('module');
    expect(order).toEqual(['first', 'waiting task', 'second', 'last']);
  });

  it('stops at a stage that fails, without loading the rest', async () => {
    const last = vi.fn(async () => 'module');
    await expect(inTasks([() => Promise.reject(new Error('offline'))], last)).rejects.toThrow('offline');
    expect(last).not.toHaveBeenCalled();
  });

  it('with no stages, is the last import alone', async () => {
    await expect(inTasks([], async () => 42)).resolves.toBe(42);
  });
});

describe('nextTask', () => {
  it('resolves after the tasks already waiting', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['waiting task', 'after']);
  });
});

describe('whenIdle', () => {
  it('resolves from an idle callback, with the time limit it is given', async () => {
    const idle = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      setTimeout(callback, 0);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    await whenIdle(500);
    vi.unstubAllGlobals();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  it('without idle callbacks (Safari), resolves in a task of its own', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    await whenIdle();
    vi.unstubAllGlobals();
    order.push('after');
    expect(order).toEqual(['waiting task', 'after']);
  });
});
