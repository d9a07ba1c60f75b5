import { darken, lighten, mix } from './color';
import type { TRandom } from './random';
import { el, fmt, path, type TDefs } from './svg';

export type TCityPalette = { light: string; shade: string; glass: string; warm: string };

/** a band of buildings standing on the line y, tallest towards `peakX` */
export function skyline(
  rng: TRandom,
  defs: TDefs,
  x0: number,
  x1: number,
  y: number,
  maxH: number,
  peakX: number,
  palette: TCityPalette,
): string {
  let walls = '';
  let shades = '';
  let warm = '';
  let windows = '';
  let x = x0;
  while (x < x1) {
    const w = rng.range(18, 52);
    const near = 1 - Math.min(1, Math.abs(x - peakX) / ((x1 - x0) * 0.6));
    const h =
      maxH *
      (0.18 + 0.5 * near * rng.range(0.4, 1) + rng.range(0, 0.15)) *
      (rng.chance(0.08) ? 1.8 : 1);
    const d = w * 0.3;
    const block = `M${fmt(x)} ${fmt(y)}V${fmt(y - h)}H${fmt(x + w)}V${fmt(y)}Z`;
    if (rng.chance(0.35)) warm += block;
    else walls += block;
    shades += `M${fmt(x + w)} ${fmt(y)}V${fmt(y - h)}l${fmt(d)} ${fmt(-d * 0.3)}V${fmt(y)}Z`;
    if (h > 40) {
      for (let wy = y - h + 8; wy < y - 8; wy += 11)
        windows += `M${fmt(x + 4)} ${fmt(wy)}h${fmt(w - 8)}v3h${fmt(-(w - 8))}z`;
    }
    x += w + rng.range(-6, 4);
  }
  return (
    path(shades, palette.shade) +
    path(
      walls,
      defs.linear([
        [0, lighten(palette.light, 0.1)],
        [1, darken(palette.light, 0.08)],
      ]),
    ) +
    path(
      warm,
      defs.linear([
        [0, lighten(palette.warm, 0.1)],
        [1, darken(palette.warm, 0.08)],
      ]),
    ) +
    path(windows, palette.glass, { opacity: 0.35 })
  );
}

/** a Gaudí-like cluster of tapering spires */
export function basilica(x: number, y: number, h: number, stone: string, shade: string): string {
  let spires = '';
  let tips = '';
  const offsets = [-0.42, -0.26, -0.1, 0.1, 0.26, 0.42];
  offsets.forEach((o, i) => {
    const sh = h * (0.62 + 0.12 * (1 - Math.abs(o) * 2) + (i % 2) * 0.05);
    const sx = x + o * h * 0.5;
    const w = h * 0.07;
    spires += `M${fmt(sx - w)} ${fmt(y)}C${fmt(sx - w)} ${fmt(y - sh * 0.6)} ${fmt(sx - w * 0.3)} ${fmt(y - sh * 0.9)} ${fmt(sx)} ${fmt(y - sh)}C${fmt(sx + w * 0.3)} ${fmt(y - sh * 0.9)} ${fmt(sx + w)} ${fmt(y - sh * 0.6)} ${fmt(sx + w)} ${fmt(y)}Z`;
    tips += `M${fmt(sx - w * 0.35)} ${fmt(y - sh * 0.95)}a${fmt(w * 0.35)} ${fmt(w * 0.35)} 0 1 0 ${fmt(w * 0.7)} 0a${fmt(w * 0.35)} ${fmt(w * 0.35)} 0 1 0 ${fmt(-w * 0.7)} 0z`;
  });
  const centre = `M${fmt(x - h * 0.07)} ${fmt(y)}C${fmt(x - h * 0.07)} ${fmt(y - h * 0.7)} ${fmt(x - h * 0.02)} ${fmt(y - h * 0.95)} ${fmt(x)} ${fmt(y - h)}C${fmt(x + h * 0.02)} ${fmt(y - h * 0.95)} ${fmt(x + h * 0.07)} ${fmt(y - h * 0.7)} ${fmt(x + h * 0.07)} ${fmt(y)}Z`;
  const nave = `M${fmt(x - h * 0.3)} ${fmt(y)}V${fmt(y - h * 0.28)}L${fmt(x)} ${fmt(y - h * 0.4)}L${fmt(x + h * 0.3)} ${fmt(y - h * 0.28)}V${fmt(y)}Z`;
  return (
    path(nave, shade) +
    path(spires, stone) +
    path(centre, mix(stone, '#ffffff', 0.15)) +
    path(tips, '#d9a441')
  );
}

