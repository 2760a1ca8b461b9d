// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ELEMENT_STATES } from '@core';
import ElementSprite, { spriteKind } from './ElementSprite';

afterEach(cleanup);

const svgOf = (container: HTMLElement) => container.querySelector('svg')!;

describe('ElementSprite', () => {
  it('when given a kind of collectible, then it draws that thing, hidden from screen readers, filling its box', () => {
    for (const art of ['key', 'gem', 'scroll', 'gear', 'card', 'book', 'map', 'candle', 'vase', 'lever', 'statue']) {
      const { container } = render(<ElementSprite art={art} state="available" name="Thing" />);
      const svg = svgOf(container);
      expect(svg.getAttribute('data-sprite')).toBe(art);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('width')).toBe('100%');
      expect(svg.querySelectorAll('path, rect, circle, ellipse').length).toBeGreaterThan(2);
      cleanup();
    }
  });

  it('when the name says what the thing is, then it is drawn as that (a coin, a dagger, a vial)', () => {
    expect(spriteKind('gem', 'Gold Crown Coin').kind).toBe('coin');
    expect(spriteKind('key', 'Broken Sword Hilt').kind).toBe('dagger');
    expect(spriteKind('vase', 'Antidote Vial').kind).toBe('vial');
    expect(spriteKind('card', 'Data Chip').kind).toBe('chip');
    expect(spriteKind('candle', 'UV Torch').kind).toBe('torch');
    expect(spriteKind('gem', 'Silver Locket').kind).toBe('amulet');
    expect(spriteKind('key', 'Skeleton Key').kind).toBe('key');
    // furniture and doors keep their kind whatever the name says
    expect(spriteKind('door', 'Fuse Room Door').kind).toBe('door');
  });

  it('when the art kind is unknown, then a neutral sprite is drawn; when sealed (empty), nothing', () => {
    const { container } = render(<ElementSprite art="spaceship" state="available" name="Mystery" />);
    expect(svgOf(container).getAttribute('data-sprite')).toBe('neutral');
    cleanup();
    const sealed = render(<ElementSprite art="" state="available" name="???" />);
    expect(svgOf(sealed.container).children.length).toBe(0);
  });

  it('when a door or lock is unlocked or solved, then it changes its look; locked and available look closed', () => {
    for (const art of ['door', 'exit_door', 'hatch', 'portal', 'safe', 'lockbox', 'chest', 'keypad']) {
      const looks = new Map(
        ELEMENT_STATES.map((state) => {
          const { container } = render(<ElementSprite art={art} state={state} name="Lock" />);
          const svg = svgOf(container);
          const look = { open: svg.getAttribute('data-open'), html: svg.innerHTML };
          cleanup();
          return [state, look];
        }),
      );
      expect(looks.get('locked')!.open).toBe('false');
      expect(looks.get('solved')!.open).toBe('true');
      expect(looks.get('unlocked')!.html).toBe(looks.get('solved')!.html);
      expect(looks.get('available')!.html).toBe(looks.get('locked')!.html);
      expect(looks.get('solved')!.html, art).not.toBe(looks.get('locked')!.html);
    }
  });
});
