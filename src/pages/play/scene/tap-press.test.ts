import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTapPress, LATE_CLICK_MS, LOST_CLICK_MS } from './tap-press';

function setUp() {
  const pressed: string[] = [];
  const press = createTapPress((id) => pressed.push(id));
  return { pressed, press, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

describe('a hot-spot press that a touch tap cannot lose', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a touch tap with its click presses once, at the click', () => {
    const { pressed, press, advance } = setUp();
    press.touchLifted('a');
    advance(5);
    press.click('a');
    expect(pressed).toEqual(['a']);
    advance(LOST_CLICK_MS * 4);
    expect(pressed).toEqual(['a']);
  });

  it('a touch tap whose click never comes presses once, LOST_CLICK_MS after the lift', () => {
    const { pressed, press, advance } = setUp();
    press.touchLifted('a');
    advance(LOST_CLICK_MS - 1);
    expect(pressed).toEqual([]);
    advance(1);
    expect(pressed).toEqual(['a']);
    advance(LOST_CLICK_MS * 4);
    expect(pressed).toEqual(['a']);
  });

  it('a click that comes late for a tap already pressed is not taken twice; a later click is', () => {
    const { pressed, press, advance } = setUp();
    press.touchLifted('a');
    advance(LOST_CLICK_MS + 50);
    press.click('a');
    expect(pressed).toEqual(['a']);
    press.click('a');
    expect(pressed).toEqual(['a', 'a']);
    press.touchLifted('b');
    advance(LOST_CLICK_MS + LATE_CLICK_MS);
    press.click('b');
    expect(pressed).toEqual(['a', 'a', 'b', 'b']);
  });

  it('a second tap while the first still waits for its click: the first is pressed then, each once', () => {
    const { pressed, press, advance } = setUp();
    press.touchLifted('a');
    advance(100);
    press.touchLifted('b');
    expect(pressed).toEqual(['a']);
    press.click('b');
    advance(LOST_CLICK_MS * 4);
    expect(pressed).toEqual(['a', 'b']);
  });

  it('mouse and keyboard presses are their clicks, with no wait', () => {
    const { pressed, press, advance } = setUp();
    press.click('a');
    press.click('b');
    expect(pressed).toEqual(['a', 'b']);
    advance(LOST_CLICK_MS * 4);
    expect(pressed).toEqual(['a', 'b']);
  });

  it('a tap still waiting for its click is dropped when the scene goes', () => {
    const { pressed, press, advance } = setUp();
    press.touchLifted('a');
    press.cancel();
    advance(LOST_CLICK_MS * 4);
    expect(pressed).toEqual([]);
  });
});