/** a rounded glass tower */
export function bulletTower(defs: TDefs, x: number, y: number, h: number, color: string): string {
  const w = h * 0.28;
  const fill = defs.linear(
    [
      [0, lighten(color, 0.25)],
      [0.6, color],
      [1, darken(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  return path(
    `M${fmt(x - w / 2)} ${fmt(y)}V${fmt(y - h * 0.62)}C${fmt(x - w / 2)} ${fmt(y - h * 0.95)} ${fmt(x - w * 0.2)} ${fmt(y - h)} ${fmt(x)} ${fmt(y - h)}C${fmt(x + w * 0.2)} ${fmt(y - h)} ${fmt(x + w / 2)} ${fmt(y - h * 0.95)} ${fmt(x + w / 2)} ${fmt(y - h * 0.62)}V${fmt(y)}Z`,
    fill,
  );
}

/** a sail-shaped seafront hotel */
export function sailTower(defs: TDefs, x: number, y: number, h: number, glass: string): string {
  const w = h * 0.42;
  const fill = defs.linear(
    [
      [0, lighten(glass, 0.35)],
      [1, darken(glass, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    path(
      `M${fmt(x)} ${fmt(y)}V${fmt(y - h)}C${fmt(x + w * 0.7)} ${fmt(y - h * 0.75)} ${fmt(x + w)} ${fmt(y - h * 0.35)} ${fmt(x + w * 1.05)} ${fmt(y)}Z`,
      fill,
    ) +
    path(
      `M${fmt(x - w * 0.15)} ${fmt(y)}V${fmt(y - h * 0.96)}L${fmt(x)} ${fmt(y - h)}V${fmt(y)}Z`,
      darken(glass, 0.35),
    )
  );
}

/** a marina seen from the sea: a forest of masts above white hulls behind a breakwater */
export function marina(
  rng: TRandom,
  x0: number,
  x1: number,
  y: number,
  scale: number,
  hulls: string,
  masts: string,
): string {
  let hullD = '';
  let mastD = '';
  let x = x0;
  while (x < x1) {
    const len = scale * rng.range(2.2, 4);
    const h = scale * rng.range(0.35, 0.6);
    hullD += `M${fmt(x)} ${fmt(y - h)}H${fmt(x + len)}L${fmt(x + len * 0.9)} ${fmt(y)}H${fmt(x + len * 0.08)}Z`;
    if (rng.chance(0.6))
      mastD += `M${fmt(x + len * 0.45)} ${fmt(y - h)}V${fmt(y - h - scale * rng.range(4, 7))}`;
    else
      hullD += `M${fmt(x + len * 0.25)} ${fmt(y - h)}v${fmt(-h * 0.7)}h${fmt(len * 0.45)}l${fmt(len * 0.12)} ${fmt(h * 0.7)}z`;
    x += len + scale * rng.range(0.15, 0.6);
  }
  return (
    path(mastD, 'none', { stroke: masts, 'stroke-width': Math.max(1, scale * 0.09) }) +
    path(hullD, hulls)
  );
}

export function breakwater(
  defs: TDefs,
  x0: number,
  x1: number,
  y: number,
  h: number,
  rock: string,
): string {
  return (
    path(
      `M${fmt(x0)} ${fmt(y)}L${fmt(x0 + h)} ${fmt(y - h)}H${fmt(x1 - h)}L${fmt(x1)} ${fmt(y)}Z`,
      defs.linear([
        [0, lighten(rock, 0.15)],
        [1, darken(rock, 0.2)],
      ]),
    ) +
    el('rect', {
      x: x0 + h,
      y: y - h - 3,
      width: x1 - x0 - 2 * h,
      height: 4,
      fill: lighten(rock, 0.3),
    })
  );
}
