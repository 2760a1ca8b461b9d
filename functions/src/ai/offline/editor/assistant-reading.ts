/**
 * The offline assistant's reading of a creator's words: which element they mean (matched
 * fuzzily: any case, partial words, plurals, "it" for the element last talked about),
 * directions and amounts of a move, target coordinates, and free spots for a new element.
 */
import { clampPosition, POSITION_CLAMP } from '@core';
import type { AssistantElement } from '../../flows/editor/assistant-schemas';

const STOP = new Set(['the', 'a', 'an', 'of', 'to', 'and', 'on', 'in', 'at', 'by', 'with', 'for', 'its', 'my']);

export const words = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP.has(word));

/** Whether two words are the same word, allowing plurals and abbreviations of four letters or more. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/** How well the text names the element: 0 (not at all) .. 1 (every word of its name). */
export function nameScore(text: string, name: string): number {
  const nameWords = words(name);
  if (!nameWords.length) return 0;
  const textWords = words(text);
  const hits = nameWords.filter((nw) => textWords.some((tw) => sameWord(tw, nw))).length;
  const whole = text.toLowerCase().includes(name.toLowerCase()) ? 0.5 : 0;
  return hits / nameWords.length + whole + hits * 0.01;
}

/** The element the text names best (at least one word of its name), or null. */
export function findElement(text: string, elements: AssistantElement[]): AssistantElement | null {
  let best: AssistantElement | null = null;
  let bestScore = 0;
  for (const element of elements) {
    const score = nameScore(text, element.name);
    const byId = text.includes(element.id) ? 2 : 0;
    if (score + byId > bestScore) {
      best = element;
      bestScore = score + byId;
    }
  }
  return bestScore > 0.3 ? best : null;
}

/** The element the text names, else — when it says "it", "that" or "this" — the one the chat last named. */
export function findElementInChat(
  text: string,
  history: Array<{ content: string }>,
  elements: AssistantElement[],
): AssistantElement | null {
  const named = findElement(text, elements);
  if (named || !/\b(?:it|that|this|them)\b/i.test(text)) return named;
  for (const message of [...history].reverse()) {
    const earlier = findElement(message.content, elements);
    if (earlier) return earlier;
  }
  return null;
}

export type Direction = 'left' | 'right' | 'up' | 'down';
export const MOVE_STEP_PX = 60;

/** A relative move ("left", "a bit up", "down by 100 px"), or null. */
export function readDirection(text: string): { direction: Direction; by: number } | null {
  const match = /\b(left|right|up|down|upwards|downwards|higher|lower)\b/i.exec(text);
  if (!match) return null;
  const word = match[1].toLowerCase();
  const direction: Direction =
    word === 'higher' || word === 'upwards'
      ? 'up'
      : word === 'lower' || word === 'downwards'
        ? 'down'
        : (word as Direction);
  const amount = /\bby\s+(\d{1,4})\b|\b(\d{1,4})\s*(?:px|pixels?)\b/i.exec(text);
  const by = amount
    ? Number(amount[1] ?? amount[2])
    : /\b(?:bit|little|slightly|touch)\b/i.test(text)
      ? 30
      : MOVE_STEP_PX;
  return { direction, by };
}

export function moved(element: AssistantElement, move: { direction: Direction; by: number }): { x: number; y: number } {
  const dx = move.direction === 'left' ? -move.by : move.direction === 'right' ? move.by : 0;
  const dy = move.direction === 'up' ? -move.by : move.direction === 'down' ? move.by : 0;
  return clampPosition(element.x + dx, element.y + dy);
}

/** Target coordinates: "to (300, 420)", "to 300,420", "to x 300 y 420". */
export function readCoordinates(text: string): { x: number; y: number } | null {
  const match =
    /\bto\s*\(?\s*(-?\d{1,5})\s*[,;\s]\s*(-?\d{1,5})\s*\)?/i.exec(text) ??
    /\bx\s*[=:]?\s*(-?\d{1,5})\D{1,8}y\s*[=:]?\s*(-?\d{1,5})/i.exec(text);
  return match ? clampPosition(Number(match[1]), Number(match[2])) : null;
}

/** The spot on the editor's 0..750 × 0..550 canvas farthest from every element (a coarse sweep). */
export function freeSpot(elements: AssistantElement[]): { x: number; y: number } {
  if (!elements.length) return { x: Math.round(POSITION_CLAMP.maxX / 2), y: Math.round(POSITION_CLAMP.maxY / 2) };
  let best = { x: Math.round(POSITION_CLAMP.maxX / 2), y: Math.round(POSITION_CLAMP.maxY / 2) };
  let bestDistance = -1;
  for (let y = 60; y <= POSITION_CLAMP.maxY - 40; y += 35) {
    for (let x = 50; x <= POSITION_CLAMP.maxX - 50; x += 35) {
      const distance = Math.min(Infinity, ...elements.map((e) => Math.hypot(e.x - x, e.y - y)));
      if (distance > bestDistance) {
        best = { x, y };
        bestDistance = distance;
      }
    }
  }
  return best;
}
