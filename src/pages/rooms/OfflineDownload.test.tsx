// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PLAY_MESSAGES } from '@core/content/messages';
import type { OfflineDownloadState } from '../../data/play/offline/useOfflineDownload';

const download = vi.hoisted(() => ({ state: { status: 'idle' } as OfflineDownloadState, start: vi.fn() }));
vi.mock('../../data/play/offline/useOfflineDownload', () => ({ useOfflineDownload: () => download }));

const { default: OfflineDownload } = await import('./OfflineDownload');

afterEach(() => {
  cleanup();
  download.state = { status: 'idle' };
  download.start.mockReset();
});

/** <ion-button> takes `disabled` as a property. */
const isDisabled = (button: HTMLElement) => Boolean((button as HTMLElement & { disabled?: boolean }).disabled);
const card = () => render(<OfflineDownload roomId="room-1" title="The Study" onStored={() => undefined} />);

describe('Make available offline', () => {
  it('when pressed then it first says offline runs count for XP, not for the leaderboard, and downloads only once confirmed', async () => {
    card();

    fireEvent.click(screen.getByTestId('make-available-offline'));
    const alert = await waitFor(() => {
      const shown = document.querySelector('ion-alert');
      expect(shown).not.toBeNull();
      return shown!;
    });

    expect((alert as HTMLElement & { message?: string }).message).toContain(PLAY_MESSAGES.offlineUnranked);
    expect(download.start).not.toHaveBeenCalled();
    const buttons = (alert as HTMLElement & { buttons?: Array<{ text: string; handler?: () => void }> }).buttons ?? [];
    buttons.find((button) => button.text === 'Download')?.handler?.();
    expect(download.start).toHaveBeenCalledOnce();
  });

  it('while downloading then the progress is announced and the button waits', () => {
    download.state = { status: 'downloading', progress: { done: 2, total: 4 } };

    card();

    expect(screen.getByTestId('offline-download-progress').textContent).toBe('Downloading… 2 of 4');
    expect(isDisabled(screen.getByTestId('make-available-offline'))).toBe(true);
  });

  it('when the download failed then the reason shows as an alert and the button can try again', () => {
    download.state = { status: 'failed', message: PLAY_MESSAGES.offlineDownloadFailed };

    card();

    expect(screen.getByRole('alert').textContent).toContain(PLAY_MESSAGES.offlineDownloadFailed);
    expect(isDisabled(screen.getByTestId('make-available-offline'))).toBe(false);
  });

  it('when stored then it says so, with what it means for the leaderboard', () => {
    download.state = { status: 'done' };

    card();

    expect(screen.getByTestId('offline-download-done').textContent).toContain(PLAY_MESSAGES.offlineUnranked);
    expect(screen.queryByTestId('make-available-offline')).toBeNull();
  });
});
