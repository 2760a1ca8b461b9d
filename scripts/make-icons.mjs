// Renders the PWA icons (192, 512, maskable 512, apple-touch 180) from public/logo.svg.
// Run: node scripts/make-icons.mjs   (the PNGs are committed to public/icons/)
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}logo.svg`, 'utf8');
const BACKGROUND = '#0f0b1e';

/** The logo's inner markup, to place it on another canvas. */
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const defs = logo.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
const mark = logo.match(/<g id="mark">[\s\S]*?<\/g>/)?.[0] ?? '';

/** Full-bleed gradient with the mark shrunk into the maskable safe zone (80% circle). */
function maskable() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${defs}
  <rect width="512" height="512" fill="url(#bg)"/>
  <rect width="512" height="512" fill="url(#shine)"/>
  <g transform="translate(256 256) scale(0.78) translate(-256 -256)">${mark}</g>
</svg>`;
}

/** Apple applies its own rounding, so the logo sits on an opaque square. */
function appleTouch() {
  const size = 512;
  const scale = 0.86;
  const offset = (size * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g>
</svg>`;
}

function render(svg, width) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

mkdirSync(`${publicDir}icons`, { recursive: true });
const outputs = [
  ['icons/icon-192.png', logo, 192],
  ['icons/icon-512.png', logo, 512],
  ['icons/icon-maskable-512.png', maskable(), 512],
  ['icons/apple-touch-icon.png', appleTouch(), 180],
];
for (const [file, svg, width] of outputs) {
  const png = render(svg, width);
  writeFileSync(`${publicDir}${file}`, png);
  console.log(`${file}  ${width}px  ${png.length} bytes`);
}
