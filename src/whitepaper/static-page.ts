/**
 * The studio's static pages (/whitepaper, /xp), prerendered at build time by vite.config.ts:
 * plain HTML readable without JavaScript (CSP-clean: no script, only an inline style), one
 * anchored section per section, styled like the app.
 */
import type { WhitepaperSection } from '../../core/src/content/whitepaper';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; background: #0f0b1e; color: #f5f3ff; line-height: 1.6;
  font-family: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
a { color: #c4b5fd; }
a:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
header, main, footer { max-width: 760px; margin: 0 auto; padding: 0 20px; }
header { padding-top: 28px; }
.home { display: inline-block; margin-bottom: 16px; font-size: 0.9rem; }
h1 { margin: 0 0 8px; font-size: 1.9rem; line-height: 1.2;
  background: linear-gradient(135deg, #a78bfa 0%, #f472b6 55%, #fbbf24 100%);
  -webkit-background-clip: text; background-clip: text; color: transparent; }
.intro { color: #b3a9d6; margin: 0 0 20px; }
nav { background: #1a1430; border: 1px solid rgba(167, 139, 250, 0.18); border-radius: 16px; padding: 12px 16px; }
nav h2 { font-size: 0.95rem; margin: 0 0 6px; }
nav ol { margin: 0; padding-left: 20px; }
nav li { margin: 4px 0; }
section { background: #1a1430; border: 1px solid rgba(167, 139, 250, 0.18); border-radius: 16px;
  padding: 4px 18px 10px; margin: 16px 0; scroll-margin-top: 16px; }
section:target { border-color: #a78bfa; box-shadow: 0 10px 40px rgba(139, 92, 246, 0.35); }
section h2 { font-size: 1.2rem; margin: 14px 0 6px; }
section p { margin: 8px 0; overflow-wrap: anywhere; }
footer { color: #b3a9d6; font-size: 0.85rem; padding-bottom: 32px; }
@media (max-width: 420px) { h1 { font-size: 1.55rem; } section { padding: 2px 14px 8px; } }
`;

export interface StaticPage {
  title: string;
  intro: string;
  sections: readonly WhitepaperSection[];
  /** Plain text under the sections. */
  footer: string;
  /** A list of the sections, linked to their anchors, under the intro. */
  contents: boolean;
  /** Extra links in the footer: [text, href]. */
  links?: ReadonlyArray<readonly [string, string]>;
}

const sectionHtml = (section: WhitepaperSection): string =>
  `<section id="${escapeHtml(section.id)}" aria-labelledby="${escapeHtml(section.id)}-title">
<h2 id="${escapeHtml(section.id)}-title">${escapeHtml(section.title)}</h2>
${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</section>`;

export function staticPageHtml(page: StaticPage): string {
  const contents = page.sections
    .map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(s.title)}</a></li>`)
    .join('\n');
  const nav = page.contents
    ? `\n<nav aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ol>\n${contents}\n</ol></nav>`
    : '';
  const links = (page.links ?? []).map(([text, href]) => ` <a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
<meta name="color-scheme" content="dark" />
<meta name="theme-color" content="#0f0b1e" />
<meta name="description" content="${escapeHtml(page.intro)}" />
<title>${escapeHtml(page.title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<style>${STYLE}</style>
</head>
<body>
<header>
<a class="home" href="/">← Ermie Escape Studio</a>
<h1>${escapeHtml(page.title)}</h1>
<p class="intro">${escapeHtml(page.intro)}</p>${nav}
</header>
<main>
${page.sections.map(sectionHtml).join('\n')}
</main>
<footer><p>${escapeHtml(page.footer)}${links.join('')}</p></footer>
</body>
</html>
`;
}
