import type { TTone } from './color';
import { darken, lighten, mix } from './color';
import type { TRandom } from './random';
import {
  clamp,
  convexHull,
  el,
  fmt,
  group,
  line,
  path,
  polyPath,
  type TDefs,
  type TPoint,
} from './svg';

/**
 * Boats are drawn in their own units: the hull runs from x = -500 (stern) to x = 500 (bow),
 * the waterline is y = 0 and up is negative y. The scene scales and mirrors them.
 */
export type TBoatStyle = {
  hull: string;
  accent: string;
  tone: TTone;
  defs: TDefs;
  rng: TRandom;
  /** 0 = seen from the water, 1 = seen from high above: how much of the deck shows */
  elevation: number;
  sailsUp: boolean;
  sunset: boolean;
};

export type TBoatShape = {
  svg: string;
  left: number;
  right: number;
  top: number;
  /** where the hull meets the water */
  wlLeft: number;
  wlRight: number;
  /** how far the far side of the hull rises above the waterline in the picture */
  beam: number;
};

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
  const points: TPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    points.push([x, sheerY(g, x) + offset]);
  }
  return points;
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
  const points: TPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    points.push([x, onDeck(g, x, a0, lift)]);
  }
  for (let i = steps; i >= 0; i -= 1) {
    const x = x0 + ((x1 - x0) * i) / steps;
    points.push([x, onDeck(g, x, a1, lift)]);
  }
  return points;
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

export type TBoatPaints = {
  white: string;
  whiteShade: string;
  offWhite: string;
  glass: string;
  glassLight: string;
  teak: string;
  teakDark: string;
  steel: string;
  dark: string;
  sail: string;
  sailShade: string;
  rope: string;
  hull: string;
  hullLight: string;
  hullDark: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  rim: string;
};

export function boatPaints(style: TBoatStyle): TBoatPaints {
  const t = style.tone;
  return {
    white: t('#f8f7f3'),
    whiteShade: t('#cfd8df'),
    offWhite: t('#ebe8e0'),
    glass: t('#182736'),
    glassLight: t('#5f7f99'),
    teak: t('#b8875a'),
    teakDark: t('#86603d'),
    steel: t('#e4eaee'),
    dark: t('#1f2731'),
    sail: style.sunset ? '#f0c7a2' : '#fcfbf7',
    sailShade: style.sunset ? '#b4838a' : '#d3d9e0',
    rope: t('#eee4cf'),
    hull: t(style.hull),
    hullLight: t(lighten(style.hull, 0.16)),
    hullDark: t(mix(darken(style.hull, 0.2), '#1f5a7a', 0.28)),
    accent: t(style.accent),
    accentDark: t(darken(style.accent, 0.3)),
    accentLight: t(lighten(style.accent, 0.25)),
    rim: style.sunset ? '#ffc27d' : '#ffffff',
  };
}

/** the near side of a hull, shaded, with extra paint (stripes, windows) clipped to it */
export function hullSide(
  g: THull,
  style: TBoatStyle,
  paints: TBoatPaints,
  decoration: string,
  color = paints.hull,
): string {
  const d = hullSidePath(g);
  const { defs } = style;
  const light = color === paints.hull ? paints.hullLight : lighten(color, 0.15);
  const dark = color === paints.hull ? paints.hullDark : mix(darken(color, 0.2), '#1f5a7a', 0.28);
  const shade = defs.linear([
    [0, light],
    [0.45, color],
    [1, dark],
  ]);
  const clipId = defs.add('c', (id) => el('clipPath', { id }, path(d, '#fff')));
  const bowLight = defs.linear(
    [
      [0, '#ffffff', 0],
      [0.72, '#ffffff', 0],
      [1, '#ffffff', style.sunset ? 0.05 : 0.16],
    ],
    0,
    0,
    1,
    0,
  );
  const waterGlow = defs.linear([
    [0, style.sunset ? '#ffb070' : '#7fd6e0', 0],
    [1, style.sunset ? '#ffb070' : '#7fd6e0', 0.32],
  ]);
  const glow = el('rect', {
    x: g.sternX - 60,
    y: -50,
    width: g.bowX - g.sternX + 120,
    height: 53,
    fill: waterGlow,
  });
  return (
    path(d, shade) +
    group(decoration + path(d, bowLight) + glow, { 'clip-path': `url(#${clipId})` }) +
    line(sheerPoints(g, g.sternX, g.bowX), paints.rim, 3, { opacity: style.sunset ? 0.8 : 0.7 })
  );
}

