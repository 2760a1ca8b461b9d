import { defineConfig, runnerImport, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const core = fileURLToPath(new URL('./core/src', import.meta.url));

/** Brand colours, kept in step with src/theme/variables.css. */
const THEME_COLOR = '#0f0b1e';
const BACKGROUND_COLOR = '#0f0b1e';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * /whitepaper, prerendered from core/src/whitepaper.ts: dist/whitepaper/index.html at build
 * (Hosting serves it; firebase.json rewrites /whitepaper to it), the same page in dev.
 */
function whitepaperPage(): Plugin {
  // Loaded through Vite's module runner (TypeScript, the core's imports) rather than the config loader.
  const render = async (): Promise<string> => {
    const { module } = await runnerImport<typeof import('./src/whitepaper/whitepaper-html')>(
      fileURLToPath(new URL('./src/whitepaper/whitepaper-html.ts', import.meta.url)),
      { configFile: false, logLevel: 'silent' },
    );
    return module.whitepaperHtml();
  };
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (!/^\/whitepaper\/?(\?.*)?$/.test(req.url ?? '')) return next();
    render().then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    }, next);
  };
  return {
    name: 'ermie-whitepaper',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'whitepaper/index.html', source: await render() });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@core$/, replacement: `${core}/index.ts` },
      { find: /^@core\/(.*)$/, replacement: `${core}/$1` },
    ],
  },
  plugins: [
    react(),
    whitepaperPage(),
    VitePWA({
      // The app shows its own "new version" toast (src/components/UpdatePrompt.tsx)
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        // The prerendered whitepaper is precached under its own address, so /whitepaper works offline too.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === 'whitepaper/index.html' ? { ...entry, url: 'whitepaper' } : entry,
            ),
            warnings: [],
          }),
        ],
        // The play chunk is lazy but must work offline, so every chunk is precached, and so is
        // the landing page's intro video (public/media: webm, mp4, captions; under 1 MB).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,webm,mp4,vtt}'],
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
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Vendors change less often than the app: separate chunks keep the cache warm across releases.
        codeSplitting: {
          groups: [
            { name: 'vendor-firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'vendor-ionic', test: /node_modules[\\/](@ionic|@stencil|ionicons)[\\/]/ },
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
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
