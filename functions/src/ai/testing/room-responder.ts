/**
 * A "room responder" for the Gemini-format mock server: it answers each request of the
 * creation pipeline by recognising its prompt, the way a real model would answer it —
 * a storyboard with distinctive "Mockingbird" titles, a puzzle design fitted to the storyboard
 * it is sent, a PNG that draws each requested element where the prompt asks, and detection
 * boxes for the elements of a placement request. Used by `npm run gemini:mock` and the tests.
 * `garbage` makes chosen steps answer unusable output (to exercise the offline fallback).
 */
import { Resvg } from '@resvg/resvg-js';
import type { Storyboard } from '@core';
import { LABEL_FONT_FAMILY, labelFontOptions } from '../editor-images/fonts';
import { DESIGN_STORYBOARD_LINE } from '../gemini-prompts';
import type { ModelElement } from '../design/model-design-schema';
import type { GeminiMockReply, GeminiMockRequest } from './gemini-mock-server';

export type RoomStep = 'storyboard' | 'design' | 'image' | 'placement';

export const MOCK_TITLE_PREFIX = 'Mockingbird';
const PLACES = [
  'Atrium',
  'Clock Gallery',
  'Map Room',
  'Boiler Vault',
  'Glass Attic',
  'Chapel',
  'Lantern Hall',
  'Cellar',
];

const promptText = (request: GeminiMockRequest): string =>
  (request.body.contents ?? [])
    .flatMap((content) => content.parts)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('\n');

export function recogniseStep(request: GeminiMockRequest): RoomStep | null {
  const text = promptText(request);
  const modalities = request.body.generationConfig?.responseModalities;
  if (Array.isArray(modalities) && modalities.includes('IMAGE')) return 'image';
  if (text.includes(DESIGN_STORYBOARD_LINE)) return 'design';
  if (text.includes('Write the storyboard')) return 'storyboard';
  if (text.includes('Locate each of these interactive objects')) return 'placement';
  return null;
}

export function mockStoryboard(roomTitle: string, sceneCount: number): Storyboard {
  return {
    title: `${MOCK_TITLE_PREFIX}: ${roomTitle}`,
    story_premise: 'You wake inside the Mockingbird house, and every door has been locked from the outside.',
    backstory: 'The Mockingbird family hid their secrets behind dates: 1847, 2210, 3094 and more.',
    scenes: Array.from({ length: sceneCount }, (_, i) => ({
      title: `${MOCK_TITLE_PREFIX} ${PLACES[i % PLACES.length]}`,
      description: `A dim ${PLACES[i % PLACES.length].toLowerCase()} with a brass keypad, a leather ledger and a heavy door.`,
    })),
  };
}

const codeFor = (i: number) => String(1847 + i * 363);

/** A model element as a model might send it: with a code of its own, which the schema drops (the server draws codes). */
export type WireElement = ModelElement & { code?: string };
export interface WireDesign {
  scenes: Array<{ scene_index: number; elements: WireElement[] }>;
}

/**
 * A design in the model's compact format, consistent with `storyboard`: ledger -> keypad -> key -> door,
 * per scene. A corridor (one lock per scene, one clue each), and each keypad carries a code of the model's.
 */
export function mockDesign(storyboard: Storyboard): WireDesign {
  const last = storyboard.scenes.length - 1;
  return {
    scenes: storyboard.scenes.map((scene, i) => {
      const place = scene.title.replace(`${MOCK_TITLE_PREFIX} `, '');
      const code = codeFor(i);
      const way: WireElement =
        i === last
          ? {
              ref: `exit-${i}`,
              name: `${place} exit door`,
              kind: 'exit',
              description: 'Daylight glows under it.',
              needs: [`key-${i}`],
            }
          : {
              ref: `door-${i}`,
              name: `${place} oak door`,
              kind: 'door',
              description: 'A heavy oak door.',
              needs: [`key-${i}`],
            };
      return {
        scene_index: i,
        elements: [
          {
            ref: `ledger-${i}`,
            name: `${place} leather ledger`,
            kind: 'clue',
            description: 'A ledger bound in cracked leather.',
            clue_text: `The last entry reads: "Locked on ${code}."`,
          },
          {
            ref: `keypad-${i}`,
            name: `${place} brass keypad`,
            kind: 'code_lock',
            description: 'A brass keypad set into a small safe.',
            code,
            clue: `ledger-${i}`,
            reveals: [`key-${i}`],
          },
          { ref: `key-${i}`, name: `${place} iron key`, kind: 'key', description: 'A cold iron key.', hidden: true },
          way,
        ],
      };
    }),
  };
}

