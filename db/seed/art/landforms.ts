import { darken, lighten } from './color';
import { landShape, ridgeLine } from './coast';
import type { TRandom } from './random';
import { el, fmt, group, path, polyPath, smoothPath, type TDefs, type TPoint } from './svg';

export type TVolcanoOptions = {
  x: number;
  baseY: number;
  width: number;
  height: number;
  rock: string;
  shade: string;
  snow: boolean;
};

/** a broad cone with concave flanks, a notched summit and lava gullies */
export function volcano(rng: TRandom, defs: TDefs, o: TVolcanoOptions): string {
  const top = o.baseY - o.height;
  const crater = o.width * 0.06;
  const left: TPoint[] = [];
  const right: TPoint[] = [];
  for (let i = 0; i <= 16; i += 1) {
    const t = i / 16;
    const k = 1 - (1 - t) ** 2.1;
    left.push([
      o.x - crater - (o.width / 2 - crater) * t + rng.range(-4, 4),
      top + o.height * k + rng.range(-4, 4) * t,
    ]);
    right.push([
      o.x + crater + (o.width / 2 - crater) * t + rng.range(-4, 4),
      top + o.height * k + rng.range(-4, 4) * t,
    ]);
  }
  const outline = polyPath([
    ...left.reverse(),
    [o.x - crater * 0.4, top + o.height * 0.012],
    [o.x + crater * 0.3, top + o.height * 0.02],
    ...right,
  ]);
  const clipId = defs.add('c', (id) => el('clipPath', { id }, path(outline, '#fff')));
  const fill = defs.linear(
    [
      [0, lighten(o.rock, 0.12)],
      [0.55, o.rock],
      [1, darken(o.rock, 0.25)],
    ],
    0,
    0,
    1,
    0.3,
  );
  let gullies = '';
  for (let i = 0; i < 14; i += 1) {
    const side = rng.chance(0.5) ? -1 : 1;
    const t0 = rng.range(0.02, 0.3);
    const x0 = o.x + side * (crater + (o.width / 2) * t0 * 0.5);
    const len = o.height * rng.range(0.3, 0.9);
    const spread = side * len * rng.range(0.3, 0.9);
    const w = o.width * rng.range(0.006, 0.016);
    gullies += `M${fmt(x0)} ${fmt(top + o.height * t0 * 0.3)}q${fmt(spread * 0.4)} ${fmt(len * 0.5)} ${fmt(spread)} ${fmt(len)}l${fmt(w * 2)} 0q${fmt(-spread * 0.5)} ${fmt(-len * 0.45)} ${fmt(-spread + w)} ${fmt(-len)}z`;
  }
  const shadeSide = `M${fmt(o.x)} ${fmt(top)}L${fmt(o.x + o.width / 2 + 10)} ${fmt(o.baseY + 5)}L${fmt(o.x + o.width * 0.08)} ${fmt(o.baseY + 5)}Z`;
  let snow = '';
  if (o.snow) {
    let d = `M${fmt(o.x - o.width * 0.12)} ${fmt(top + o.height * 0.16)}`;
    for (let i = 0; i < 8; i += 1)
      d += `l${fmt(o.width * 0.03)} ${fmt(rng.range(-0.06, 0.08) * o.height)}`;
    d += `L${fmt(o.x + crater)} ${fmt(top)}L${fmt(o.x - crater)} ${fmt(top)}Z`;
    snow = path(d, '#f4f1ea', { opacity: 0.9 });
  }
  return (
    path(outline, fill) +
    group(
      path(gullies, o.shade, { opacity: 0.4 }) +
        path(shadeSide, darken(o.shade, 0.2), { opacity: 0.25 }) +
        snow,
      { 'clip-path': `url(#${clipId})` },
    )
  );
}

export function dunes(
  rng: TRandom,
  defs: TDefs,
  x0: number,
  x1: number,
  y: number,
  h: number,
  sand: string,
  grass: string,
): string {
  const top = ridgeLine(
    rng,
    x0,
    x1,
    (t) => y - h * (0.5 + 0.5 * Math.sin(t * Math.PI * 1.3 + 0.4)),
    h * 0.6,
    20,
  );
  let tufts = '';
  top.forEach(([x, ty], i) => {
    if (i % 2 === 0) return;
    for (let k = 0; k < 3; k += 1) {
      const bx = x + rng.range(-20, 20);
      const by = ty + rng.range(2, h * 0.5);
      const gh = h * rng.range(0.12, 0.25);
      tufts += `M${fmt(bx)} ${fmt(by)}l${fmt(-gh * 0.3)} ${fmt(-gh)}l${fmt(gh * 0.35)} ${fmt(gh * 0.8)}l${fmt(gh * 0.1)} ${fmt(-gh * 1.1)}l${fmt(gh * 0.15)} ${fmt(gh * 1.05)}l${fmt(gh * 0.35)} ${fmt(-gh * 0.8)}l${fmt(-gh * 0.2)} ${fmt(gh * 0.95)}z`;
    }
  });
  return (
    path(
      landShape(top, y + h * 0.6),
      defs.linear([
        [0, lighten(sand, 0.15)],
        [1, darken(sand, 0.12)],
      ]),
    ) + path(tufts, grass)
  );
}

export function lavaRocks(
  rng: TRandom,
  defs: TDefs,
  x0: number,
  x1: number,
  y: number,
  h: number,
  rock: string,
): string {
  const top = ridgeLine(rng, x0, x1, (t) => y - h * Math.sin(Math.PI * t) ** 0.7, h * 0.35, 30);
  const fill = defs.linear([
    [0, lighten(rock, 0.18)],
    [1, darken(rock, 0.3)],
  ]);
  let facets = '';
  for (let i = 0; i < 10; i += 1) {
    const x = rng.range(x0, x1);
    const w = (x1 - x0) * rng.range(0.03, 0.08);
    facets += `M${fmt(x)} ${fmt(y - h * 0.7)}l${fmt(w)} ${fmt(h * 0.45)}l${fmt(-w * 0.3)} ${fmt(h * 0.38)}l${fmt(-w)} 0z`;
  }
  const clipId = defs.add('c', (id) =>
    el(
      'clipPath',
      { id },
      path(polyPath([...top, [x1, y + h * 0.15], [x0, y + h * 0.15]]), '#fff'),
    ),
  );
  return (
    path(polyPath([...top, [x1, y + h * 0.15], [x0, y + h * 0.15]]), fill) +
    group(path(facets, darken(rock, 0.4), { opacity: 0.35 }), { 'clip-path': `url(#${clipId})` })
  );
}

export function smoothHill(top: readonly TPoint[], bottom: number, fill: string): string {
  return path(
    `${smoothPath(top)}L${fmt(top[top.length - 1]?.[0] ?? 0)} ${fmt(bottom)}L${fmt(top[0]?.[0] ?? 0)} ${fmt(bottom)}Z`,
    fill,
  );
}
