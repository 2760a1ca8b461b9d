/**
 * The play screen's first paint, prerendered into dist/play.html at build time (vite.config.ts) and
 * served for a room's address (firebase.json): a bar with the way back, "Loading escape room…", and
 * the room's cover, the start scene's painting, asked for by a few lines of script from the room id in
 * the address (GET /api/v1/escape_rooms/:id/cover, public for rooms anyone may open, 404 otherwise:
 * then the cover is dropped). A phone shows the room's art while the app's code is still on its way
 * (issue 13). The app lifts the screen above itself at boot and removes it once the room is open,
 * or cannot be, or the app has gone elsewhere (play-handoff.ts).
 */
import { arrowBack } from 'ionicons/icons';
import { SCENE_FRAME_MAX_CSS_PX, SCENE_IMAGE_WIDTHS } from '@core';
import { createHash } from 'node:crypto';
import { BOOT_AFTER_LOAD_ATTRIBUTE, prerenderShell, type PageCode } from '../../landing/landing-prerender';
import { inlineIconSvg } from '../../../components/icons/inline-icon';
import { PLAY_ADDRESS } from '../../../play-address';
import { PLAY_PRERENDER_ID } from './play-handoff';
import { PLAY_LOADING_TEXT } from '../play-labels';

/** The file Hosting serves for /play/:id and /escape-room/:id (firebase.json). */
export const PLAY_PRERENDER_FILE = 'play.html';
const COVER_ID = 'play-cover';

/**
 * Asks for the cover at the width this screen shows the scene (data/play/offline/room-cache.ts sceneImageSrc's
 * choice), and drops the image when there is none. Inline, so it starts with the page, not a round
 * trip later: firebase.json's Content-Security-Policy allows it by its hash (playCoverScriptHash).
 */
export const PLAY_COVER_JS = `(function () {
  var cover = document.getElementById('${COVER_ID}');
  var address = ${PLAY_ADDRESS.toString()}.exec(location.pathname);
  if (!cover) return;
  if (!address) return cover.remove();
  var widths = ${JSON.stringify(SCENE_IMAGE_WIDTHS)};
  var pixels = Math.min(window.innerWidth || ${SCENE_FRAME_MAX_CSS_PX}, ${SCENE_FRAME_MAX_CSS_PX}) * (window.devicePixelRatio || 1);
  var width = widths[widths.length - 1];
  for (var i = widths.length - 1; i >= 0; i--) if (widths[i] >= pixels) width = widths[i];
  cover.addEventListener('error', function () { cover.remove(); });
  cover.src = '/api/v1/escape_rooms/' + address[1] + '/cover?w=' + width;
})();`;

/** The CSP source that allows PLAY_COVER_JS inline (firebase.json's script-src carries it). */
export const playCoverScriptHash = (): string =>
  `'sha256-${createHash('sha256').update(PLAY_COVER_JS).digest('base64')}'`;

/** The bar and the cover, with the script that asks for it right after the image element. */
export function playMarkup(): string {
  return `<div id="${PLAY_PRERENDER_ID}" class="play-prerender" data-testid="play-prerender">
  <header class="play-prerender__bar">
    <a class="play-prerender__back" href="/escape-rooms" aria-label="Back to escape rooms">${inlineIconSvg(arrowBack)}</a>
    <p class="play-prerender__status" role="status">${PLAY_LOADING_TEXT}</p>
  </header>
  <div class="play-prerender__stage"><img id="${COVER_ID}" class="play-prerender__cover" alt="" ${BOOT_AFTER_LOAD_ATTRIBUTE} /></div>
</div>
<script>${PLAY_COVER_JS}</script>`;
}

/** The styles the screen needs before the app's stylesheets apply, from the repository root. */
export const PLAY_CRITICAL_CSS_FILES = [
  'src/theme/variables.css',
  'src/pages/play/prerender/play-prerender.css',
] as const;

/** The play screen's module, whose code play.html fetches with the app's (vite.config.ts). */
export const PLAY_PAGE_MODULE = 'src/pages/play/PlayPage.tsx';

/**
 * dist/play.html: the app shell with the play screen's first paint (landing-prerender.ts's
 * prerenderShell), fetching the play screen's code (`page`) with the app's.
 */
export const prerenderPlay = (shell: string, cssSources: readonly string[], page?: PageCode): string =>
  prerenderShell(shell, playMarkup(), cssSources, page);
