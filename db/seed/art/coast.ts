import { darken, lighten, mix } from './color';
import type { TRandom } from './random';
import {
  el,
  ellipse,
  fmt,
  group,
  path,
  polyPath,
  smoothPath,
  type TDefs,
  type TPoint,
} from './svg';

/** a wandering line from x0 to x1: `yAt` gives the general shape, `roughness` the wobble */
export function ridgeLine(
  rng: TRandom,
  x0: number,
  x1: number,
  yAt: (t: number) => number,
  roughness: number,
  steps = 36,
): TPoint[] {
  const phases = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)];
  const freqs = [rng.range(1.2, 2.2), rng.range(3.5, 5.5), rng.range(9, 14)];
  const amps = [1, 0.45, 0.16];
  const points: TPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    let n = 0;
    for (let k = 0; k < 3; k += 1)
      n += (amps[k] ?? 0) * Math.sin((freqs[k] ?? 1) * t * Math.PI * 2 + (phases[k] ?? 0));
    points.push([
      x0 + (x1 - x0) * t,
      yAt(t) - roughness * n * 0.5 + rng.range(-0.12, 0.12) * roughness,
    ]);
  }
  return points;
}

export function landShape(top: readonly TPoint[], bottomY: number, smooth = true): string {
  const first = top[0];
  const last = top[top.length - 1];
  if (!first || !last) return '';
  const ridge = smooth ? smoothPath(top) : polyPath(top, false);
  return `${ridge}L${fmt(last[0])} ${fmt(bottomY)}L${fmt(first[0])} ${fmt(bottomY)}Z`;
}

export type TDistantOptions = {
  x0: number;
  x1: number;
  horizonY: number;
  height: number;
  color: string;
  /** 'island' rises in the middle, 'left'/'right' is a coast coming in from that side */
  shape: 'island' | 'left' | 'right' | 'range';
  roughness?: number;
};

export function distantLand(rng: TRandom, defs: TDefs, options: TDistantOptions): string {
  const envelope = (t: number): number => {
    if (options.shape === 'island') return Math.sin(Math.PI * t) ** 0.7;
    if (options.shape === 'left') return (1 - t) ** 0.6;
    if (options.shape === 'right') return t ** 0.6;
    return 0.65 + 0.35 * Math.sin(Math.PI * t);
  };
  const top = ridgeLine(
    rng,
    options.x0,
    options.x1,
    (t) => options.horizonY - options.height * envelope(t),
    options.height * (options.roughness ?? 0.35),
  ).map(([x, y]) => [x, Math.min(y, options.horizonY + 1)] as TPoint);
  const fill = defs.linear([
    [0, options.color],
    [1, lighten(options.color, 0.18)],
  ]);
  return path(landShape(top, options.horizonY + 1), fill);
}

export type TCliffOptions = {
  side: 'left' | 'right';
  width: number;
  edge: number;
  tip: number;
  waterY: number;
  topY: number;
  inlandTopY: number;
  rock: string;
  rockShade: string;
  veg: string;
  vegLight: string;
  pines: number;
  /** how far the veil of vegetation reaches down the face, 0..1 */
  vegReach?: number;
  foam?: string;
};

