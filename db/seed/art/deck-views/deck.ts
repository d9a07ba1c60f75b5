import { darken, lighten } from '../color';
import { el, fmt, group, line, path, polyPath, sample, segment, type TPoint } from '../svg';
import { deckOutline, edge, proj, type TContext } from './camera';

/** the guard rail along both sides: posts, a top rail and a middle wire */
export function rail(
  c: TContext,
  beam: (v: number) => number,
  v0: number,
  bow: number,
  height: number,
  color: string,
): string {
  const posts = sample(v0, bow - 0.6, Math.max(2, Math.round((bow - v0) / 1.4)));
  let d = '';
  for (const side of [-1, 1]) {
    for (const v of posts) {
      const u = side * (beam(v) - 0.06);
      d += segment(proj(c.cam, u, v, 0), proj(c.cam, u, v, height));
    }
  }
  const top = deckOutline(c, beam, v0, bow - 0.35, height, 0.06);
  const mid = (side: number): TPoint[] => edge(c, side, beam, v0, bow - 0.5, height * 0.5, 0.06);
  const w = (c.cam.f * 0.03) / v0;
  return (
    path(d, 'none', { stroke: color, 'stroke-width': w * 0.8, 'stroke-linecap': 'round' }) +
    line(top, color, w * 0.7, { 'stroke-linejoin': 'round' }) +
    line(mid(-1), color, w * 0.4, { opacity: 0.8 }) +
    line(mid(1), color, w * 0.4, { opacity: 0.8 })
  );
}

export type TSeams = {
  /** across the deck at the stern: from, to and the step between seams */
  across: readonly [number, number, number];
  v0: number;
  bow: number;
  z: number;
  /** how much the seams close up towards the bow */
  taper: number;
  color: string;
  width: number;
  opacity: number;
};

/** seams running from the stern towards the bow, clipped to the outline of the deck */
export function deckSeams(c: TContext, outline: readonly TPoint[], o: TSeams): string {
  const clipId = c.defs.add('c', (id) => el('clipPath', { id }, path(polyPath(outline), '#fff')));
  const [from, to, step] = o.across;
  let d = '';
  for (let u = from; u <= to; u += step)
    d += segment(proj(c.cam, u, o.v0, o.z), proj(c.cam, u * o.taper, o.bow, o.z));
  return group(path(d, 'none', { stroke: o.color, 'stroke-width': o.width, opacity: o.opacity }), {
    'clip-path': `url(#${clipId})`,
  });
}

/** a teak deck: planks with dark seams */
export function planks(
  c: TContext,
  outline: readonly TPoint[],
  beamMax: number,
  v0: number,
  bow: number,
  color: string,
  seam: string,
): string {
  const seams = deckSeams(c, outline, {
    across: [-beamMax, beamMax, 0.13],
    v0,
    bow,
    z: 0,
    taper: 0.15,
    color: seam,
    width: 2,
    opacity: 0.55,
  });
  const fill = c.defs.linearAt(
    [
      [0, lighten(color, 0.12)],
      [1, darken(color, 0.12)],
    ],
    0,
    c.cam.horizon,
    0,
    c.height,
  );
  return path(polyPath(outline), fill) + seams;
}

export function whiteDeck(c: TContext, outline: readonly TPoint[]): string {
  const fill = c.defs.linearAt(
    [
      [0, '#fbfaf7'],
      [1, '#d9dde0'],
    ],
    0,
    c.cam.horizon,
    0,
    c.height,
  );
  return path(polyPath(outline), fill);
}

export function bowFoam(c: TContext, beam: (v: number) => number, bow: number): string {
  let d = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i += 1) {
      const v = bow - 0.4 - i * c.rng.range(0.5, 0.9);
      if (v < 2.2) break;
      const [x, y] = proj(c.cam, side * (beam(v) + 0.25 + i * 0.12), v, -1.1);
      const len = (c.cam.f * c.rng.range(0.4, 0.9)) / v;
      const th = (c.cam.f * 0.05) / v;
      d += `M${fmt(x - len / 2)} ${fmt(y)}q${fmt(len / 2)} ${fmt(-th)} ${fmt(len)} 0q${fmt(-len / 2)} ${fmt(th * 0.6)} ${fmt(-len)} 0z`;
    }
  }
  return path(d, '#ffffff', { opacity: 0.7 });
}
