import { describe, expect, it } from 'vitest';
import { codeInputProps, codeKeyboard } from './code-keyboard';

const lock = (description: string, pattern?: string, hints: string[] = ['']) => ({
  name: 'Wall safe',
  description,
  hints,
  requires: { items: [], solved: [], clue_sources: [], ...(pattern ? { pattern } : {}) },
});

describe('codeKeyboard', () => {
  it('opens the numeric keypad for digit codes', () => {
    expect(codeKeyboard(lock('A steel safe. It takes a 3-digit code.'))).toBe('numeric');
    expect(codeKeyboard(lock('A brass keypad.'))).toBe('numeric');
    expect(codeKeyboard(lock('A dial.', 'counting'))).toBe('numeric');
    // A generated lock's statement wins over other words in its text.
    expect(
      codeKeyboard(
        lock('A reliquary. The clues it needs bear the Greek letter alpha. It takes a 3-digit code.', 'symbol-map'),
      ),
    ).toBe('numeric');
  });

  it('opens the text keyboard for words, and when nothing says digits', () => {
    expect(codeKeyboard(lock('A cipher box. It takes a 5-letter word.'))).toBe('text');
    expect(codeKeyboard(lock('A box with a number of letters on its dials.'))).toBe('text');
    expect(codeKeyboard(lock('An old chest.'))).toBe('text');
    expect(codeKeyboard(lock('A wheel of letters. It takes a 5-letter word.', 'symbol-map'))).toBe('text');
    expect(codeKeyboard(lock('A stone face.', 'riddle'))).toBe('text');
  });

  it('gives the input attributes of each keyboard', () => {
    expect(codeInputProps('numeric')).toEqual({ inputmode: 'numeric', pattern: '[0-9]*' });
    expect(codeInputProps('text')).toEqual({ inputmode: 'text' });
  });
});
