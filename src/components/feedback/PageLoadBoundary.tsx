/**
 * The error screen of a lazily loaded page whose code would not load: after a deploy the tab first
 * reloads once onto the new version (src/stale-code.ts) and this shows the spinner meanwhile; a
 * failure that reloading did not mend shows the message and a Reload button. Plain elements, no
 * Ionic component: it is part of the app's boot code (App.tsx) and must stay small.
 */
import { Component, type ReactNode } from 'react';
import { APP_MESSAGES } from '@core/content/play-messages';
import { reloadingForNewVersion } from '../../stale-code';
import LoadingPage from './LoadingPage';

interface Props {
  children: ReactNode;
}

export default class PageLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (reloadingForNewVersion()) return <LoadingPage />;
    return (
      <div className="centered-fill page-load-error" data-testid="page-load-error">
        <div className="error-banner" role="alert">
          <span>{APP_MESSAGES.pageLoadFailed}</span>
        </div>
        <button type="button" className="page-load-error-reload" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
