import { describe, expect, it } from 'vitest';
import { coastline } from './coastline-data';
import { fromMap, insetBox, isCanary, layoutFor, panBox, spainBounds, toMap } from './layout';

const tenerife = { lat: 28.4718, lon: -16.2464 };
const palma = { lat: 39.566, lon: 2.64 };

describe('layout', () => {
  it('uses the Canaries inset only when they share the map with the rest of Spain', () => {
    expect(layoutFor([]).hasInset).toBe(true);
    expect(layoutFor([tenerife, palma]).hasInset).toBe(true);
    expect(layoutFor([tenerife]).hasInset).toBe(false);
    expect(layoutFor([palma]).hasInset).toBe(false);
    expect(isCanary(tenerife)).toBe(true);
    expect(isCanary(palma)).toBe(false);
    expect(isCanary({ lat: 35.29, lon: -2.94 })).toBe(false); // Melilla
  });

  it('moves Canary places into the inset and back', () => {
    const inset = { hasInset: true };
    const drawn = toMap(tenerife, inset);
    expect(drawn.x).toBeGreaterThan(insetBox.minX);
    expect(drawn.x).toBeLessThan(insetBox.maxX);
    expect(drawn.y).toBeGreaterThan(insetBox.minY);
    expect(drawn.y).toBeLessThan(insetBox.maxY);
    const back = fromMap(drawn, inset);
    expect(back.lat).toBeCloseTo(tenerife.lat, 6);
    expect(back.lon).toBeCloseTo(tenerife.lon, 6);
    // Without an inset everything is at its true place.
    const plain = { hasInset: false };
    expect(fromMap(toMap(tenerife, plain), plain).lat).toBeCloseTo(tenerife.lat, 6);
    expect(fromMap(toMap(palma, inset), inset).lon).toBeCloseTo(palma.lon, 6);
  });

  it('puts the inset south-west of the peninsula, inside the view of all Spain', () => {
    expect(insetBox.maxX).toBeLessThan(-7000); // west of Morocco's Atlantic coast
    expect(insetBox.minY).toBeGreaterThan(-39100); // south of Cape St Vincent (37°N)
    expect(spainBounds.minX).toBe(insetBox.minX);
    expect(spainBounds.maxY).toBe(insetBox.maxY);
    expect(panBox({ hasInset: false }).minX).toBeLessThan(-18000);
  });

  it('never lets the centre of the view leave the land data', () => {
    const [minX, minY, maxX, maxY] = coastline.box;
    for (const box of [panBox({ hasInset: true }), panBox({ hasInset: false })]) {
      expect(box.minX).toBeGreaterThan(minX);
      expect(box.minY).toBeGreaterThan(minY);
      expect(box.maxX).toBeLessThan(maxX);
      expect(box.maxY).toBeLessThan(maxY);
    }
  });
});