/** The storyboard the design prompt carries (the line after DESIGN_STORYBOARD_LINE). */
function storyboardOf(text: string): Storyboard | null {
  const lines = text.split('\n');
  const at = lines.indexOf(DESIGN_STORYBOARD_LINE);
  try {
    return at >= 0 ? (JSON.parse(lines[at + 1]) as Storyboard) : null;
  } catch {
    return null;
  }
}

/** Visible element names as the image prompt lists them ("- Name, a ...: spot"). */
const listedNames = (text: string) => [...text.matchAll(/^- (.+?), (?:a|drawn as) /gm)].map((m) => m[1]);

function sizeOf(request: GeminiMockRequest): { width: number; height: number } {
  const ratio = (request.body.generationConfig?.imageConfig as { aspectRatio?: string } | undefined)?.aspectRatio;
  const [w, h] = (ratio ?? '4:3').split(':').map(Number);
  return { width: 1024, height: Math.round((1024 * h) / w) };
}

/** The box of the i-th of n visible elements, as fractions of the image: a row across the lower middle. */
const slot = (i: number, n: number) => ({ cx: (i + 0.5) / n, cy: 0.6, w: 0.7 / n, h: 0.22 });

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function mockScenePng(names: string[], width: number, height: number, hue: number): Buffer {
  const boxes = names.map((name, i) => {
    const s = slot(i, names.length);
    const x = (s.cx - s.w / 2) * width;
    const y = (s.cy - s.h / 2) * height;
    return (
      `<rect x="${x}" y="${y}" width="${s.w * width}" height="${s.h * height}" rx="12" fill="hsl(${(hue + 40 * i) % 360},55%,45%)" stroke="#fff" stroke-width="4"/>` +
      `<text x="${s.cx * width}" y="${y - 10}" font-family="${LABEL_FONT_FAMILY}" font-size="20" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>`
    );
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},30%,18%)"/>` +
    `<rect y="${height * 0.72}" width="100%" height="${height * 0.28}" fill="hsl(${hue},25%,12%)"/>` +
    boxes.join('') +
    '</svg>';
  return Buffer.from(new Resvg(svg, { font: labelFontOptions() }).render().asPng());
}

function placementAnswer(text: string): string {
  const listed = [...text.matchAll(/^- element_id "([^"]+)": (.*)$/gm)].map((m) => ({
    id: m[1],
    hidden: m[2].includes('may be small or partly hidden'),
  }));
  const visible = listed.filter((e) => !e.hidden);
  const elements = listed.map((e) => {
    const i = visible.indexOf(e);
    const s = i >= 0 ? slot(i, visible.length) : { cx: 0.5, cy: 0.85, w: 0.08, h: 0.08 };
    const box = [s.cy - s.h / 2, s.cx - s.w / 2, s.cy + s.h / 2, s.cx + s.w / 2].map((n) => Math.round(n * 1000));
    return { element_id: e.id, box_2d: box, confidence: e.hidden ? 0.4 : 0.9 };
  });
  return JSON.stringify({ elements });
}

/** Answers one pipeline request; steps in `garbage` answer unusable output. */
export function createRoomResponder(options: { garbage?: RoomStep[] } = {}) {
  let painted = 0;
  return (request: GeminiMockRequest): GeminiMockReply => {
    const step = recogniseStep(request);
    const text = promptText(request);
    if (step && options.garbage?.includes(step))
      return {
        parts: [
          { text: step === 'image' ? 'I would rather not draw that.' : 'What a lovely room, shall I describe it?' },
        ],
      };
    switch (step) {
      case 'storyboard': {
        const count = Number(/Exactly (\d+) scenes/.exec(text)?.[1] ?? 3);
        const title = /^Room title: (.*)$/m.exec(text)?.[1] ?? 'Untitled';
        return { parts: [{ text: JSON.stringify(mockStoryboard(title, count)) }] };
      }
      case 'design': {
        const storyboard = storyboardOf(text);
        if (!storyboard) return { status: 400, error: 'The room responder found no storyboard in the design prompt' };
        return { parts: [{ text: JSON.stringify(mockDesign(storyboard)) }] };
      }
      case 'image': {
        const { width, height } = sizeOf(request);
        const png = mockScenePng(listedNames(text), width, height, (painted++ * 67) % 360);
        return { parts: [{ inlineData: { mimeType: 'image/png', data: png.toString('base64') } }] };
      }
      case 'placement':
        return { parts: [{ text: placementAnswer(text) }] };
      default:
        return { status: 400, error: 'The room responder does not recognise this prompt' };
    }
  };
}
