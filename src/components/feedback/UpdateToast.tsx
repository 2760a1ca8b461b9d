/**
 * The "new version" toast of UpdatePrompt. It shows after a deploy, when the old build's lazily
 * loaded files may be gone, so it is part of the app's boot code (App.tsx imports UpdatePrompt)
 * and made of plain elements: Ionic's toast would add about 15 KB (gzip) to every page's first
 * load (issue 13's budgets).
 */
import { APP_MESSAGES } from '@core/content/play-messages';

export default function UpdateToast({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  return (
    <div className="update-toast" role="status" data-testid="update-toast">
      <span className="update-toast-message">{APP_MESSAGES.updateAvailable}</span>
      <button type="button" onClick={onLater}>
        Later
      </button>
      <button type="button" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
