#!/usr/bin/env node
/**
 * Generates `web/components/map/coastline-data.ts`: the land drawn by the sea map (SeaMap).
 *
 * Source: Natural Earth 1:10m admin-0 countries (public domain, https://www.naturalearthdata.com),
 * as TopoJSON in the npm package `world-atlas` (ISC, countries-10m.json), read with
 * `topojson-client` (ISC). Neither is a project dependency; fetch them once outside the project:
 *
 *   mkdir -p /tmp/geo && npm install --prefix /tmp/geo world-atlas@2 topojson-client@3
 *   node scripts/generate-coastline.mjs [--geo /tmp/geo/node_modules]
 *
 * Steps: project every shared arc to Web Mercator (map units = degrees × 1000, y down), simplify
 * each arc once with Douglas-Peucker (fine for arcs of Spain, coarse for the neighbours, so shared
 * borders stay identical), rebuild the countries that touch the bounding box, clip them to it, drop
 * specks, round to even units and write smooth relative SVG paths (quadratic B-splines through
 * the edge midpoints). The output is deterministic.
 * The 1:50m file was tried first: it has no Cabrera and only 34 points for Mallorca, too coarse for
 * the ~40 km view of a single harbour.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const geoArg = process.argv.indexOf('--geo');
const geoDir = geoArg > 0 ? process.argv[geoArg + 1] : '/tmp/geo/node_modules';
const out = path.join(root, 'web/components/map/coastline-data.ts');

const { feature, merge } = await import(
  pathToFileURL(path.join(geoDir, 'topojson-client/src/index.js')).href
);
const topology = JSON.parse(
  readFileSync(path.join(geoDir, 'world-atlas/countries-10m.json'), 'utf8'),
);

const SPAIN = '724';
/**
 * Clip box in degrees: wide enough that a fitted view of all Spain in a tall phone screen still
 * shows land to its edges (Brittany to the north, Western Sahara to the south).
 */
const BOX = { west: -21, east: 12, south: 20, north: 52 };
/** Near Spain the neighbours are drawn finer than far away. */
const NEAR = { west: -12, east: 6, south: 34, north: 45 };
/** Douglas-Peucker tolerance in map units (1/1000 of a Mercator degree, ~85 m at 40°N). */
const TOLERANCE = { spain: 2.5, near: 12, far: 40 };
/** Rings smaller than this (square map units) are dropped: ~1 km² for Spain, ~15 km² abroad. */
const MIN_AREA = { spain: 120, other: 2000 };
/** Spanish land south of this latitude is the Canary Islands, drawn apart (inset or true place). */
const CANARIES_NORTH = 31;

const UNIT = 1000;
const mercatorY = (lat) =>
  (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;
/** Must match `project` in web/components/map/projection.ts. */
const project = ([lon, lat]) => [lon * UNIT, -mercatorY(lat) * UNIT];

// 1. Decode the quantized, delta-encoded arcs to projected coordinates.
const { scale, translate } = topology.transform;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return project([x * scale[0] + translate[0], y * scale[1] + translate[1]]);
  });
});

// 2. Keep the countries whose arcs reach into the box.
const [boxW, boxN] = project([BOX.west, BOX.north]);
const [boxE, boxS] = project([BOX.east, BOX.south]);
const arcIndexes = (geometry) => {
  const rings = geometry.type === 'Polygon' ? geometry.arcs : geometry.arcs.flat();
  return rings.flat().map((i) => (i < 0 ? ~i : i));
};
const inBox = ([x, y]) => x >= boxW && x <= boxE && y >= boxN && y <= boxS;
const countries = topology.objects.countries.geometries.filter(
  (g) => g.arcs && arcIndexes(g).some((i) => arcs[i].some(inBox)),
);
const spainArcs = new Set(arcIndexes(countries.find((g) => g.id === SPAIN)));
const [nearW, nearN] = project([NEAR.west, NEAR.north]);
const [nearE, nearS] = project([NEAR.east, NEAR.south]);
const isNear = ([x, y]) => x >= nearW && x <= nearE && y >= nearN && y <= nearS;
const toleranceOf = (arc, i) =>
  spainArcs.has(i) ? TOLERANCE.spain : arc.some(isNear) ? TOLERANCE.near : TOLERANCE.far;

// 3. Simplify each arc once, so that neighbours keep sharing the very same border.
function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}
function douglasPeucker(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  // A closed arc (an island) has equal ends: split it at its farthest point first.
  const first = points[0];
  const last = points[points.length - 1];
  if (first[0] === last[0] && first[1] === last[1]) {
    let far = 1;
    let best = -1;
    points.forEach((p, i) => {
      const d = Math.hypot(p[0] - first[0], p[1] - first[1]);
      if (d > best) [best, far] = [d, i];
    });
    keep[far] = 1;
    stack.pop();
    stack.push([0, far], [far, points.length - 1]);
  }
  while (stack.length) {
    const [a, b] = stack.pop();
    let far = -1;
    let best = tolerance;
    for (let i = a + 1; i < b; i++) {
      const d = distanceToSegment(points[i], points[a], points[b]);
      if (d > best) [best, far] = [d, i];
    }
    if (far > 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}
const simplified = {
  type: 'Topology',
  objects: topology.objects,
  arcs: arcs.map((arc, i) => douglasPeucker(arc, toleranceOf(arc, i))),
};

// 4. Clip each ring to the box (Sutherland-Hodgman), round, drop duplicates and specks.
function clipRing(ring) {
  const edges = [
    (p) => p[0] >= boxW,
    (p) => p[0] <= boxE,
    (p) => p[1] >= boxN,
    (p) => p[1] <= boxS,
  ];
  const limits = [boxW, boxE, boxN, boxS];
  let points = ring;
  edges.forEach((inside, e) => {
    const axis = e < 2 ? 0 : 1;
    const result = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length];
      const cross = () => {
        const t = (limits[e] - previous[axis]) / (current[axis] - previous[axis]);
        const p = [previous[0] + t * (current[0] - previous[0]), 0];
        p[1] = previous[1] + t * (current[1] - previous[1]);
        p[axis] = limits[e];
        return p;
      };
      if (inside(current)) {
        if (!inside(previous)) result.push(cross());
        result.push(current);
      } else if (inside(previous)) result.push(cross());
    });
    points = result;
  });
  return points;
}
const area = (ring) =>
  Math.abs(
    ring.reduce((sum, [x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length];
      return sum + x * ny - nx * y;
    }, 0) / 2,
  );
