import { describe, expect, it } from 'vitest';
import { closeUp, hotspotRect, sceneBoxStyle, sceneSize, stepZoom } from './scene-layout';

describe('sceneSize', () => {
  it('when on a 390px phone then a 1024x768 scene fills the width and keeps its aspect ratio', () => {
    const size = sceneSize({ width: 1024, height: 768 }, 390);
    expect(size.width).toBe(390);
    expect(size.height).toBe(293);
    expect(size.scale).toBeCloseTo(390 / 1024);
  });

  it('when on a desktop then the scene is 600px high', () => {
    expect(sceneSize({ width: 1024, height: 768 }, 1400)).toEqual({ scale: 600 / 768, width: 800, height: 600 });
  });

  it('when the width is not measured yet then nothing is drawn rather than NaN', () => {
    expect(sceneSize({ width: 1024, height: 768 }, 0)).toEqual({ scale: 0, width: 0, height: 0 });
    expect(sceneSize({ width: 0, height: 0 }, 300).width).toBeGreaterThan(0);
  });
});

describe('sceneBoxStyle', () => {
  it('when the frame is measured then the box is the measured size', () => {
    expect(sceneBoxStyle({ width: 1024, height: 768 }, sceneSize({ width: 1024, height: 768 }, 390))).toEqual({
      width: 390,
      height: 293,
    });
  });

  it('when the frame is not measured yet then CSS reserves the same box: full width at the image ratio, capped at 600 px high', () => {
    const unmeasured = sceneSize({ width: 1024, height: 768 }, 0);
    expect(sceneBoxStyle({ width: 1024, height: 768 }, unmeasured)).toEqual({
      width: 'min(100%, 800px)',
      aspectRatio: '1024 / 768',
    });
  });
});

describe('hotspotRect', () => {
  const phone = sceneSize({ width: 1024, height: 768 }, 390);

  it('when the element box is small on a phone then the hot-spot is 50px, centred on the element', () => {
    const rect = hotspotRect({ x_position: 512, y_position: 384, width: 80, height: 80 }, phone);
    expect(rect).toEqual({ left: 170, top: 121, width: 50, height: 50 });
  });

  it('when the element box is large then it is scaled with the image', () => {
    const desktop = sceneSize({ width: 1024, height: 768 }, 2000);
    const rect = hotspotRect({ x_position: 512, y_position: 384, width: 200, height: 400 }, desktop);
    expect(rect.width).toBe(156);
    expect(rect.height).toBe(313);
    expect(Math.abs(rect.left + rect.width / 2 - 400)).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.top + rect.height / 2 - 300)).toBeLessThanOrEqual(1);
  });

  it('when the element sits at the edge then the hot-spot stays inside the scene', () => {
    const corner = hotspotRect({ x_position: 1024, y_position: 768, width: 80, height: 80 }, phone);
    expect(corner.left + corner.width).toBeLessThanOrEqual(phone.width);
    expect(corner.top + corner.height).toBeLessThanOrEqual(phone.height);
    const origin = hotspotRect({ x_position: 0, y_position: 0, width: 80, height: 80 }, phone);
    expect(origin).toMatchObject({ left: 0, top: 0 });
  });
});

describe('stepZoom', () => {
  it('when zooming then it moves by 0.25 between 0.5 and 3', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(3, 1)).toBe(3);
  });
});

describe('closeUp', () => {
  it('when zooming in then the close-up magnifies and stays centred on the element', () => {
    const el = { x_position: 500, y_position: 300, width: 80, height: 80 };
    const view = { width: 320, height: 200 };
    const one = closeUp({ width: 1024, height: 768 }, el, view, 1);
    const two = closeUp({ width: 1024, height: 768 }, el, view, 2);
    expect(one.magnification).toBeCloseTo(1.25);
    expect(two.magnification).toBeCloseTo(2.5);
    expect(one.size).toBe('1280px 960px');
    // The element's centre lands in the middle of the viewport.
    expect(one.position).toBe(`${160 - 625}px ${100 - 375}px`);
  });
});
