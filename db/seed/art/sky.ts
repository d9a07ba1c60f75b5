import { mix } from './color';
import type { TRandom } from './random';
import { el, fmt, path, rect, type TDefs, type TStop } from './svg';

export type TSkyPalette = {
  top: string;
  middle: string;
  horizon: string;
  sunGlow: string;
  cloudLight: string;
  cloudShade: string;
  bird: string;
};

export const MIDDAY_SKY: TSkyPalette = {
  top: '#1f6fb8',
  middle: '#5fa9dc',
  horizon: '#d9eef6',
  sunGlow: '#fff6dc',
  cloudLight: '#ffffff',
  cloudShade: '#c3d6e6',
  bird: '#3a4756',
};

export const MORNING_SKY: TSkyPalette = {
  top: '#3d83c4',
  middle: '#8ec2e3',
  horizon: '#f4ead2',
  sunGlow: '#fff1c8',
  cloudLight: '#fffaf0',
  cloudShade: '#d8d2d6',
  bird: '#4a4a58',
};

export const SUNSET_SKY: TSkyPalette = {
  top: '#2f3a78',
  middle: '#b86f93',
  horizon: '#ffc46e',
  sunGlow: '#ffe3a3',
  cloudLight: '#ffb48a',
  cloudShade: '#7d5a86',
  bird: '#2a2136',
};

export function skyBackdrop(
  defs: TDefs,
  width: number,
  horizonY: number,
  palette: TSkyPalette,
  middleAt = 0.55,
): string {
  const stops: TStop[] = [
    [0, palette.top],
    [middleAt, palette.middle],
    [1, palette.horizon],
  ];
  return rect(0, 0, width, horizonY + 2, defs.linearAt(stops, 0, 0, 0, horizonY));
}

export function sunGlow(
  defs: TDefs,
  x: number,
  y: number,
  radius: number,
  color: string,
  strength = 0.85,
): string {
  const fill = defs.radialAt(
    [
      [0, color, strength],
      [0.25, color, strength * 0.45],
      [1, color, 0],
    ],
    x,
    y,
    radius,
  );
  return rect(x - radius, y - radius, radius * 2, radius * 2, fill);
}

export function sunDisc(
  defs: TDefs,
  x: number,
  y: number,
  radius: number,
  core: string,
  rim: string,
): string {
  const fill = defs.radial([
    [0, core],
    [0.7, core],
    [1, rim],
  ]);
  return el('circle', { cx: x, cy: y, r: radius, fill });
}

/** the puffy outline of a cumulus with a flat, slightly rounded base */
export function cloudOutline(
  rng: TRandom,
  x: number,
  baseY: number,
  width: number,
  height: number,
): string {
  const bumps = rng.int(4, 7);
  const points: [number, number][] = [];
  for (let i = 0; i <= bumps; i += 1) {
    const t = i / bumps;
    const dome = Math.sin(Math.PI * (0.08 + t * 0.84)) ** 0.8;
    const jitter = i === 0 || i === bumps ? 0 : rng.range(-0.08, 0.08);
    const px = x + width * (t + jitter / bumps);
    const py =
      i === 0 || i === bumps
        ? baseY - height * 0.12
        : baseY - height * Math.min(1, dome * rng.range(0.7, 1.05));
    points.push([px, py]);
  }
  let d = `M${fmt(points[0]?.[0] ?? x)} ${fmt(points[0]?.[1] ?? baseY)}`;
  for (let i = 1; i < points.length; i += 1) {
    const [px, py] = points[i] ?? [x, baseY];
    const [qx, qy] = points[i - 1] ?? [x, baseY];
    const chord = Math.hypot(px - qx, py - qy);
    const r = chord * rng.range(0.52, 0.7);
    d += `A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(px)} ${fmt(py)}`;
  }
  d += `Q${fmt(x + width / 2)} ${fmt(baseY + height * 0.1)} ${fmt(x)} ${fmt(baseY - height * 0.12)}Z`;
  return d;
}

export type TCloudOptions = {
  width: number;
  yMin: number;
  yMax: number;
  count: number;
  sizeMin: number;
  sizeMax: number;
  palette: TSkyPalette;
  opacity?: number;
  /** 0..1, how much the farthest clouds fade into the horizon colour */
  haze?: number;
  xMin?: number;
  xMax?: number;
};

