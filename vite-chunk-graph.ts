/**
 * What vite.config.ts reads of the build's chunk graph: a lazily imported page's code (the prerendered
 * pages fetch it with the app's), the boot stages' files for the shell's modulepreloads, and what a
 * lazy import preloads (never the app's entry, nothing for Ionic's own chunks).
 */
import type { Plugin } from 'vite';

/** Marks the boot stages' stylesheets, which a prerendered page loads after its first paint: landing-prerender.ts's BOOT_STYLE_ATTRIBUTE. */
const BOOT_STYLE_ATTRIBUTE = 'data-boot-style';

/** What pageCode reads of a built chunk. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The build's chunks, and each by its file name. */
function builtChunks(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  return { chunks, byName: new Map(chunks.map((chunk) => [chunk.fileName, chunk])) };
}

/** The files the chunk `fileName` pulls in through static imports, itself included, short of the chunks `skip` names. */
function staticClosure(
  byName: Map<string, BuiltChunk>,
  fileName: string,
  into = new Set<string>(),
  skip: (chunk: BuiltChunk) => boolean = () => false,
): Set<string> {
  const chunk = byName.get(fileName);
  if (!chunk || skip(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  chunk.imports.forEach((name) => staticClosure(byName, name, into, skip));
  return into;
}

/** The stylesheets the chunks `files` import, in their order. */
const stylesOf = (byName: Map<string, BuiltChunk>, files: Set<string>) => [
  ...new Set([...files].flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])),
];

/**
 * A lazily imported page's chunk and its static imports (the app's entry aside: it is loaded already),
 * and their stylesheets, as addresses (`/assets/…`).
 */
export function pageCode(
  bundle: Record<string, { type: string }>,
  module: string,
): { scripts: string[]; styles: string[] } {
  const { chunks, byName } = builtChunks(bundle);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
  if (!page) throw new Error(`the build has no chunk for ${module}`);
  const scripts = staticClosure(byName, page.fileName, new Set(), (chunk) => chunk.isEntry);
  const href = (file: string) => `/${file}`;
  return { scripts: [...scripts].map(href), styles: stylesOf(byName, scripts).map(href) };
}

/**
 * The shell with a modulepreload for every file of the entry's boot stages (src/main.tsx imports them
 * one after the other, each evaluated in its own task), and their stylesheets: the browser fetches
 * them all at once, with the entry. In the bare shell the styles hold the first frame, as the entry's
 * own do; a prerendered page moves them after its first paint (landing-prerender.ts, prerenderShell).
 */
export function withBootPreloads(shell: string, bundle: Record<string, { type: string }>): string {
  const { byName } = builtChunks(bundle);
  const src = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(shell)?.[1];
  const entry = src ? byName.get(src) : undefined;
  if (!entry) throw new Error('index.html has no entry module script from the build');
  const files = new Set<string>();
  entry.dynamicImports.forEach((name) => staticClosure(byName, name, files));
  const absent = (file: string) => file !== entry.fileName && !shell.includes(`href="/${file}"`);
  const links = [
    ...stylesOf(byName, files)
      .filter(absent)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" ${BOOT_STYLE_ATTRIBUTE}>`),
    ...[...files].filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return shell.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
}

/** Where Ionic's own components live: its lazy imports are its runtime's, not the app's pages. */
const IONIC_CORE_MODULE = /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]/;

/**
 * The app's entry files, and the chunks made only of Ionic's own modules, recorded as each build
 * writes its bundle (read by lazyImportPreloads below, which Vite calls later in the same step).
 */
const entryFiles = new Set<string>();
const ionicCoreFiles = new Set<string>();
export function recordChunkRoles(): Plugin {
  return {
    name: 'ermie-chunk-roles',
    apply: 'build',
    generateBundle(_options, bundle) {
      entryFiles.clear();
      ionicCoreFiles.clear();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.isEntry) entryFiles.add(file.fileName);
        if (file.moduleIds.length > 0 && file.moduleIds.every((id) => IONIC_CORE_MODULE.test(id)))
          ionicCoreFiles.add(file.fileName);
      }
    },
  };
}

/**
 * What a lazy import preloads (modulePreload.resolveDependencies). Each preload is a DOM insertion by
 * Vite's loader, milliseconds on a phone in the task that makes the import (issue 13), so:
 * - never the entry, which is running by then. Vite lists it when the imported chunk uses code of
 *   the entry's, and its loader then adds a modulepreload for it, as the page loaded it by its
 *   script tag rather than a link: one insertion per lazy page, in the task that renders the page;
 * - nothing for Ionic's own lazy imports (its tap and keyboard handling once the app is idle, its
 *   gestures and animations when first used): what they import the browser fetches as it meets it,
 *   mostly modules it already has, where the loader would add several links in the same task.
 */
export const lazyImportPreloads = (file: string, deps: string[]): string[] =>
  ionicCoreFiles.has(file) ? [] : deps.filter((dep) => !entryFiles.has(dep));
