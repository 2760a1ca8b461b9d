/**
 * Share links that preview (issue 31 item 6): `/r/{short id}` (Hosting rewrites it to the api
 * function) answers a link-preview crawler with Open Graph and Twitter card tags, and sends a
 * person to the room's page (the app signs them in first, with `from`). The preview image is
 * 1200×630 PNG drawn on the server from the room's cover and its title. Rooms players may not
 * open get no preview: 404, as for a room that does not exist.
 */
import { Resvg } from '@resvg/resvg-js';
import { roomIdOfShortId, shareShortId } from '@core';
import { PLAY_MESSAGES } from '@core/content/messages';
import { config } from '../../config';
import { findListedRoom } from '../../db/community/browser-repo';
import { labelFontOptions, LABEL_FONT_FAMILY } from '../../ai/editor-images/fonts';
import { notFound } from '../../model/app-error';
import { openRoomCover } from '../media/media';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Crawlers and CDNs may keep a preview this long (a republished room's cover may change). */
export const SHARE_CACHE = 'public, max-age=3600';

const CRAWLERS =
  /bot\b|crawler|spider|facebookexternalhit|facebot|twitterbot|slackbot|discordbot|whatsapp|telegrambot|linkedinbot|embedly|pinterest|redditbot|applebot|skypeuripreview|vkshare|mastodon|iframely|preview/i;

export const isLinkPreviewCrawler = (userAgent: string | undefined): boolean => CRAWLERS.test(userAgent ?? '');

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function publicRoom(roomId: string | null) {
  const room = roomId ? await findListedRoom(roomId, null) : null;
  if (!room) throw notFound(PLAY_MESSAGES.roomNotFound);
  return room;
}

export type ShareAnswer = { kind: 'crawler'; html: string } | { kind: 'person'; location: string };

export async function shareLink(shortId: string, userAgent: string | undefined): Promise<ShareAnswer> {
  const room = await publicRoom(roomIdOfShortId(shortId));
  const roomPath = `/escape-rooms/${room.id}`;
  if (!isLinkPreviewCrawler(userAgent)) return { kind: 'person', location: roomPath };
  const base = config().mail.appBaseUrl;
  const title = esc(room.title);
  const summary = esc((room.premise ?? room.description).slice(0, 300));
  const image = `${base}/api/v1/escape_rooms/${room.id}/share_image`;
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Ermie Escape Studio">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${summary}">`,
    `<meta property="og:url" content="${base}/r/${shareShortId(room.id)}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${summary}">`,
    `<meta name="twitter:image" content="${image}">`,
  ];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${summary}">${tags.join('')}<link rel="canonical" href="${base}${roomPath}"></head><body><h1>${title}</h1><p>${summary}</p><p><a href="${roomPath}">Play it in Ermie Escape Studio</a></p></body></html>`;
  return { kind: 'crawler', html };
}

/** The title in at most three lines of about 28 characters. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 3) lines.splice(3, lines.length - 3, `${lines[2].slice(0, 27)}…`);
  return lines;
}

const rendered = new Map<string, Buffer>();
const RENDERED_MAX = 64;

/** The room's preview: its cover filling 1200×630, darkened below, with the title over it. */
export async function shareImage(roomId: string): Promise<Buffer> {
  const room = await publicRoom(roomId);
  const key = `${room.id}:${room.title}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  const cover = await openRoomCover(room.id, false, 1536).catch(() => null);
  const picture = cover
    ? `<image href="data:${cover.mime};base64,${cover.bytes.toString('base64')}" x="0" y="0" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="#1f2a44"/>`;
  const lines = titleLines(room.title);
  const text = lines
    .map(
      (line, i) =>
        `<text x="64" y="${SHARE_IMAGE_HEIGHT - 72 - (lines.length - 1 - i) * 76}" font-family="${LABEL_FONT_FAMILY}" font-weight="bold" font-size="64" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"><defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs>${picture}<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#shade)"/><text x="64" y="80" font-family="${LABEL_FONT_FAMILY}" font-size="32" fill="#ffffff" fill-opacity="0.9">Ermie Escape Studio · ${esc(room.difficulty)}</text>${text}</svg>`;
  const png = Buffer.from(new Resvg(svg, { font: labelFontOptions() }).render().asPng());
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, png);
  return png;
}
