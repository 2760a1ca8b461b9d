// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import AskErmieInput from './AskErmieInput';

afterEach(cleanup);

/** A Rewrite button that opens the input, as the storyboard's items do. */
function Opener({ onSubmit = vi.fn() }: { onSubmit?: (sentence: string) => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" data-testid="opener" aria-expanded={asking} onClick={() => setAsking(true)}>
        Rewrite
      </button>
      {asking && (
        <AskErmieInput
          label="Tell Ermie what to change"
          submitLabel="Rewrite"
          testId="ask"
          onSubmit={onSubmit}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

describe('AskErmieInput', () => {
  it('takes the focus when it opens, and Escape gives it back to the opener before the next key', () => {
    render(<Opener />);
    const opener = screen.getByTestId('opener');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByTestId('ask-input'));
    fireEvent.keyDown(screen.getByTestId('ask-input'), { key: 'Escape' });
    expect(screen.queryByTestId('ask')).toBeNull();
    // At once, not a frame later: a keyboard user's Enter right after Escape opens the input again.
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByTestId('ask-input'));
  });

  it('leaves the focus in an input opened again before the next frame (the fallback only catches a lost focus)', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      render(<Opener />);
      const opener = screen.getByTestId('opener');
      opener.focus();
      fireEvent.click(opener);
      fireEvent.keyDown(screen.getByTestId('ask-input'), { key: 'Escape' });
      fireEvent.click(opener); // Enter on the opener, before the frame comes
      const input = screen.getByTestId('ask-input');
      expect(document.activeElement).toBe(input);
      for (const frame of frames.splice(0)) frame(performance.now());
      expect(document.activeElement).toBe(input);
    } finally {
      raf.mockRestore();
    }
  });

  it('sends the trimmed sentence on Enter and refuses a blank one', () => {
    const onSubmit = vi.fn();
    render(<Opener onSubmit={onSubmit} />);
    fireEvent.click(screen.getByTestId('opener'));
    const input = screen.getByTestId('ask-input');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  darker, with a brass key ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('darker, with a brass key');
  });
});
