/**
 * The theme's colour pairs read at WCAG AA (4.5:1 for text): each Ionic colour with its
 * contrast colour (filled buttons, chips), and the text and "on dark" tokens on the dark
 * background and surfaces. Read from variables.css itself, so a token change is checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, 'variables.css'), 'utf8');
const globalCss = readFileSync(join(__dirname, 'global.css'), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match) throw new Error(`variables.css has no hex value for --${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'tertiary', 'success', 'warning', 'danger'];
const DARK_SURFACES = ['ermie-bg', 'ermie-surface', 'ermie-surface-2'];
const TEXT_ON_DARK = ['ermie-text-muted', 'ermie-primary-on-dark', 'ermie-secondary-on-dark', 'ermie-danger-on-dark'];

describe('theme contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#8b5cf6', '#ffffff')).toBeLessThan(AA); // the old primary, which axe flagged at 4.23:1
    expect(contrast('#915af0', '#ffffff')).toBeLessThan(AA); // the primary lightened by Ionic's focus overlay (4.26:1)
  });

  it.each(COLOURS)('%s carries its contrast colour at 4.5:1 or more', (colour) => {
    expect(contrast(token(`ion-color-${colour}`), token(`ion-color-${colour}-contrast`))).toBeGreaterThanOrEqual(AA);
  });

  // A focused or hovered filled button: global.css lays black over the fill at these opacities.
  it.each(COLOURS)('%s keeps 4.5:1 while a filled button has the focus or the pointer', (colour) => {
    const block = /ion-button\.button-solid:not\(\.gradient-button\) \{([^}]*)\}/.exec(globalCss)?.[1] ?? '';
    for (const state of ['focused', 'hover']) {
      expect(block).toContain(`--background-${state}: #000;`);
      const opacity = Number(new RegExp(`--background-${state}-opacity:\\s*([0-9.]+)`).exec(block)?.[1]);
      expect(opacity).toBeGreaterThan(0);
      const fill = token(`ion-color-${colour}`);
      const darker = `#${[0, 1, 2]
        .map((i) => Math.round(parseInt(fill.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - opacity)))
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('')}`;
      expect(contrast(darker, token(`ion-color-${colour}-contrast`))).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(TEXT_ON_DARK)('%s reads on every dark surface', (text) => {
    for (const surface of DARK_SURFACES) expect(contrast(token(text), token(surface))).toBeGreaterThanOrEqual(AA);
  });
});
