import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  coverScale,
  initialCrop,
  isBelowRecommended,
  maxZoom,
  panCrop,
  sourceRect,
  zoomCrop,
} from './crop-math';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 600, height: 900 };
const square = { width: 200, height: 200 };
const viewport = 300;

describe('avatar crop geometry', () => {
  it('covers the viewport with the shorter side at zoom 1', () => {
    expect(coverScale(landscape, viewport)).toBeCloseTo(300 / 800);
    expect(coverScale(portrait, viewport)).toBeCloseTo(300 / 600);
  });

  it('starts centred on the middle square of the picture', () => {
    const crop = initialCrop(landscape, viewport);
    // 1200 × 800 shown at 0.375 → 450 × 300: 150 px overflow, 75 on each side
    expect(crop).toEqual({ zoom: 1, x: -75, y: 0 });
    expect(sourceRect(crop, landscape, viewport)).toEqual({ sx: 200, sy: 0, size: 800 });
    expect(sourceRect(initialCrop(portrait, viewport), portrait, viewport)).toEqual({
      sx: 0,
      sy: 150,
      size: 600,
    });
  });

  it('never lets an empty band show', () => {
    const crop = initialCrop(landscape, viewport);
    expect(panCrop(crop, 500, 500, landscape, viewport)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(panCrop(crop, -500, -500, landscape, viewport)).toEqual({ zoom: 1, x: -150, y: 0 });
    expect(clampCrop({ zoom: 0.2, x: 10, y: 10 }, square, viewport)).toEqual({
      zoom: 1,
      x: 0,
      y: 0,
    });
  });

  it('maps a panned crop to the matching picture pixels', () => {
    const crop = panCrop(initialCrop(landscape, viewport), -75, 0, landscape, viewport);
    expect(sourceRect(crop, landscape, viewport)).toEqual({ sx: 400, sy: 0, size: 800 });
  });

  it('zooms around the centre and keeps that point still', () => {
    const start = initialCrop(square, viewport);
    const zoomed = zoomCrop(start, 2, square, viewport);
    expect(zoomed).toEqual({ zoom: 2, x: -150, y: -150 });
    // the middle 100 × 100 of a 200 × 200 picture
    expect(sourceRect(zoomed, square, viewport)).toEqual({ sx: 50, sy: 50, size: 100 });
  });

  it('zooms around another anchor (the pointer) and stays in bounds', () => {
    const start = initialCrop(square, viewport);
    const corner = zoomCrop(start, 2, square, viewport, { x: 0, y: 0 });
    expect(corner).toEqual({ zoom: 2, x: 0, y: 0 });
    expect(sourceRect(corner, square, viewport)).toEqual({ sx: 0, sy: 0, size: 100 });
    const back = zoomCrop(corner, 1, square, viewport);
    expect(back).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('limits the zoom', () => {
    const crop = zoomCrop(initialCrop(landscape, viewport), 50, landscape, viewport);
    expect(crop.zoom).toBe(maxZoom);
    expect(sourceRect(crop, landscape, viewport).size).toBeCloseTo(200);
  });

  it('does not depend on the viewport size', () => {
    const small = sourceRect(
      panCrop(initialCrop(portrait, 150), 0, -30, portrait, 150),
      portrait,
      150,
    );
    const large = sourceRect(
      panCrop(initialCrop(portrait, 300), 0, -60, portrait, 300),
      portrait,
      300,
    );
    expect(small).toEqual(large);
  });

  it('flags pictures under the recommended 200 × 200', () => {
    expect(isBelowRecommended({ width: 199, height: 800 })).toBe(true);
    expect(isBelowRecommended(square)).toBe(false);
  });
});
