import { describe, expect, it, vi } from 'vitest';
import { sharePath } from '@core/contracts/community-rules';
import { roomLink, shareLink } from './share';

const URL_ = 'https://ermie.example/escape-rooms/room-1';

describe('Share', () => {
  it('when the device can share then the share sheet gets the title and the link', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(URL_, 'The Study', { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'The Study', url: URL_ }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when the player closes the share sheet then nothing is copied', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(URL_, 'The Study', { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('without a share sheet (desktop) the link is copied; without a clipboard it says it failed', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(URL_, 'The Study', { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await shareLink(URL_, 'The Study', {})).toBe('failed');
  });

  it('the link is the room’s short link /r/{short id}, else the room page’s address', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(roomLink(id, 'https://ermie.example')).toBe(`https://ermie.example${sharePath(id)}`);
    expect(roomLink(id, 'https://ermie.example')).toMatch(/^https:\/\/ermie\.example\/r\/[A-Za-z0-9_-]{22}$/);
    expect(roomLink('room 1', 'https://ermie.example')).toBe('https://ermie.example/escape-rooms/room%201');
  });
});
