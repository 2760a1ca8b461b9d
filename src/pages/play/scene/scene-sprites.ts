/**
 * Which elements the play screen draws over the scene image (issue 11's sprite rule): the
 * image shows only what is always there, so the client draws collectible elements and
 * elements hidden at the start while they are in sight (absent until revealed, gone once
 * picked up), and the changed look of doors and locks once their state differs from the
 * painted one (unlocked, opened, solved).
 */
import type { ElementRuntime, PlayElement } from '@core';
import { spriteKind } from '../../../components/sprites/ElementSprite';

export type SpriteReason = 'item' | 'state';

export function spriteReason(el: PlayElement, runtime: ElementRuntime): SpriteReason | null {
  if (!runtime.visible || el.art === '') return null;
  if (el.yields.collect || !el.visible) return runtime.state === 'solved' && el.yields.collect ? null : 'item';
  if (spriteKind(el.art, el.name).stateful && runtime.state !== el.initial_state) return 'state';
  return null;
}
