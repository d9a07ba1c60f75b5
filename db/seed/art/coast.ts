import { lighten } from './color';
import type { TRandom } from './random';
import { ellipse, fmt, path, polyPath, smoothPath, type TDefs, type TPoint } from './svg';

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
