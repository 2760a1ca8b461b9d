import { describe, expect, it } from 'vitest';
import { lazyImportPreloads, recordChunkRoles } from './vite-chunk-graph';

const chunk = (fileName: string, moduleIds: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
});

/** Runs the plugin's bundle hook on a bundle of these chunks, as Vite does before resolving preloads. */
function record(...chunks: ReturnType<typeof chunk>[]) {
  const hook = recordChunkRoles().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call({}, {}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
}

describe('lazyImportPreloads', () => {
  const ionic = (name: string) => `/app/node_modules/@ionic/core/components/${name}.js`;
  record(
    chunk('assets/index-1.js', ['/app/src/main.tsx'], true),
    chunk('assets/PlayPage-2.js', ['/app/src/pages/play/PlayPage.tsx', ionic('ion-modal')]),
    chunk('assets/p-keyboard-3.js', [ionic('p-keyboard'), ionic('p-keyboard-utils')]),
    chunk('assets/shared-4.js', ['/app/src/data/http/api.ts']),
  );

  it("preloads a page's files but never the running entry", () => {
    expect(
      lazyImportPreloads('assets/PlayPage-2.js', ['assets/PlayPage-2.js', 'assets/index-1.js', 'assets/shared-4.js']),
    ).toEqual(['assets/PlayPage-2.js', 'assets/shared-4.js']);
  });

  it("preloads nothing for a chunk made only of Ionic's own modules", () => {
    expect(lazyImportPreloads('assets/p-keyboard-3.js', ['assets/p-keyboard-3.js', 'assets/shared-4.js'])).toEqual([]);
  });
});