/** a limestone headland with a vegetated top, chiselled faces and foam at its foot */
export function cliffHeadland(rng: TRandom, defs: TDefs, o: TCliffOptions): string {
  const height = o.waterY - o.topY;
  const faceX = o.tip - height * rng.range(0.25, 0.45);
  const top = ridgeLine(
    rng,
    o.edge - 40,
    faceX,
    (t) => o.inlandTopY + (o.topY - o.inlandTopY) * t,
    height * 0.18,
    28,
  );
  const tipEdge: TPoint[] = [];
  const tipSteps = 6;
  for (let i = 1; i <= tipSteps; i += 1) {
    const t = i / tipSteps;
    const x = faceX + (o.tip - faceX) * t ** 0.7 + rng.range(-1, 1) * height * 0.04;
    tipEdge.push([
      x,
      o.topY + height * t + rng.range(-0.03, 0.03) * height * (i < tipSteps ? 1 : 0),
    ]);
  }
  const outline = [...top, ...tipEdge, [o.edge - 40, o.waterY + 2] as TPoint];
  const outlineD = polyPath(outline);
  const clipId = defs.add('c', (id) => el('clipPath', { id }, path(outlineD, '#fff')));
  const lightFill = defs.linear(
    [
      [0, darken(o.rock, 0.08)],
      [0.7, o.rock],
      [1, lighten(o.rock, 0.12)],
    ],
    0,
    0,
    1,
    0,
  );

  let facets = '';
  const facetCount = rng.int(5, 9);
  const span = o.tip - o.edge;
  for (let i = 0; i < facetCount; i += 1) {
    const a = o.edge + (span * (i + rng.range(0, 0.4))) / facetCount;
    const w = (span / facetCount) * rng.range(0.25, 0.6);
    const lean = rng.range(-0.08, 0.12) * height;
    const pts: TPoint[] = [
      [a, o.topY - 40],
      [a + w * 0.4, o.topY + height * 0.35],
      [a + w * 0.2 + lean * 0.5, o.topY + height * 0.7],
      [a + w * 0.5 + lean, o.waterY + 4],
      [a + w + lean, o.waterY + 4],
      [a + w * 0.9 + lean * 0.6, o.topY + height * 0.6],
      [a + w, o.topY - 40],
    ];
    facets += polyPath(pts);
  }
  let strata = '';
  const layers = rng.int(3, 6);
  for (let i = 1; i <= layers; i += 1) {
    const y = o.topY + (height * i) / (layers + 1) + rng.range(-8, 8);
    const pts = ridgeLine(rng, o.edge - 40, o.tip, () => y, height * 0.05, 12);
    strata += polyPath(pts, false);
  }
  const tipFace: TPoint[] = [[faceX, o.topY], ...tipEdge, [faceX - height * 0.1, o.waterY + 4]];

  const reach = o.vegReach ?? rng.range(0.22, 0.45);
  const vegBottom = ridgeLine(
    rng,
    o.edge - 40,
    faceX + 10,
    (t) => o.inlandTopY + (o.topY - o.inlandTopY) * t + height * reach * (0.6 + 0.4 * t),
    height * 0.22,
    20,
  ).reverse();
  const bumps: TPoint[] = [];
  top.forEach(([x, y], i) => {
    bumps.push([x, y - (i % 2 === 0 ? rng.range(2, 9) : rng.range(0, 3)) * (height / 200)]);
  });
  const vegShape = polyPath([...bumps, ...vegBottom]);
  const vegFill = defs.linear([
    [0, o.vegLight],
    [1, o.veg],
  ]);

  let shrubs = '';
  for (let i = 0; i < 18; i += 1) {
    const x = o.edge + span * rng.range(0, 0.9);
    const y = o.topY + height * rng.range(0.15, 0.75);
    const r = height * rng.range(0.015, 0.04);
    shrubs += `M${fmt(x - r)} ${fmt(y)}a${fmt(r)} ${fmt(r * 0.7)} 0 1 1 ${fmt(r * 2)} 0z`;
  }

  const inner =
    path(outlineD, lightFill) +
    path(facets, o.rockShade, { opacity: 0.42 }) +
    path(strata, 'none', {
      stroke: o.rockShade,
      'stroke-width': Math.max(1.2, height * 0.008),
      opacity: 0.35,
    }) +
    path(polyPath(tipFace), lighten(o.rock, 0.16), { opacity: 0.55 }) +
    path(shrubs, o.veg, { opacity: 0.75 }) +
    path(vegShape, vegFill) +
    path(
      `M${fmt(o.edge - 40)} ${fmt(o.waterY - height * 0.06)}L${fmt(o.tip + 10)} ${fmt(o.waterY - height * 0.04)}L${fmt(o.tip + 10)} ${fmt(o.waterY + 4)}L${fmt(o.edge - 40)} ${fmt(o.waterY + 4)}Z`,
      darken(o.rockShade, 0.35),
      { opacity: 0.55 },
    );

  let pines = '';
  for (let i = 0; i < o.pines; i += 1) {
    const idx = rng.int(2, Math.max(3, top.length - 3));
    const [px, py] = top[idx] ?? [o.edge, o.topY];
    pines += umbrellaPine(
      rng,
      px,
      py + height * 0.02,
      height * rng.range(0.1, 0.17),
      o.veg,
      o.vegLight,
    );
  }

  let foam = '';
  const foamColor = o.foam ?? '#ffffff';
  for (let x = o.edge - 40; x < o.tip; x += rng.range(14, 40)) {
    const len = rng.range(20, 70);
    foam += `M${fmt(x)} ${fmt(o.waterY + 2)}q${fmt(len / 2)} ${fmt(-rng.range(2, 5))} ${fmt(len)} 0q${fmt(-len / 2)} ${fmt(rng.range(3, 7))} ${fmt(-len)} 0z`;
  }
  const shadowOnWater = path(
    `M${fmt(o.edge - 40)} ${fmt(o.waterY)}L${fmt(o.tip)} ${fmt(o.waterY)}L${fmt(o.tip - height * 0.3)} ${fmt(o.waterY + height * 0.25)}L${fmt(o.edge - 40)} ${fmt(o.waterY + height * 0.3)}Z`,
    defs.linear([
      [0, darken(o.rockShade, 0.5), 0.35],
      [1, darken(o.rockShade, 0.5), 0],
    ]),
  );
  const body =
    shadowOnWater +
    group(inner, { 'clip-path': `url(#${clipId})` }) +
    pines +
    path(foam, foamColor, { opacity: 0.85 });
  return o.side === 'left'
    ? body
    : el('g', { transform: `matrix(-1 0 0 1 ${fmt(o.width)} 0)` }, body);
}

