import type { TRandom } from './random';
import { el, fmt, path } from './svg';

export type TTownPalette = {
  wall: string;
  wallShade: string;
  roofTop: string;
  tile: string;
  window: string;
  doors: readonly string[];
};

export const WHITE_TOWN: TTownPalette = {
  wall: '#fbf7ee',
  wallShade: '#c9cfd8',
  roofTop: '#efe9dc',
  tile: '#c8734a',
  window: '#2c3a4a',
  doors: ['#2f6fa8', '#3d8a7a', '#8a4b2f'],
};

export type TVillageOptions = {
  x0: number;
  x1: number;
  /** the top of the built-up area at x */
  topAt: (x: number) => number;
  bottomAt: (x: number) => number;
  size: number;
  count: number;
  palette: TTownPalette;
  /** share of tiled roofs */
  tiles?: number;
  /** faces lit from the left (shadow to the right) or the opposite */
  lightFromLeft?: boolean;
  detail?: boolean;
  /** share of houses with visible windows */
  windows?: number;
};

type THouse = { x: number; y: number; w: number; h: number; tiled: boolean; door: string };

export function village(rng: TRandom, o: TVillageOptions): string {
  const houses: THouse[] = [];
  for (let i = 0; i < o.count; i += 1) {
    const x = rng.range(o.x0, o.x1);
    const top = o.topAt(x);
    const bottom = o.bottomAt(x);
    if (bottom - top < o.size * 0.5) continue;
    const y = top + o.size * 0.9 + (bottom - top - o.size * 0.9) * rng.next() ** 0.8;
    houses.push({
      x,
      y,
      w: o.size * rng.range(0.9, 1.9),
      h: o.size * rng.range(0.7, 1.25),
      tiled: rng.chance(o.tiles ?? 0.3),
      door: rng.pick(o.palette.doors),
    });
  }
  houses.sort((a, b) => a.y - b.y);
  const rows = 4;
  const perRow = Math.ceil(houses.length / rows);
  const dir = o.lightFromLeft === false ? -1 : 1;
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    let shade = '';
    let roofs = '';
    let tiles = '';
    let walls = '';
    let windows = '';
    let doors = '';
    for (const h of houses.slice(r * perRow, (r + 1) * perRow)) {
      const d = o.size * 0.32;
      const left = h.x - h.w / 2;
      const right = h.x + h.w / 2;
      const sideX = dir > 0 ? right : left;
      shade += `M${fmt(sideX)} ${fmt(h.y)}V${fmt(h.y - h.h)}l${fmt(d * dir)} ${fmt(-d * 0.45)}V${fmt(h.y - d * 0.45)}Z`;
      if (h.tiled) {
        tiles += `M${fmt(left - 2)} ${fmt(h.y - h.h)}H${fmt(right + 2)}l${fmt(d * 0.9 * dir)} ${fmt(-d * 0.6)}H${fmt(left + d * 0.9 * dir - 2 * dir)}Z`;
      } else {
        roofs += `M${fmt(left)} ${fmt(h.y - h.h)}H${fmt(right)}l${fmt(d * dir)} ${fmt(-d * 0.45)}H${fmt(left + d * dir)}Z`;
      }
      walls += `M${fmt(left)} ${fmt(h.y)}V${fmt(h.y - h.h)}H${fmt(right)}V${fmt(h.y)}Z`;
      if (o.detail !== false && rng.chance(o.windows ?? 1)) {
        const ww = Math.max(1.2, o.size * 0.13);
        const wh = Math.max(1.6, o.size * 0.2);
        const n = Math.max(1, Math.min(2, Math.floor(h.w / (o.size * 0.7))));
        for (let k = 0; k < n; k += 1) {
          const wx = left + ((k + 0.5) * h.w) / n - ww / 2;
          windows += `M${fmt(wx)} ${fmt(h.y - h.h * 0.72)}h${fmt(ww)}v${fmt(wh)}h${fmt(-ww)}z`;
        }
        if (rng.chance(0.4))
          doors += `M${fmt(h.x - ww * 0.6)} ${fmt(h.y)}v${fmt(-wh * 1.5)}h${fmt(ww * 1.2)}v${fmt(wh * 1.5)}z`;
      }
    }
    out +=
      path(shade, o.palette.wallShade) +
      path(roofs, o.palette.roofTop) +
      path(tiles, o.palette.tile) +
      path(walls, o.palette.wall);
    if (windows) out += path(windows, o.palette.window, { opacity: 0.85 });
    if (doors) out += path(doors, o.palette.doors[0] ?? o.palette.window, { opacity: 0.85 });
  }
  return out;
}

