// Vite plugin for the build: `ionicons/icons` and `@ionic/react` each define many independent
// exports (one icon, one Ionic component wrapper) in a single module. A bundler places a whole
// module in one chunk, so every icon and component that any page uses would be fetched with the
// landing page. This moves each such export into a module of its own (the file's path with
// `?split=<name>`, so its imports resolve as the original's do), and the original imports it
// back: each page's chunk then holds only the icons and components it uses.

import { readFileSync } from 'node:fs';

const ICONS = /[\\/]node_modules[\\/]ionicons[\\/]icons[\\/]index\.mjs$/;
const IONIC_REACT = /[\\/]node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;
const SPLIT = '?split=';

/** `export const name = "<svg data>"` lines of ionicons/icons. */
const ICON_LINE = /^export const (\w+) = (".*");?$/gm;
/** A plain component wrapper of @ionic/react: a custom element with its props and events. */
const COMPONENT_BLOCK = /^const (\w+) = \/\*@__PURE__\*\/ createComponent\(\{\n[\s\S]*?\n\}\);\n/gm;
/** A routing or overlay component, made by one of the module's own factories. */
const FACTORY_LINE = /^const (\w+) = \/\*@__PURE__\*\/ (createRoutingComponent|createInlineOverlayComponent)\(.*\);$/gm;
/** `const X = createReactComponent(` or `createForwardRef(` at the top level, without a purity annotation. */
const UNANNOTATED_WRAPPER = /^(const \w+ = )(createReactComponent|createForwardRef)\(/gm;
/** A top-level class whose base class is read from React's default export (`React.Component`). */
const REACT_BASE_CLASS = /^(class \w+ extends )React\.(Component|PureComponent) \{$/gm;
/** A top-level `const X = React.memo(` or `React.createContext(`, without a purity annotation. */
const UNANNOTATED_REACT_CALL = /^(const \w+ = )(React\.(?:memo|createContext))\(/gm;
/** The names React's base classes are imported under, so that a class's heritage is a plain binding. */
const REACT_BASES = "import { Component as ReactBaseComponent, PureComponent as ReactBasePureComponent } from 'react';";
const EXPORT_LIST = /^export \{([^}]*)\};$/gm;
const IMPORT_LINE = /^import \{([^}]*)\} from '([^']+)';$/gm;

/**
 * Splits ionicons/icons: the module keeps a re-export per icon, each icon is its own module.
 * @returns {{ module: string, parts: Map<string, string> }}
 */
export function splitIcons(code) {
  const parts = new Map();
  const module = code.replace(ICON_LINE, (_line, name, value) => {
    parts.set(name, `export const ${name} = ${value};\n`);
    return `export { ${name} } from './index.mjs${SPLIT}${name}';`;
  });
  return { module, parts };
}

/** Local name → the import statement that declares it, for every `import { … } from '…'` line. */
function importsByLocalName(code) {
  const byName = new Map();
  for (const [, specifiers, source] of code.matchAll(IMPORT_LINE)) {
    for (const specifier of specifiers.split(',')) {
      const local = specifier
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) byName.set(local, { specifier: specifier.trim(), source });
    }
  }
  return byName;
}

/** Locals renamed by Ionic's bundler: `IonButton$1`, `defineCustomElement$18`, `defineCustomElement$$`. */
const LOCAL_WITH_DOLLAR = /(?<![\w$])[A-Za-z_][\w$]*\$[\w$]*/g;

/** The imports of the locals named like `IonButton$1` or `defineCustomElement$18` in `text`. */
function importsOf(text, imports, name) {
  const locals = new Set(text.match(LOCAL_WITH_DOLLAR));
  return [...locals].map((local) => {
    const declared = imports.get(local);
    if (!declared) throw new Error(`split-barrels: ${local} used by ${name} is not imported`);
    return `import { ${declared.specifier} } from '${declared.source}';`;
  });
}

/**
 * Splits @ionic/react. Each plain `createComponent` wrapper moves to its own module (with the
 * element class it wraps), and the module imports it back, so its exports and the wrappers it
 * uses itself stay as they were. The routing and overlay components, made by factories of the
 * module itself, move out too but cannot be imported back (that would be a cycle): the module
 * stops exporting them and exports its factories, and `facade` (what `@ionic/react` resolves to
 * for the app) re-exports the module and them. Navigation and the rest stay in the module.
 * @returns {{ module: string, parts: Map<string, string>, facade: (path: string) => string }}
 */
