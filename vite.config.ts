import { defineConfig, runnerImport, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import splitBarrels from './scripts/split-barrels.mjs';
import { lazyImportPreloads, pageCode, recordChunkRoles, withBootPreloads } from './vite-chunk-graph';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('./', import.meta.url);
const core = fileURLToPath(new URL('./core/src', import.meta.url));
const coreAlias = [
  { find: /^@core$/, replacement: `${core}/index.ts` },
  { find: /^@core\/(.*)$/, replacement: `${core}/$1` },
];
/** The bare app shell (no prerendered landing) for every address but `/`: landing-prerender.ts's APP_SHELL_FILE. */
const APP_SHELL_FILE = 'app.html';
/** The prerendered Sign In screen for /login: login-prerender.ts's LOGIN_PRERENDER_FILE. */
const LOGIN_PAGE_FILE = 'login.html';
/** The prerendered play screen (the room's cover) for /play/:id and /escape-room/:id: play-prerender.ts's PLAY_PRERENDER_FILE. */
const PLAY_PAGE_FILE = 'play.html';
const PLAY_ADDRESS = /^\/(?:play|escape-room)\/[^/]+\/?$/;

/** Brand colours, kept in step with src/theme/variables.css. */
const THEME_COLOR = '#0f0b1e';
const BACKGROUND_COLOR = '#0f0b1e';
const DAY_SECONDS = 24 * 60 * 60;
/** One Ionic component's module in @ionic/core's custom-element build. */
const IONIC_COMPONENT = /node_modules[\\/]@ionic[\\/]core[\\/]components[\\/][\w-]+\.js$/;

/**
 * The static pages (/whitepaper, /xp; src/whitepaper/static-pages.ts), prerendered at build:
 * dist/<page>.html (Hosting serves it; firebase.json rewrites the address to it), the same
 * pages in dev and preview.
 */
function prerenderedPages(): Plugin {
  // Loaded through Vite's module runner (TypeScript, the core's imports) rather than the config loader.
  const load = async () => {
    const { module } = await runnerImport<typeof import('./src/whitepaper/static-pages')>(
      fileURLToPath(new URL('./src/whitepaper/static-pages.ts', import.meta.url)),
      { configFile: false, logLevel: 'silent' },
    );
    return module.PRERENDERED_PAGES;
  };
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '').replace(/[?#].*$/, '').replace(/\/$/, '');
    load().then((pages) => {
      const page = pages.find((p) => p.path === path);
      if (!page) return next();
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page.html());
    }, next);
  };
  return {
    name: 'ermie-static-pages',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      for (const page of await load()) this.emitFile({ type: 'asset', fileName: page.fileName, source: page.html() });
    },
  };
}

/**
 * The landing page's first screen prerendered into dist/index.html (src/pages/landing/landing-prerender.ts),
 * so `/` paints before the JavaScript runs, and the Sign In screen into dist/login.html
 * (src/pages/login/login-prerender.ts) for /login, and the play screen's first paint, the room's cover, into
 * dist/play.html (src/pages/play/prerender/play-prerender.ts) for a room's address. Every other address gets the bare shell, dist/app.html
 * (firebase.json's fallback rewrite, the service worker's navigateFallback, preview's fallback here),
 * so no other page flashes the landing.
 */
function landingPrerender(): Plugin {
  const load = async <T>(file: string) =>
    (
      await runnerImport<T>(fileURLToPath(new URL(file, import.meta.url)), {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: coreAlias },
      })
    ).module;
  return {
    name: 'ermie-landing-prerender',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build wrote no index.html to prerender the landing into');
        const {
          BOOT_AFTER_PAINT_FILE,
          BOOT_AFTER_PAINT_JS,
          CRITICAL_CSS_FILES,
          LANDING_SECTIONS_MODULE,
          prerenderLanding,
        } = await load<typeof import('./src/pages/landing/landing-prerender')>(
          './src/pages/landing/landing-prerender.ts',
        );
        const { LOGIN_CRITICAL_CSS_FILES, LOGIN_PAGE_MODULE, LOGIN_PRERENDER_FILE, prerenderLogin } = await load<
          typeof import('./src/pages/login/login-prerender')
        >('./src/pages/login/login-prerender.ts');
        const { PLAY_CRITICAL_CSS_FILES, PLAY_PAGE_MODULE, PLAY_PRERENDER_FILE, prerenderPlay } = await load<
          typeof import('./src/pages/play/prerender/play-prerender')
        >('./src/pages/play/prerender/play-prerender.ts');
        const read = (files: readonly string[]) =>
          files.map((file) => readFileSync(fileURLToPath(new URL(file, root)), 'utf8'));
        const shell = withBootPreloads(String(index.source), bundle);
        this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: shell });
        this.emitFile({ type: 'asset', fileName: BOOT_AFTER_PAINT_FILE, source: BOOT_AFTER_PAINT_JS });
        this.emitFile({
          type: 'asset',
          fileName: LOGIN_PRERENDER_FILE,
          source: prerenderLogin(shell, read(LOGIN_CRITICAL_CSS_FILES), pageCode(bundle, LOGIN_PAGE_MODULE)),
        });
        this.emitFile({
          type: 'asset',
          fileName: PLAY_PRERENDER_FILE,
          source: prerenderPlay(shell, read(PLAY_CRITICAL_CSS_FILES), pageCode(bundle, PLAY_PAGE_MODULE)),
        });
        index.source = prerenderLanding(shell, read(CRITICAL_CSS_FILES), pageCode(bundle, LANDING_SECTIONS_MODULE));
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '').replace(/[?#].*$/, '');
        const isPageNavigation = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (isPageNavigation && path === '/login') req.url = `/${LOGIN_PAGE_FILE}`;
        else if (isPageNavigation && PLAY_ADDRESS.test(path)) req.url = `/${PLAY_PAGE_FILE}`;
        else if (isPageNavigation && path !== '/' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path))
          req.url = `/${APP_SHELL_FILE}`;
        next();
      });
    },
  };
}

