import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitIcons, splitIonicReact } from './split-barrels.mjs';

/** A file of an installed package, as the build reads it. */
const installed = (path) => readFileSync(new URL(`../node_modules/${path}`, import.meta.url), 'utf8');

describe('splitIcons', () => {
  it('when icons are split then each is a module of its own and the original re-exports them', () => {
    const { module, parts } = splitIcons(
      '/* Ionicons */\n\nexport const add = "data:a"\nexport const close = "data:c";\n',
    );
    expect(module).toBe(
      "/* Ionicons */\n\nexport { add } from './index.mjs?split=add';\nexport { close } from './index.mjs?split=close';\n",
    );
    expect(parts.get('add')).toBe('export const add = "data:a";\n');
  });

  it('when the installed ionicons are split then every icon is found', () => {
    const code = installed('ionicons/icons/index.mjs');
    const { parts } = splitIcons(code);
    expect(parts.size).toBe(code.match(/^export const /gm).length);
    expect(parts.size).toBeGreaterThan(1000);
  });
});

describe('splitIonicReact', () => {
  const code = installed('@ionic/react/dist/index.js');
  const { module, parts, facade } = splitIonicReact(code);

  it('when a plain wrapper moves out then it takes its element class and the module imports it back', () => {
    expect(parts.get('IonBadge')).toContain("from '@ionic/core/components/ion-badge.js'");
    expect(parts.get('IonBadge')).toMatch(/^export const IonBadge = \/\*@__PURE__\*\/ createComponent\(/m);
    expect(module).toContain("import { IonBadge } from './index.js?split=IonBadge';");
    expect(module).not.toMatch(/^const IonBadge = /m);
  });

  it('when a routing or overlay component moves out then the facade, not the module, exports it', () => {
    expect(parts.get('IonButton')).toContain("import { createRoutingComponent } from './index.js';");
    expect(parts.get('IonModal')).toContain("import { createInlineOverlayComponent } from './index.js';");
    expect(module).not.toMatch(/import \{ IonButton \}/);
    const exported = module.match(/^export \{([^}]*)\};$/gm).pop();
    expect(exported).not.toMatch(/\bIonButton\b/);
    expect(exported).toMatch(/\bIonApp\b.*\bcreateRoutingComponent\b/);
    expect(facade('/m/index.js')).toContain("export { IonButton } from '/m/index.js?split=IonButton';");
    expect(facade('/m/index.js')).toMatch(/^export \* from '\/m\/index\.js';$/m);
  });

  it('when a part is made then every renamed local it uses is imported in it', () => {
    const undeclared = [];
    for (const [name, part] of parts) {
      const declared = new Set(
        [...part.matchAll(/^import \{([^}]*)\}/gm)].flatMap(([, specifiers]) =>
          specifiers.split(',').map((specifier) =>
            specifier
              .trim()
              .split(/\s+as\s+/)
              .pop(),
          ),
        ),
      );
      const body = part.replace(/^import .*$/gm, '');
      for (const local of body.match(/(?<![\w$])[A-Za-z_][\w$]*\$[\w$]*/g) ?? [])
        if (!declared.has(local)) undeclared.push(`${name}: ${local}`);
    }
    expect(parts.get('IonSpinner')).toContain('defineCustomElement as defineCustomElement$$ }');
    expect(undeclared).toEqual([]);
  });

  it('when split then no class reads its base from React and no memo or context call is unannotated', () => {
    expect(code).toMatch(/^class IonTabs extends React\.Component \{$/m);
    expect(module).toMatch(/^class IonTabs extends ReactBaseComponent \{$/m);
    expect(module).toMatch(/^class IonTabBarUnwrapped extends ReactBasePureComponent \{$/m);
    expect(module).not.toMatch(/^class \w+ extends React\./m);
    expect(module).toContain(
      "import { Component as ReactBaseComponent, PureComponent as ReactBasePureComponent } from 'react';",
    );
    expect(module).toMatch(/^const IonTabBarContainer = \/\*@__PURE__\*\/ React\.memo\(/m);
    expect(module).not.toMatch(/^const \w+ = React\.(memo|createContext)\(/m);
  });

  it('when split then every component the package exported is still exported by the facade or the module', () => {
    const original = code.match(/^export \{([^}]*)\};$/gm).pop();
    const names = original
      .slice(8, -2)
      .split(',')
      .map((name) => name.trim());
    const kept = module.match(/^export \{([^}]*)\};$/gm).pop();
    const missing = names.filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(kept) && !facade('/m').includes(`export { ${name} }`),
    );
    expect(missing).toEqual([]);
  });
});
