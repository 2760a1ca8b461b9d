/**
 * An ionicons icon (its data URL) as inline SVG markup, hidden from assistive technology: the
 * landing page's chip and buttons draw their icons without the <ion-icon> component, the same
 * in the prerendered first screen (landing-prerender.ts) and in the app (LandingPage.tsx).
 */
export function inlineIconSvg(dataUrl: string): string {
  const svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;utf8,/, ''));
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}