export function deckSurface(g: THullGeo, style: TBoatStyle, color: string): string {
  const fill = style.defs.linear([
    [0, lighten(color, 0.08)],
    [1, darken(color, 0.05)],
  ]);
  return path(deckPath(g), fill);
}

/** a solid seen slightly from above: the side outline swept by (dx, dy) gives its top and front faces */
export function extrude(
  points: readonly TPoint[],
  dx: number,
  dy: number,
  top: string,
  side: string,
): string {
  const shifted = points.map(([x, y]) => [x + dx, y + dy] as TPoint);
  return path(polyPath(convexHull([...points, ...shifted])), top) + path(polyPath(points), side);
}

/** tinted glass with a soft reflection of the sky */
export function glassFill(style: TBoatStyle, paints: TBoatPaints): string {
  return style.defs.linear(
    [
      [0, paints.glassLight],
      [0.38, paints.glass],
      [0.62, paints.glass],
      [0.7, mix(paints.glass, paints.glassLight, 0.45)],
      [1, paints.glass],
    ],
    0,
    0,
    0.35,
    1,
  );
}

/** a lit vertical face: lighter at the top, with a cool shade at the bottom */
export function faceFill(style: TBoatStyle, color: string): string {
  return style.defs.linear([
    [0, lighten(color, 0.2)],
    [1, mix(color, style.sunset ? '#3b2d4a' : '#9fb2c2', 0.35)],
  ]);
}

/** an open hull: the inside of the far side and a floor below the rail */
export function openHull(
  g: THullGeo,
  style: TBoatStyle,
  inner: string,
  floor: string,
  well: number,
  x0 = g.sternX,
  x1 = g.bowX,
): string {
  const deck = deckPath(g, x0, x1);
  const clipId = style.defs.add('c', (id) => el('clipPath', { id }, path(deck, '#fff')));
  const innerFill = style.defs.linear([
    [0, lighten(inner, 0.1)],
    [1, darken(inner, 0.25)],
  ]);
  const floorPts = deckPatch(g, x0 + 20, x1 - 60, 0.08, 0.92, 0, 12).map(
    ([x, y]) => [x, y + well] as TPoint,
  );
  return (
    path(deck, innerFill) +
    group(path(polyPath(floorPts), floor), { 'clip-path': `url(#${clipId})` })
  );
}

export function stanchions(
  g: THullGeo,
  xs: readonly number[],
  height: number,
  color: string,
  width = 2.4,
): string {
  let d = '';
  for (const x of xs) {
    const y = sheerY(g, x) - 4;
    d += `M${fmt(x)} ${fmt(y)}L${fmt(x)} ${fmt(y - height)}`;
  }
  const top = xs.map((x) => [x, sheerY(g, x) - 4 - height] as TPoint);
  const mid = xs.map((x) => [x, sheerY(g, x) - 4 - height * 0.5] as TPoint);
  return (
    path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    line(top, color, width * 0.7, { 'stroke-linejoin': 'round' }) +
    line(mid, color, width * 0.5, { opacity: 0.85 })
  );
}

export function ensign(x: number, y: number, size: number, tone: TTone, wave = 1): string {
  const w = size * 1.5;
  const h = size;
  const pole = line(
    [
      [x, y],
      [x, y - size * 2.2],
    ],
    tone('#d9dde0'),
    size * 0.08,
  );
  const flag = (y0: number, y1: number, color: string): string =>
    path(
      `M${fmt(x)} ${fmt(y0)}q${fmt(-w / 2)} ${fmt(-h * 0.1 * wave)} ${fmt(-w)} ${fmt(h * 0.05)}L${fmt(x - w)} ${fmt(y1 + h * 0.05)}q${fmt(w / 2)} ${fmt(-h * 0.15 * wave)} ${fmt(w)} ${fmt(-h * 0.05)}Z`,
      color,
    );
  const top = y - size * 2.2;
  return (
    pole +
    flag(top, top + h, tone('#c8102e')) +
    flag(top + h * 0.25, top + h * 0.75, tone('#ffc400'))
  );
}

/** a short taut line with rounded caps */
export function stroke(
  points: readonly TPoint[],
  color: string,
  width: number,
  opacity?: number,
): string {
  return line(points, color, width, {
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity,
  });
}

export function portholes(
  points: readonly TPoint[],
  r: number,
  glass: string,
  rim: string,
): string {
  return points
    .map(([x, y]) =>
      el('ellipse', {
        cx: x,
        cy: y,
        rx: r * 0.8,
        ry: r,
        fill: glass,
        stroke: rim,
        'stroke-width': r * 0.35,
      }),
    )
    .join('');
}
