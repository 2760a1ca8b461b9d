/* Ionic core and basic CSS */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/palettes/dark.always.css';

import './theme/variables.css';
import './theme/global.css';
import { inTasks } from './next-task';
import { reloadOnStaleCode } from './stale-code';

// Before the first dynamic import: a tab left open across a deploy reloads once onto the new version.
reloadOnStaleCode();

/**
 * The app's code is evaluated in stages, a task each, rather than in one task that a phone takes
 * hundreds of milliseconds over while input waits (issue 13: total blocking time): React, then
 * Ionic's runtime and the router, then Ionic's set-up, then the app, which then mounts. The HTML preloads every stage's
 * files with the entry (vite.config.ts, withBootPreloads), so the stages only wait for each other's
 * evaluation, never for the network one after the other.
 */
const BOOT_STAGES = [
  () => import('react-dom/client'),
  () => import('./framework'),
  () => import('./ionic-setup'),
] as const;

async function boot(): Promise<void> {
  const { mountApp } = await inTasks(BOOT_STAGES, () => import('./app-root'));
  mountApp();
}

void boot();
