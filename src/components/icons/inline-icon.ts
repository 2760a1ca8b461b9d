/**
 * An ionicons icon (its data URL) as inline SVG markup, hidden from assistive technology: screens
 * that must draw fast (the landing page, the prerendered screens, the play screen) draw their icons
 * without the <ion-icon> component, whose set-up costs a phone milliseconds per icon (issue 13).
 */
const drawn = new Map<string, string>();

export function inlineIconSvg(dataUrl: string): string {
  let svg = drawn.get(dataUrl);
  if (svg === undefined) {
    svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;utf8,/, '')).replace(
      '<svg ',
      '<svg aria-hidden="true" focusable="false" ',
    );
    drawn.set(dataUrl, svg);
  }
  return svg;
}
