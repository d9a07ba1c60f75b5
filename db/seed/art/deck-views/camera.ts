import type { TBoatTypeSlug } from '../../catalog/types';
import type { TRandom } from '../random';
import { sample, type TDefs, type TPoint } from '../svg';

export type TDeckViewInput = {
  type: TBoatTypeSlug;
  hull: string;
  accent: string;
  defs: TDefs;
  rng: TRandom;
  width: number;
  height: number;
  horizonY: number;
};

/** a camera standing on deck: u is across (metres, right positive), v ahead, z above the deck */
export type TCamera = { cx: number; horizon: number; f: number; eye: number };

export type TContext = TDeckViewInput & { cam: TCamera; accentDark: string; accentLight: string };

export function proj(cam: TCamera, u: number, v: number, z = 0): TPoint {
  return [cam.cx + (cam.f * u) / v, cam.horizon + (cam.f * (cam.eye - z)) / v];
}

/** one side edge of a deck that narrows to the bow */
export function edge(
  c: TContext,
  side: number,
  beam: (v: number) => number,
  v0: number,
  v1: number,
  z = 0,
  inset = 0,
): TPoint[] {
  return sample(v0, v1, 18).map((v) => proj(c.cam, side * Math.max(0, beam(v) - inset), v, z));
}

/** both side edges, joined at the bow: the outline of a deck */
export function deckOutline(
  c: TContext,
  beam: (v: number) => number,
  v0: number,
  bow: number,
  z = 0,
  inset = 0,
): TPoint[] {
  return [
    ...edge(c, -1, beam, v0, bow, z, inset),
    ...edge(c, 1, beam, v0, bow, z, inset).reverse(),
  ];
}

/** a flat rectangle on the deck at height z */
export function quad(
  c: TContext,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  z: number,
): TPoint[] {
  return [
    proj(c.cam, u0, v0, z),
    proj(c.cam, u1, v0, z),
    proj(c.cam, u1, v1, z),
    proj(c.cam, u0, v1, z),
  ];
}

/** an upright rectangle standing on the line from (u0, v0) to (u1, v1), from z0 up to z1 */
export function face(c: TContext, a: TPoint, b: TPoint, z0: number, z1: number): TPoint[] {
  const foot = [a, b].map(([u, v]) => proj(c.cam, u, v, z0));
  const head = [b, a].map(([u, v]) => proj(c.cam, u, v, z1));
  return [...foot, ...head];
}

/** a circle (or an arc up to `sweep`) lying on the deck at height z; dir -1 draws it towards the camera */
export function ring(
  c: TContext,
  u: number,
  v: number,
  r: number,
  z: number,
  steps: number,
  sweep = Math.PI * 2,
  dir = 1,
): TPoint[] {
  return sample(0, sweep, steps).map((a) =>
    proj(c.cam, u + Math.cos(a) * r, v + dir * Math.sin(a) * r, z),
  );
}