/**
 * Source maps are kept for error reporting in sourcemaps/ (git-ignored), never in dist/: neither
 * Hosting nor its emulator serves them, and the code names none ('hidden').
 */
function sourceMapsOutOfDist(): Plugin {
  return {
    name: 'ermie-source-maps-out-of-dist',
    apply: 'build',
    closeBundle() {
      const dist = fileURLToPath(new URL('./dist', import.meta.url));
      const kept = fileURLToPath(new URL('./sourcemaps', import.meta.url));
      rmSync(kept, { recursive: true, force: true });
      for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        mkdirSync(dirname(join(kept, file)), { recursive: true });
        renameSync(join(dist, file), join(kept, file));
      }
    },
  };
}

/** The prerendered pages' files, precached under their addresses so they open offline too. */
const PRECACHED_AS: Record<string, string> = {
  'whitepaper.html': 'whitepaper',
  'xp.html': 'xp',
  [LOGIN_PAGE_FILE]: 'login',
};

export default defineConfig({
  resolve: { alias: coreAlias },
  plugins: [
    react(),
    splitBarrels(),
    prerenderedPages(),
    landingPrerender(),
    sourceMapsOutOfDist(),
    recordChunkRoles(),
    VitePWA({
      // The app shows its own "new version" toast (src/components/feedback/UpdatePrompt.tsx)
      // and registers the worker itself through virtual:pwa-register/react.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'logo.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Ermie Escape Studio',
        short_name: 'Ermie',
        description: 'Create, publish and play AI-generated escape rooms with Ermie, your AI game master.',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // With injectRegister false the worker must take control itself, or an
        // installed app opened offline is never controlled. The update toast then
        // simply reloads once the new worker has taken over.
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        // `/` is the prerendered landing (index.html, precached as `/`), /login the prerendered Sign In
        // screen (login.html, precached as `login`); every other page opens on the bare shell.
        navigateFallback: `/${APP_SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        // The prerendered pages are precached under their own addresses, so /whitepaper, /xp and /login work offline too.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) =>
              PRECACHED_AS[entry.url] ? { ...entry, url: PRECACHED_AS[entry.url] } : entry,
            ),
            warnings: [],
          }),
        ],
        // The play chunk is lazy but must work offline, so every chunk is precached, and so is
        // the landing page's intro video (public/media: webm, mp4, captions, WebP posters; under 1 MB).
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,webmanifest,woff2,webm,mp4,vtt}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/v1/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'scene-media',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    // Maps are written for error reporting but not referenced from the code, and firebase.json
    // leaves them out of the deployed files.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    modulePreload: { resolveDependencies: lazyImportPreloads },
    rolldownOptions: {
      // Ionic's custom-element build defines each component in its own module, at top level (a class
      // set up by Stencil, registered only when its defineCustomElement runs), but its package claims
      // no side-effect freedom: without this every component lands in every page's graph.
      treeshake: {
        moduleSideEffects: (id) => (IONIC_COMPONENT.test(id) ? false : undefined),
        // Building a zod schema has no effect beyond its value: a schema no page uses is dropped.
        manualPureFunctions: ['z'],
      },
      output: {
        // React changes less often than the app and every route needs it: its own chunk keeps the
        // cache warm across releases. Ionic and Firebase stay with the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // The spec's messages (messages.ts alone, not the play and auth messages it re-exports,
            // which stay in the small chunks the play and landing routes load): left to the bundler
            // it went into the chunk of zod and the contracts, and the room browser, which shows one
            // message and checks its answers without zod, fetched all of it (issue 31: ≤ 200 KB).
            {
              name: 'messages',
              test: /core[\\/]src[\\/]content[\\/]messages\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001/demo-escape-studio/us-central1/api',
        changeOrigin: true,
      },
    },
  },
  preview: {
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001/demo-escape-studio/us-central1/api',
        changeOrigin: true,
      },
    },
  },
});
