import type { TRandom } from './random';
import { fmt, path, rect, type TDefs, type TStop } from './svg';

export type TSeaPalette = {
  horizon: string;
  middle: string;
  near: string;
  crest: string;
  trough: string;
};

export const MIDDAY_SEA: TSeaPalette = {
  horizon: '#3b82ad',
  middle: '#1b6797',
  near: '#1590a8',
  crest: '#e9fbff',
  trough: '#0b456e',
};

export const TURQUOISE_SEA: TSeaPalette = {
  horizon: '#4a93b8',
  middle: '#1e86a8',
  near: '#23aab5',
  crest: '#f2fffd',
  trough: '#0e5b80',
};

export const SUNSET_SEA: TSeaPalette = {
  horizon: '#c98a8a',
  middle: '#51476f',
  near: '#272a4d',
  crest: '#ffd9a8',
  trough: '#1b1d3a',
};

export function seaBackdrop(
  defs: TDefs,
  width: number,
  height: number,
  horizonY: number,
  palette: TSeaPalette,
): string {
  const stops: TStop[] = [
    [0, palette.horizon],
    [0.3, palette.middle],
    [1, palette.near],
  ];
  return rect(0, horizonY, width, height - horizonY, defs.linearAt(stops, 0, horizonY, 0, height));
}

export type TWaveOptions = {
  x0: number;
  x1: number;
  yTop: number;
  yBottom: number;
  count: number;
  /** stroke length at the top and at the bottom of the band (perspective) */
  lengthTop: number;
  lengthBottom: number;
  thickTop: number;
  thickBottom: number;
  color: string;
  opacity: number;
  /** keeps strokes out of a region, e.g. the hull of a boat */
  avoid?: (x: number, y: number) => boolean;
};

/** short lens-shaped glints or troughs, denser and smaller towards the horizon */
export function waveStrokes(rng: TRandom, options: TWaveOptions): string {
  let d = '';
  for (let i = 0; i < options.count; i += 1) {
    const t = rng.next() ** 1.35;
    const y = options.yTop + (options.yBottom - options.yTop) * t;
    const len =
      (options.lengthTop + (options.lengthBottom - options.lengthTop) * t) * rng.range(0.5, 1.3);
    const x = rng.range(options.x0 - len, options.x1);
    if (options.avoid?.(x + len / 2, y)) continue;
    const th =
      (options.thickTop + (options.thickBottom - options.thickTop) * t) * rng.range(0.6, 1.2);
    const half = Math.max(1, Math.round(len / 2));
    d += `M${Math.round(x)} ${fmt(y)}q${half} ${fmt(-th)} ${half * 2} 0q${-half} ${fmt(th * 0.45)} ${-half * 2} 0z`;
  }
  return d === '' ? '' : path(d, options.color, { opacity: options.opacity });
}

/** bright glints on the water below the sun, from the horizon down to `depth` below it */
export function sunGlints(
  rng: TRandom,
  x0: number,
  x1: number,
  horizonY: number,
  depth: number,
  count: number,
  lengthBottom: number,
): string {
  return waveStrokes(rng, {
    x0,
    x1,
    yTop: horizonY + 2,
    yBottom: horizonY + depth,
    count,
    lengthTop: 6,
    lengthBottom,
    thickTop: 0.8,
    thickBottom: 2,
    color: '#ffffff',
    opacity: 0.55,
  });
}

/** the glittering path of the sun on the water */
export function glitter(
  rng: TRandom,
  cx: number,
  yTop: number,
  yBottom: number,
  spreadTop: number,
  spreadBottom: number,
  count: number,
  color: string,
  opacity: number,
): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const t = rng.next() ** 1.6;
    const y = yTop + (yBottom - yTop) * t;
    const spread = spreadTop + (spreadBottom - spreadTop) * t;
    const x = cx + rng.range(-1, 1) * rng.range(0.2, 1) * spread;
    const len = (6 + 70 * t) * rng.range(0.4, 1.3);
    const th = (0.8 + 4 * t) * rng.range(0.5, 1.1);
    const half = Math.max(1, Math.round(len / 2));
    d += `M${Math.round(x - half)} ${fmt(y)}q${half} ${fmt(-th)} ${half * 2} 0q${-half} ${fmt(th * 0.6)} ${-half * 2} 0z`;
  }
  return path(d, color, { opacity });
}