export function cloudLayer(rng: TRandom, defs: TDefs, options: TCloudOptions): string {
  const { palette } = options;
  const body = defs.linear([
    [0, palette.cloudLight],
    [0.5, mix(palette.cloudLight, palette.cloudShade, 0.25)],
    [1, palette.cloudShade, 0.75],
  ]);
  const puff = defs.linear([
    [0, palette.cloudLight],
    [0.7, palette.cloudLight, 0.92],
    [1, mix(palette.cloudLight, palette.cloudShade, 0.4), 0.6],
  ]);
  const glow = defs.linear([
    [0, '#ffffff', 0.8],
    [1, '#ffffff', 0],
  ]);
  const xMin = options.xMin ?? -100;
  const xMax = options.xMax ?? options.width + 100;
  const clouds: { y: number; markup: string }[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const y = rng.range(options.yMin, options.yMax);
    const depth = (y - options.yMin) / Math.max(1, options.yMax - options.yMin);
    const size = options.sizeMax - (options.sizeMax - options.sizeMin) * depth * rng.range(0.7, 1);
    const w = size * rng.range(2.2, 3.8) * (1 + depth * 0.6);
    const h = size * rng.range(0.5, 0.8) * (1 - depth * 0.3);
    const x = rng.range(xMin, xMax - w);
    let markup = path(cloudOutline(rng, x, y, w, h * 0.75), body);
    const puffs = rng.int(1, 3);
    for (let k = 0; k < puffs; k += 1) {
      const pw = w * rng.range(0.3, 0.55);
      const px = x + rng.range(0.05, 0.95) * (w - pw);
      const ph = h * rng.range(0.7, 1.1) * Math.sin(Math.PI * ((px - x + pw / 2) / w)) ** 0.5;
      markup += path(cloudOutline(rng, px, y - h * 0.28, pw, ph), puff);
    }
    markup += path(cloudOutline(rng, x + w * 0.2, y - h * 0.45, w * 0.4, h * 0.5), glow);
    const opacity = (options.opacity ?? 1) * (1 - (options.haze ?? 0) * depth);
    clouds.push({ y, markup: el('g', { opacity: opacity < 0.99 ? opacity : undefined }, markup) });
  }
  return clouds
    .sort((a, b) => a.y - b.y)
    .map((c) => c.markup)
    .join('');
}

/** thin high streaks of cirrus */
export function wisps(
  rng: TRandom,
  width: number,
  yMin: number,
  yMax: number,
  count: number,
  color: string,
  opacity: number,
): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(-100, width);
    const y = rng.range(yMin, yMax);
    const len = rng.range(160, 420);
    const th = rng.range(3, 9);
    const slant = rng.range(-0.06, 0.02) * len;
    d += `M${fmt(x)} ${fmt(y)}q${fmt(len / 2)} ${fmt(-th + slant / 2)} ${fmt(len)} ${fmt(slant)}q${fmt(-len / 2)} ${fmt(th * 0.4 - slant / 2)} ${fmt(-len)} ${fmt(-slant)}z`;
  }
  return path(d, color, { opacity });
}

export function birds(
  rng: TRandom,
  x: number,
  y: number,
  spread: number,
  count: number,
  color: string,
  size = 14,
): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const s = size * rng.range(0.6, 1.2);
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.35, spread * 0.35);
    const lift = s * rng.range(0.25, 0.6);
    d += `M${fmt(bx - s)} ${fmt(by - lift)}q${fmt(s * 0.55)} ${fmt(-s * 0.25)} ${fmt(s)} ${fmt(lift)}q${fmt(s * 0.45)} ${fmt(-lift - s * 0.25)} ${fmt(s)} ${fmt(-lift)}`;
  }
  return path(d, 'none', {
    stroke: color,
    'stroke-width': Math.max(1.6, size * 0.16),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

export function haze(
  defs: TDefs,
  width: number,
  y: number,
  height: number,
  color: string,
  opacity: number,
): string {
  const fill = defs.linearAt(
    [
      [0, color, 0],
      [0.6, color, opacity],
      [1, color, 0],
    ],
    0,
    y - height / 2,
    0,
    y + height / 2,
  );
  return rect(0, y - height / 2, width, height, fill);
}
