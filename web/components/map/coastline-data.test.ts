import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The seeded harbours are the test fixture; a test is never bundled into the web app.
// eslint-disable-next-line no-restricted-imports
import { destinations } from '../../../db/seed/catalog/places';
import { coastline } from './coastline-data';
import { insetBox } from './layout';
import { project, type TLatLon, type TXY } from './projection';

/** Rings of a generated path ("M/m", one "q", then "t" through edge midpoints, "z") as points. */
function rings(d: string): TXY[][] {
  const out: TXY[][] = [];
  let start = { x: 0, y: 0 };
  for (const part of d.match(/[Mm][^Mm]*/g) ?? []) {
    const [, move = '', quad = '', rest = ''] = part.match(/^[Mm]([^q]*)q([^t]*)t([^z]*)z$/) ?? [];
    const numbers = (text: string) => (text.match(/-?\d+/g) ?? []).map(Number);
    const [mx = 0, my = 0] = numbers(move);
    start = part.startsWith('M') ? { x: mx, y: my } : { x: start.x + mx, y: start.y + my };
    const [, , ex = 0, ey = 0] = numbers(quad);
    const ring = [start, { x: start.x + ex, y: start.y + ey }];
    const deltas = numbers(rest);
    for (let i = 0; i < deltas.length; i += 2) {
      const last = ring[ring.length - 1]!;
      ring.push({ x: last.x + deltas[i]!, y: last.y + deltas[i + 1]! });
    }
    out.push(ring);
  }
  return out;
}

function distanceToSegment(p: TXY, a: TXY, b: TXY): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0;
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Distance in map units (~85 m at 40°N) from a place to the nearest coast of a path. */
function distanceToCoast(place: TLatLon, d: string): number {
  const p = project(place);
  let best = Infinity;
  for (const ring of rings(d))
    ring.forEach(
      (a, i) => (best = Math.min(best, distanceToSegment(p, a, ring[(i + 1) % ring.length]!))),
    );
  return best;
}

function isOnLand(place: TLatLon, d: string): boolean {
  const p = project(place);
  let inside = false;
  for (const ring of rings(d))
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
        inside = !inside;
    });
  return inside;
}

const spainAll = coastline.spain + coastline.canaries;
const harbours = destinations.flatMap((d) => d.harbours);

describe('coastline data', () => {
  it('is small and deterministic text', () => {
    const source = readFileSync(new URL('./coastline-data.ts', import.meta.url), 'utf8');
    expect(source.length).toBeLessThan(40_000);
    expect(source).toContain('Natural Earth');
  });

  it('draws every seeded harbour within 2.5 km of a coast', () => {
    // Most are within 1.3 km. 1:10m data has no room for the 5 km inlet of Maó (its harbour sits
    // inland on the map) and rounds off the bay of Cartagena.
    const inlets: Record<string, number> = { 'Port de Maó': 4.5 };
    for (const harbour of harbours) {
      const km = distanceToCoast(harbour, spainAll) * 0.085;
      expect(km, harbour.name).toBeLessThan(inlets[harbour.name] ?? 2.5);
    }
  });

  it('puts Palma, Barcelona and Santa Cruz de Tenerife on the coast (within ~1.5 km)', () => {
    const named = (name: string) => harbours.find((h) => h.name === name)!;
    expect(distanceToCoast(named('Real Club Náutico de Palma'), coastline.spain)).toBeLessThan(18);
    expect(distanceToCoast(named('Marina Port Vell'), coastline.spain)).toBeLessThan(18);
    expect(distanceToCoast(named('Marina Santa Cruz'), coastline.canaries)).toBeLessThan(18);
  });

  it('keeps the small islands recognisable', () => {
    const islands: Record<string, TLatLon & { path: string }> = {
      Formentera: { lat: 38.69, lon: 1.47, path: coastline.spain },
      Cabrera: { lat: 39.145, lon: 2.94, path: coastline.spain },
      'La Gomera': { lat: 28.1, lon: -17.22, path: coastline.canaries },
      'El Hierro': { lat: 27.74, lon: -18.0, path: coastline.canaries },
      'La Graciosa': { lat: 29.255, lon: -13.505, path: coastline.canaries },
    };
    for (const [name, island] of Object.entries(islands))
      expect(isOnLand(island, island.path), name).toBe(true);
  });

  it('tells land from sea', () => {
    expect(isOnLand({ lat: 40.42, lon: -3.7 }, coastline.spain)).toBe(true); // Madrid
    expect(isOnLand({ lat: 39.5, lon: 2.9 }, coastline.spain)).toBe(true); // inland Mallorca
    expect(isOnLand({ lat: 39.0, lon: 2.0 }, coastline.spain)).toBe(false); // between the islands
    expect(isOnLand({ lat: 39.5, lon: -8.0 }, coastline.neighbours)).toBe(true); // Portugal
    expect(isOnLand({ lat: 34.0, lon: -6.8 }, coastline.neighbours)).toBe(true); // Rabat
    expect(isOnLand({ lat: 40.42, lon: -3.7 }, coastline.neighbours)).toBe(false);
  });

  it('gives the Canaries their own path and bounds', () => {
    const [minX, minY, maxX, maxY] = coastline.canariesBounds;
    const tenerife = project({ lat: 28.29, lon: -16.63 });
    expect(tenerife.x).toBeGreaterThan(minX);
    expect(tenerife.x).toBeLessThan(maxX);
    expect(tenerife.y).toBeGreaterThan(minY);
    expect(tenerife.y).toBeLessThan(maxY);
    expect(isOnLand({ lat: 28.29, lon: -16.63 }, coastline.spain)).toBe(false);
  });

  it('leaves the Canaries inset over open sea', () => {
    const inside = ({ x, y }: TXY) =>
      x > insetBox.minX && x < insetBox.maxX && y > insetBox.minY && y < insetBox.maxY;
    const land = rings(coastline.spain + coastline.neighbours).flat();
    expect(land.length).toBeGreaterThan(3000);
    expect(land.filter(inside)).toEqual([]);
  });
});