function cleanRing(ring, minArea) {
  const open = ring.slice(0, -1); // GeoJSON rings repeat their first point
  const rounded = [];
  for (const [x, y] of clipRing(open)) {
    const p = [2 * Math.round(x / 2), 2 * Math.round(y / 2)];
    const prev = rounded[rounded.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) rounded.push(p);
  }
  const [f, l] = [rounded[0], rounded[rounded.length - 1]];
  if (rounded.length > 1 && f[0] === l[0] && f[1] === l[1]) rounded.pop();
  return rounded.length >= 3 && area(rounded) >= minArea ? rounded : null;
}

// 5. Smooth relative SVG paths. Each ring becomes quadratic curves through the midpoints of its
// edges, its vertices being the control points (a B-spline: a harbour close-up looks like a coast,
// not a polygon). After the first "q", each control point is the mirror of the previous one, so
// "t" with the next midpoint is enough: the same two numbers per vertex as a polyline.
// Vertices are rounded to even units, so the midpoints are whole units.
function toPath(rings) {
  let d = '';
  let origin = [0, 0];
  const add = (...numbers) => {
    for (const n of numbers) d += n < 0 || /[a-zA-Z]$/.test(d) ? `${n}` : ` ${n}`;
  };
  for (const ring of rings) {
    const n = ring.length;
    const mid = (i) => [
      (ring[i % n][0] + ring[(i + 1) % n][0]) / 2,
      (ring[i % n][1] + ring[(i + 1) % n][1]) / 2,
    ];
    const start = mid(n - 1);
    d += d ? 'm' : 'M';
    add(start[0] - origin[0], start[1] - origin[1]);
    d += 'q';
    const first = mid(0);
    add(ring[0][0] - start[0], ring[0][1] - start[1], first[0] - start[0], first[1] - start[1]);
    d += 't';
    for (let i = 1; i < n; i++) {
      const [a, b] = [mid(i - 1), mid(i)];
      add(b[0] - a[0], b[1] - a[1]);
    }
    d += 'z';
    origin = start;
  }
  return d;
}

const groups = { spain: [], canaries: [], neighbours: [] };
const stats = {};
const [, canariesNorthY] = project([0, CANARIES_NORTH]);
function addPolygons(geometry, isSpain) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    const rings = polygon
      .map((ring) => cleanRing(ring, isSpain ? MIN_AREA.spain : MIN_AREA.other))
      .filter(Boolean);
    if (!rings.length) continue;
    const group = !isSpain ? 'neighbours' : rings[0][0][1] > canariesNorthY ? 'canaries' : 'spain';
    groups[group].push(...rings);
  }
}
// The neighbours are merged into one muted land: their own borders are not drawn.
addPolygons(
  feature(
    simplified,
    countries.find((g) => g.id === SPAIN),
  ).geometry,
  true,
);
addPolygons(
  merge(
    simplified,
    countries.filter((g) => g.id !== SPAIN),
  ),
  false,
);
for (const [group, rings] of Object.entries(groups))
  stats[group] = rings.reduce((sum, r) => sum + r.length, 0);

const bounds = (rings) => {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};
const source = `// Generated by scripts/generate-coastline.mjs from Natural Earth 1:10m (public domain). Do not edit.

/**
 * Land as SVG paths in map units: Web Mercator, x = longitude × 1000, y = −(Mercator latitude in
 * degrees) × 1000, so y grows southwards like SVG. Each ring is a smooth closed curve ("q", then
 * "t" through the midpoints of the simplified coast). Draw with fill-rule evenodd.
 */
export const coastline = {
  /** [minX, minY, maxX, maxY] of the clipped data: the view never needs to leave it */
  box: [${[boxW, boxN, boxE, boxS].map(Math.round).join(', ')}],
  /** [minX, minY, maxX, maxY] of the Canary Islands */
  canariesBounds: [${bounds(groups.canaries).join(', ')}],
  /** peninsula, Balearic Islands, Ceuta, Melilla and the other Spanish land outside the Canaries */
  spain:
    '${toPath(groups.spain)}',
  canaries:
    '${toPath(groups.canaries)}',
  /** Portugal, France, Andorra, Morocco and the other countries in the box, drawn muted */
  neighbours:
    '${toPath(groups.neighbours)}',
} as const;
`;
writeFileSync(out, source);
console.log(`${path.relative(root, out)}: ${(source.length / 1024).toFixed(1)} KB, points:`, stats);