/** a bell tower with a small nave, standing on the ground at (x, y) */
export function church(
  x: number,
  y: number,
  size: number,
  palette: TTownPalette,
  lightFromLeft = true,
): string {
  const tw = size * 0.42;
  const th = size * 1.7;
  const dir = lightFromLeft ? 1 : -1;
  const side = (sx: number, top: number, bottom: number, d: number): string =>
    `M${fmt(sx)} ${fmt(bottom)}V${fmt(top)}l${fmt(d * dir)} ${fmt(-d * 0.45)}V${fmt(bottom - d * 0.45)}Z`;
  const nave = `M${fmt(x - size * 0.9)} ${fmt(y)}V${fmt(y - size * 0.7)}L${fmt(x - size * 0.45)} ${fmt(y - size * 0.95)}L${fmt(x)} ${fmt(y - size * 0.7)}V${fmt(y)}Z`;
  const towerX = x + (lightFromLeft ? 0 : -tw);
  const tower = `M${fmt(towerX)} ${fmt(y)}V${fmt(y - th)}h${fmt(tw)}V${fmt(y)}Z`;
  const cap = `M${fmt(towerX - tw * 0.08)} ${fmt(y - th)}h${fmt(tw * 1.16)}l${fmt(-tw * 0.58)} ${fmt(-tw * 0.9)}Z`;
  const belfry = `M${fmt(towerX + tw * 0.25)} ${fmt(y - th * 0.78)}v${fmt(-tw * 0.45)}a${fmt(tw * 0.25)} ${fmt(tw * 0.25)} 0 0 1 ${fmt(tw * 0.5)} 0v${fmt(tw * 0.45)}z`;
  return (
    path(
      side(lightFromLeft ? x : x - size * 0.9, y - size * 0.7, y, size * 0.3),
      palette.wallShade,
    ) +
    path(nave, palette.wall) +
    path(
      `M${fmt(x - size * 0.92)} ${fmt(y - size * 0.7)}L${fmt(x - size * 0.45)} ${fmt(y - size * 0.97)}L${fmt(x + 2)} ${fmt(y - size * 0.7)}l${fmt(size * 0.3 * dir)} ${fmt(-size * 0.13)}L${fmt(x - size * 0.45 + size * 0.3 * dir)} ${fmt(y - size * 1.1)}Z`,
      palette.tile,
    ) +
    path(side(lightFromLeft ? towerX + tw : towerX, y - th, y, tw * 0.45), palette.wallShade) +
    path(tower, palette.wall) +
    path(cap, palette.tile) +
    path(belfry, palette.window) +
    el('circle', {
      cx: towerX + tw / 2,
      cy: y - th * 0.45,
      r: tw * 0.14,
      fill: palette.window,
      opacity: 0.8,
    })
  );
}

export function lighthouse(
  x: number,
  y: number,
  h: number,
  band: string,
  tone: (c: string) => string = (c) => c,
): string {
  const bw = h * 0.16;
  const tw = h * 0.1;
  const white = tone('#fbf8f1');
  const shade = tone('#c7ced8');
  const body = `M${fmt(x - bw / 2)} ${fmt(y)}L${fmt(x - tw / 2)} ${fmt(y - h)}H${fmt(x + tw / 2)}L${fmt(x + bw / 2)} ${fmt(y)}Z`;
  const shadeSide = `M${fmt(x + bw * 0.1)} ${fmt(y)}L${fmt(x + tw * 0.1)} ${fmt(y - h)}H${fmt(x + tw / 2)}L${fmt(x + bw / 2)} ${fmt(y)}Z`;
  let bands = '';
  for (const f of [0.22, 0.58]) {
    const y0 = y - h * f;
    const y1 = y - h * (f + 0.14);
    const w0 = bw + (tw - bw) * f;
    const w1 = bw + (tw - bw) * (f + 0.14);
    bands += `M${fmt(x - w0 / 2)} ${fmt(y0)}L${fmt(x - w1 / 2)} ${fmt(y1)}H${fmt(x + w1 / 2)}L${fmt(x + w0 / 2)} ${fmt(y0)}Z`;
  }
  const gallery = `M${fmt(x - tw * 0.75)} ${fmt(y - h)}h${fmt(tw * 1.5)}v${fmt(-h * 0.025)}h${fmt(-tw * 1.5)}z`;
  const lantern = `M${fmt(x - tw * 0.4)} ${fmt(y - h * 1.025)}h${fmt(tw * 0.8)}v${fmt(-h * 0.08)}h${fmt(-tw * 0.8)}z`;
  const dome = `M${fmt(x - tw * 0.5)} ${fmt(y - h * 1.105)}a${fmt(tw * 0.5)} ${fmt(tw * 0.45)} 0 0 1 ${fmt(tw)} 0z`;
  const house = `M${fmt(x - bw * 1.6)} ${fmt(y)}v${fmt(-h * 0.16)}h${fmt(bw * 1.3)}v${fmt(h * 0.16)}z`;
  return (
    path(house, white) +
    path(
      `M${fmt(x - bw * 1.7)} ${fmt(y - h * 0.16)}h${fmt(bw * 1.5)}l${fmt(-bw * 0.2)} ${fmt(-h * 0.05)}h${fmt(-bw * 1.1)}z`,
      tone('#b8644a'),
    ) +
    path(body, white) +
    path(bands, band) +
    path(shadeSide, shade, { opacity: 0.55 }) +
    path(gallery, tone('#2d3640')) +
    path(lantern, tone('#ffe9a8')) +
    path(dome, band)
  );
}
