import { clamp, fmt, polyPath, sample, type TPoint } from '../svg';

export type THull = {
  sternX: number;
  sternWlX: number;
  bowX: number;
  bowWlX: number;
  fbStern: number;
  fbBow: number;
  sag: number;
  beam: number;
  /** 0 = straight stem, 1 = a long convex bow */
  bowCurve: number;
  /** a rounded counter stern instead of a flat transom */
  roundStern?: boolean;
};

export type THullGeo = THull & { depth: number };

export function hullGeo(hull: THull, elevation: number): THullGeo {
  return { ...hull, depth: hull.beam * (0.1 + 0.5 * elevation) };
}

function tAt(g: THull, x: number): number {
  return clamp((x - g.sternX) / (g.bowX - g.sternX), 0, 1);
}

export function sheerY(g: THull, x: number): number {
  const t = tAt(g, x);
  return -(
    g.fbStern +
    (g.fbBow - g.fbStern) * t * t -
    g.sag * Math.sin(Math.PI * t) * (1 - 0.4 * t)
  );
}

export function planform(g: THull, x: number): number {
  const t = tAt(g, x);
  if (t <= 0.55) return 0.84 + 0.16 * (t / 0.55);
  const u = (t - 0.55) / 0.45;
  return Math.sqrt(Math.max(0, 1 - u * u));
}

/** a point on the deck: across = 0 at the near rail, 1 at the far rail; lift raises it */
export function onDeck(g: THullGeo, x: number, across: number, lift = 0): number {
  return sheerY(g, x) - g.depth * planform(g, x) * across - lift;
}

export function sheerPoints(g: THull, x0: number, x1: number, steps = 24, offset = 0): TPoint[] {
  return sample(x0, x1, steps).map((x) => [x, sheerY(g, x) + offset] as TPoint);
}

/** a line along the deck at one distance across it, from x0 to x1 */
export function deckLine(
  g: THullGeo,
  x0: number,
  x1: number,
  across: number,
  lift = 0,
  steps = 10,
): TPoint[] {
  return sample(x0, x1, steps).map((x) => [x, onDeck(g, x, across, lift)] as TPoint);
}

/** positions along a boat, each [x, how far above some base line at x] */
export type TOffsets = readonly (readonly [number, number])[];

/** the points of `offsets` above the line `base` */
export function above(base: (x: number) => number, offsets: TOffsets): TPoint[] {
  return offsets.map(([x, dy]) => [x, base(x) - dy] as TPoint);
}

export function hullSidePath(g: THull): string {
  const top = sheerPoints(g, g.sternX, g.bowX);
  const bowTop = sheerY(g, g.bowX);
  const run = g.bowX - g.bowWlX;
  const k = 0.25 * g.bowCurve;
  const c1x = g.bowX - run / 3 + run * k;
  const c1y = (bowTop * 2) / 3 - bowTop * k;
  const c2x = g.bowX - (2 * run) / 3 + run * k * 1.2;
  const c2y = bowTop / 3 - bowTop * k * 0.8;
  let d = polyPath(top, false);
  d += `C${fmt(c1x)} ${fmt(c1y)} ${fmt(c2x)} ${fmt(Math.min(c2y, 3))} ${fmt(g.bowWlX)} 3`;
  d += `L${fmt(g.sternWlX)} 3`;
  if (g.roundStern) {
    const sternTop = sheerY(g, g.sternX);
    d += `C${fmt(g.sternWlX - 25)} ${fmt(sternTop * 0.35)} ${fmt(g.sternX + 10)} ${fmt(sternTop * 0.75)} ${fmt(g.sternX)} ${fmt(sternTop)}`;
  }
  return `${d}Z`;
}

export function deckPath(g: THullGeo, x0 = g.sternX, x1 = g.bowX): string {
  const near = sheerPoints(g, x0, x1);
  const far = near.map(([x]) => [x, onDeck(g, x, 1)] as TPoint).reverse();
  return polyPath([...near, ...far]);
}

/** a patch of deck between two positions along the boat and across it */
export function deckPatch(
  g: THullGeo,
  x0: number,
  x1: number,
  a0: number,
  a1: number,
  lift = 0,
  steps = 10,
): TPoint[] {
  return [
    ...deckLine(g, x0, x1, a0, lift, steps),
    ...deckLine(g, x0, x1, a1, lift, steps).reverse(),
  ];
}

/** a band that follows the sheer line at a given depth below it */
export function sheerBand(
  g: THull,
  x0: number,
  x1: number,
  top: (t: number) => number,
  bottom: (t: number) => number,
  steps = 20,
): string {
  const upper: TPoint[] = [];
  const lower: TPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    upper.push([x, sheerY(g, x) + top(t)]);
    lower.push([x, sheerY(g, x) + bottom(t)]);
  }
  return polyPath([...upper, ...lower.reverse()]);
}

/** a stripe of even depth below the sheer line, by default along the whole hull */
export function sheerStripe(g: THull, top: number, bottom: number, x0 = -520, x1 = 520): string {
  return sheerBand(
    g,
    x0,
    x1,
    () => top,
    () => bottom,
  );
}