export function umbrellaPine(
  rng: TRandom,
  x: number,
  y: number,
  size: number,
  dark: string,
  light: string,
): string {
  const lean = rng.range(-0.35, 0.35) * size;
  const topX = x + lean;
  const topY = y - size * rng.range(0.9, 1.25);
  const trunk = `M${fmt(x - size * 0.03)} ${fmt(y)}Q${fmt(x + lean * 0.2)} ${fmt((y + topY) / 2)} ${fmt(topX)} ${fmt(topY + size * 0.1)}L${fmt(topX + size * 0.05)} ${fmt(topY + size * 0.1)}Q${fmt(x + lean * 0.25 + size * 0.06)} ${fmt((y + topY) / 2)} ${fmt(x + size * 0.05)} ${fmt(y)}Z`;
  const w = size * rng.range(0.6, 0.85);
  const h = size * 0.26;
  let canopy = '';
  let highlight = '';
  const lobes = rng.int(3, 5);
  for (let i = 0; i < lobes; i += 1) {
    const cx = topX + w * (i / (lobes - 1) - 0.5) * 1.3;
    const cy = topY + Math.abs(i / (lobes - 1) - 0.5) * h * 0.6;
    const rx = w * rng.range(0.3, 0.45);
    canopy += `M${fmt(cx - rx)} ${fmt(cy)}a${fmt(rx)} ${fmt(h)} 0 1 0 ${fmt(rx * 2)} 0a${fmt(rx)} ${fmt(h)} 0 1 0 ${fmt(-rx * 2)} 0z`;
    highlight += `M${fmt(cx - rx * 0.8)} ${fmt(cy - h * 0.25)}a${fmt(rx * 0.8)} ${fmt(h * 0.6)} 0 1 1 ${fmt(rx * 1.6)} 0z`;
  }
  return (
    path(trunk, mix(dark, '#5a3b25', 0.6)) +
    path(canopy, dark) +
    path(highlight, light, { opacity: 0.8 })
  );
}

export function cypress(x: number, y: number, h: number, color: string): string {
  const w = h * 0.14;
  return path(
    `M${fmt(x)} ${fmt(y - h)}C${fmt(x + w)} ${fmt(y - h * 0.6)} ${fmt(x + w * 1.1)} ${fmt(y - h * 0.1)} ${fmt(x)} ${fmt(y)}C${fmt(x - w * 1.1)} ${fmt(y - h * 0.1)} ${fmt(x - w)} ${fmt(y - h * 0.6)} ${fmt(x)} ${fmt(y - h)}Z`,
    color,
  );
}

export type TBeachOptions = {
  x0: number;
  x1: number;
  y: number;
  /** how far the shoreline bows towards the viewer */
  bow: number;
  depth: number;
  sand: string;
  wetSand: string;
};

export function beach(rng: TRandom, defs: TDefs, o: TBeachOptions): string {
  const mid = (o.x0 + o.x1) / 2 + rng.range(-0.1, 0.1) * (o.x1 - o.x0);
  const shore = `M${fmt(o.x0)} ${fmt(o.y)}Q${fmt(mid)} ${fmt(o.y + o.bow * 2)} ${fmt(o.x1)} ${fmt(o.y)}`;
  const back = `L${fmt(o.x1)} ${fmt(o.y - o.depth)}Q${fmt(mid)} ${fmt(o.y - o.depth + o.bow * 0.6)} ${fmt(o.x0)} ${fmt(o.y - o.depth)}Z`;
  const sandFill = defs.linear([
    [0, lighten(o.sand, 0.12)],
    [1, o.sand],
  ]);
  const wet = `M${fmt(o.x0)} ${fmt(o.y)}Q${fmt(mid)} ${fmt(o.y + o.bow * 2)} ${fmt(o.x1)} ${fmt(o.y)}L${fmt(o.x1)} ${fmt(o.y - o.depth * 0.12)}Q${fmt(mid)} ${fmt(o.y + o.bow * 2 - o.depth * 0.3)} ${fmt(o.x0)} ${fmt(o.y - o.depth * 0.12)}Z`;
  const foam = `M${fmt(o.x0)} ${fmt(o.y + 1)}Q${fmt(mid)} ${fmt(o.y + o.bow * 2 + 2)} ${fmt(o.x1)} ${fmt(o.y + 1)}`;
  return (
    path(shore + back, sandFill) +
    path(wet, o.wetSand, { opacity: 0.8 }) +
    path(foam, 'none', {
      stroke: '#ffffff',
      'stroke-width': Math.max(2, o.depth * 0.06),
      opacity: 0.9,
      'stroke-linecap': 'round',
    })
  );
}

/** a soft light patch in the water where the sea floor is sandy and shallow */
export function shallows(
  defs: TDefs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    defs.radial([
      [0, color, opacity],
      [0.6, color, opacity * 0.6],
      [1, color, 0],
    ]),
  );
}