export function splitIonicReact(code) {
  const imports = importsByLocalName(code);
  const parts = new Map();
  // Two wrappers (IonNav and its element) lack the annotation the others have: unused, they go too.
  // So do the React.memo and createContext calls, and the classes that extend `React.Component`:
  // reading a property of an import counts as a possible side effect, which kept the unused tabs
  // and back button (and the element code they define) in every page; a named import does not.
  const annotated = code
    .replace(UNANNOTATED_WRAPPER, '$1/*@__PURE__*/ $2(')
    .replace(UNANNOTATED_REACT_CALL, '$1/*@__PURE__*/ $2(')
    .replace(REACT_BASE_CLASS, (_line, head, base) => `${head}ReactBase${base} {`);
  const withoutBlocks = annotated.replace(COMPONENT_BLOCK, (block, name) => {
    parts.set(
      name,
      [
        "import React from 'react';",
        "import { createComponent } from '@stencil/react-output-target/runtime';",
        ...importsOf(block, imports, name),
        `export ${block}`,
      ].join('\n'),
    );
    return '';
  });
  const importBack = [...parts.keys()].map((name) => `import { ${name} } from './index.js${SPLIT}${name}';`);
  const factories = new Set();
  const made = [];
  const withoutMade = withoutBlocks.replace(FACTORY_LINE, (line, name, factory) => {
    factories.add(factory);
    made.push(name);
    parts.set(
      name,
      [`import { ${factory} } from './index.js';`, ...importsOf(line, imports, name), `export ${line}`].join('\n'),
    );
    return '';
  });
  const exportsList = [...withoutMade.matchAll(EXPORT_LIST)].pop();
  if (!exportsList) throw new Error('split-barrels: @ionic/react has no export list');
  const kept = exportsList[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => !made.includes(name));
  const module = [
    REACT_BASES,
    ...importBack,
    withoutMade.slice(0, exportsList.index),
    `export { ${[...kept, ...factories].join(', ')} };`,
    withoutMade.slice(exportsList.index + exportsList[0].length),
  ].join('\n');
  const facade = (path) =>
    [`export * from '${path}';`, ...made.map((name) => `export { ${name} } from '${path}${SPLIT}${name}';`)].join('\n');
  return { module, parts, facade };
}

const SPLITTERS = [
  // If a new version changes the file's shape, the build fails rather than silently growing.
  { test: ICONS, split: splitIcons, atLeast: 1000 },
  { test: IONIC_REACT, split: splitIonicReact, atLeast: 70 },
];
const FACADE = '?facade';

/** @returns {import('vite').Plugin} */
export default function splitBarrels() {
  // Split from the files on disk, once each: the parts may be asked for before the module itself.
  const splits = new Map();
  const splitOf = (path) => {
    if (!splits.has(path)) {
      const splitter = SPLITTERS.find(({ test }) => test.test(path));
      const split = splitter.split(readFileSync(path, 'utf8'));
      if (split.parts.size < splitter.atLeast)
        throw new Error(`split-barrels: only ${split.parts.size} exports split from ${path}; has its shape changed?`);
      splits.set(path, split);
    }
    return splits.get(path);
  };
  return {
    name: 'ermie-split-barrels',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@ionic/react' || !importer || IONIC_REACT.test(importer.split('?')[0])) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && IONIC_REACT.test(resolved.id) ? `${resolved.id}${FACADE}` : resolved;
    },
    load(id) {
      const [path, query] = id.split('?');
      if (!query || !SPLITTERS.some(({ test }) => test.test(path))) return null;
      if (`?${query}` === FACADE) return { code: splitOf(path).facade(path), moduleSideEffects: false };
      const part = splitOf(path).parts.get(query.slice(SPLIT.length - 1));
      if (part === undefined) throw new Error(`split-barrels: nothing split as ${id}`);
      return { code: part, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!SPLITTERS.some(({ test }) => test.test(id))) return null;
      if (code !== readFileSync(id, 'utf8')) throw new Error(`split-barrels: ${id} was changed before splitting`);
      return { code: splitOf(id).module, map: null };
    },
  };
}
