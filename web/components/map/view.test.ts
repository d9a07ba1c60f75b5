import { describe, expect, it } from 'vitest';
import { distanceKm, project, unproject } from './projection';
import {
  clampView,
  fitView,
  interpolateView,
  mapToScreen,
  MIN_FIT_SPAN,
  MIN_VISIBLE_SPAN,
  panView,
  scaleOf,
  screenToMap,
  viewBoxOf,
  visibleBounds,
  zoomView,
  type TView,
} from './view';

const size = { width: 800, height: 600 };
const box = { minX: -20000, minY: -50000, maxX: 10000, maxY: -28000 };

describe('fitView', () => {
  it('shows 40–60 km around a single harbour', () => {
    const palma = project({ lat: 39.566, lon: 2.64 });
    const view = fitView({ minX: palma.x, minY: palma.y, maxX: palma.x, maxY: palma.y });
    expect(view.w).toBeGreaterThan(MIN_FIT_SPAN);
    const visible = visibleBounds(view, { width: 390, height: 390 });
    const west = unproject({ x: visible.minX, y: palma.y });
    const east = unproject({ x: visible.maxX, y: palma.y });
    const km = distanceKm(west, east);
    expect(km).toBeGreaterThan(40);
    expect(km).toBeLessThan(60);
  });

  it('pads the points and centres them', () => {
    const view = fitView({ minX: 0, minY: 0, maxX: 1000, maxY: 4000 });
    expect(view).toMatchObject({ cx: 500, cy: 2000 });
    expect(view.h).toBeCloseTo(4000 * 1.28);
    expect(view.w).toBeCloseTo(1000 * 1.28);
  });
});

describe('screen maths', () => {
  const view: TView = { cx: 1000, cy: -40000, w: 2000, h: 1000 };

  it('fits the view like preserveAspectRatio meet', () => {
    expect(scaleOf(view, size)).toBeCloseTo(0.4); // width binds: 800 / 2000
    const visible = visibleBounds(view, size);
    expect(visible.maxX - visible.minX).toBeCloseTo(2000);
    expect(visible.maxY - visible.minY).toBeCloseTo(1500);
    expect(viewBoxOf(view)).toBe('0 -40500 2000 1000');
  });

  it('converts between pixels and map units both ways', () => {
    expect(screenToMap(view, size, 400, 300)).toEqual({ x: 1000, y: -40000 });
    const xy = screenToMap(view, size, 123, 456);
    const back = mapToScreen(view, size, xy);
    expect(back.px).toBeCloseTo(123);
    expect(back.py).toBeCloseTo(456);
  });

  it('zooms around an anchor that stays under the pointer', () => {
    const anchor = screenToMap(view, size, 100, 500);
    const zoomed = zoomView(view, 2, anchor);
    expect(zoomed.w).toBe(1000);
    const again = mapToScreen(zoomed, size, anchor);
    expect(again.px).toBeCloseTo(100);
    expect(again.py).toBeCloseTo(500);
  });

  it('pans so that the map follows the pointer', () => {
    const moved = panView(view, size, 40, -20);
    expect(moved.cx).toBeCloseTo(1000 - 40 / 0.4);
    expect(moved.cy).toBeCloseTo(-40000 + 20 / 0.4);
  });

  it('interpolates from one view to another', () => {
    const to = { cx: 2000, cy: -41000, w: 500, h: 250 };
    expect(interpolateView(view, to, 0)).toEqual(view);
    const end = interpolateView(view, to, 1);
    expect(end.w).toBeCloseTo(500);
    expect(end.cx).toBeCloseTo(2000);
    const middle = interpolateView(view, to, 0.5);
    expect(middle.w).toBeCloseTo(1000); // geometric
  });
});

describe('clampView', () => {
  const widest = fitView(box, 0);

  it('stops zooming in at the closest zoom', () => {
    const tiny = { cx: 0, cy: -40000, w: 10, h: 10 };
    const clamped = clampView(tiny, size, { box, widest });
    const visible = visibleBounds(clamped, size);
    expect(Math.min(visible.maxX - visible.minX, visible.maxY - visible.minY)).toBeCloseTo(
      MIN_VISIBLE_SPAN,
    );
  });

  it('stops zooming out at the widest view', () => {
    const huge = { cx: 0, cy: -40000, w: 1e6, h: 1e6 };
    expect(scaleOf(clampView(huge, size, { box, widest }), size)).toBeCloseTo(
      scaleOf(widest, size),
    );
  });

  it('keeps the centre inside the box', () => {
    const away = { cx: 99999, cy: 0, w: 1000, h: 1000 };
    expect(clampView(away, size, { box, widest })).toMatchObject({ cx: 10000, cy: -28000 });
  });
});
