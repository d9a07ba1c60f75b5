import { describe, expect, it } from 'vitest';
import { boundsOf, distanceKm, project, unproject } from './projection';

describe('projection', () => {
  it('maps longitude linearly and latitude with Mercator, y growing southwards', () => {
    expect(project({ lat: 0, lon: 0 }).x).toBe(0);
    expect(project({ lat: 0, lon: 0 }).y).toBeCloseTo(0, 6);
    expect(project({ lat: 36, lon: -5 }).x).toBeCloseTo(-5000);
    expect(project({ lat: 36, lon: -5 }).y).toBeCloseTo(-38633, 0);
    expect(project({ lat: 43.8, lon: 0 }).y).toBeLessThan(project({ lat: 36, lon: 0 }).y);
  });

  it('round-trips through unproject', () => {
    for (const place of [
      { lat: 39.566, lon: 2.64 },
      { lat: 28.4718, lon: -16.2464 },
      { lat: 43.36, lon: -8.4 },
    ]) {
      const back = unproject(project(place));
      expect(back.lat).toBeCloseTo(place.lat, 9);
      expect(back.lon).toBeCloseTo(place.lon, 9);
    }
  });

  it('keeps shapes: one map unit is about as long across as up and down', () => {
    const a = { lat: 39.5, lon: 2.5 };
    const east = unproject({ ...project(a), x: project(a).x + 100 });
    const south = unproject({ ...project(a), y: project(a).y + 100 });
    expect(distanceKm(a, east) / distanceKm(a, south)).toBeCloseTo(1, 2);
  });

  it('bounds points and measures distances', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { x: 1, y: 5 },
        { x: -3, y: 2 },
      ]),
    ).toEqual({ minX: -3, minY: 2, maxX: 1, maxY: 5 });
    // Barcelona to Palma is about 200 km.
    expect(distanceKm({ lat: 41.385, lon: 2.173 }, { lat: 39.57, lon: 2.65 })).toBeGreaterThan(195);
    expect(distanceKm({ lat: 41.385, lon: 2.173 }, { lat: 39.57, lon: 2.65 })).toBeLessThan(210);
  });
});
