/**
 * The label fonts must be found by the deployed function too: functions/build.mjs bundles
 * the sources into functions/lib with npm packages external, so this test bundles fonts.ts
 * the same way, next to the real node_modules, and asks the bundle where the fonts are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const functionsDir = resolve(__dirname, '../../..');

describe('label fonts in the bundled function', () => {
  it('are resolved from the bundle as from the sources, because dejavu-fonts-ttf stays external', async () => {
    const pkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies)).toContain('dejavu-fonts-ttf');
    const external = Object.keys(pkg.dependencies).flatMap((name: string) => [name, `${name}/*`]);
    const outfile = join(functionsDir, 'node_modules', '.cache', 'font-check', 'index.js');
    try {
      await build({
        entryPoints: [join(__dirname, 'fonts.ts')],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        external,
        outfile,
        logLevel: 'silent',
      });
      expect(readFileSync(outfile, 'utf8')).toContain('require.resolve(file)');
      const printed = execFileSync(process.execPath, [
        '-e',
        `console.log(JSON.stringify(require(${JSON.stringify(outfile)}).labelFontFiles()))`,
      ]).toString();
      const files: string[] = JSON.parse(printed);
      expect(files).toHaveLength(2);
      for (const file of files) expect(existsSync(file)).toBe(true);
    } finally {
      rmSync(join(functionsDir, 'node_modules', '.cache', 'font-check'), { recursive: true, force: true });
    }
  });
});
