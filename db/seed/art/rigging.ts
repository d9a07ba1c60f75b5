import type { TTone } from './color';
import type { TBoatPaints } from './boat-kit/style';
import { fmt, line, path, polyPath, type TDefs, type TPoint } from './svg';

/** a cubic segment from a to b that bows out by `amount` to the left of the direction a → b */
export function bulge(a: TPoint, b: TPoint, amount: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (dy / len) * amount;
  const ny = (-dx / len) * amount;
  return `C${fmt(a[0] + dx / 3 + nx)} ${fmt(a[1] + dy / 3 + ny)} ${fmt(a[0] + (2 * dx) / 3 + nx)} ${fmt(a[1] + (2 * dy) / 3 + ny)} ${fmt(b[0])} ${fmt(b[1])}`;
}

export function lerpPoint(a: TPoint, b: TPoint, t: number): TPoint {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function mast(
  x: number,
  base: number,
  top: number,
  width: number,
  color: string,
  shade: string,
): string {
  return (
    path(
      polyPath([
        [x - width / 2, base],
        [x - width * 0.35, top],
        [x + width * 0.35, top],
        [x + width / 2, base],
      ]),
      color,
    ) +
    line(
      [
        [x + width * 0.2, base],
        [x + width * 0.12, top],
      ],
      shade,
      width * 0.3,
      { opacity: 0.6 },
    )
  );
}

/**
 * A triangular (or four-cornered) sail: `corners` go luff-top, then clockwise.
 * `edges` gives how much each edge bows out.
 */
export function sail(
  defs: TDefs,
  paints: TBoatPaints,
  corners: readonly TPoint[],
  edges: readonly number[],
  lightFrom: TPoint,
  lightTo: TPoint,
): string {
  const first = corners[0];
  if (!first) return '';
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  corners.forEach((corner, i) => {
    const next = corners[(i + 1) % corners.length] ?? first;
    const amount = edges[i] ?? 0;
    d += amount === 0 ? `L${fmt(next[0])} ${fmt(next[1])}` : bulge(corner, next, amount);
  });
  const fill = defs.linearAt(
    [
      [0, paints.sail],
      [0.55, paints.sail],
      [1, paints.sailShade],
    ],
    lightFrom[0],
    lightFrom[1],
    lightTo[0],
    lightTo[1],
  );
  return path(`${d}Z`, fill);
}

/**
 * A headsail hanked on a stay, its head and tack at fractions `at` along the stay from top to
 * foot: the light falls across it from the luff to the clew.
 */
export function headsail(
  defs: TDefs,
  paints: TBoatPaints,
  [top, foot]: readonly [TPoint, TPoint],
  at: readonly [number, number],
  clew: TPoint,
  edges: readonly number[],
  reach = 200,
): string {
  const head = lerpPoint(top, foot, at[0]);
  const tack = lerpPoint(top, foot, at[1]);
  return sail(defs, paints, [head, tack, clew], edges, [head[0] + reach, 0], [clew[0], 0]);
}

/** an aluminium mast, the kind a modern sailing boat carries */
export function alloyMast(
  tone: TTone,
  x: number,
  base: number,
  top: number,
  width: number,
): string {
  return mast(x, base, top, width, tone('#d5dbe0'), tone('#7f8a94'));
}

/** a sail rolled around a stay: a thin spindle along the line a → b */
export function furledSail(
  a: TPoint,
  b: TPoint,
  width: number,
  color: string,
  shade: string,
): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = dy / len;
  const ny = -dx / len;
  const left: TPoint[] = [];
  const right: TPoint[] = [];
  for (let i = 0; i <= 10; i += 1) {
    const t = i / 10;
    const w = width * (0.25 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.1)) ** 0.6);
    left.push([a[0] + dx * t + nx * w, a[1] + dy * t + ny * w]);
    right.push([a[0] + dx * t - nx * w * 0.6, a[1] + dy * t - ny * w * 0.6]);
  }
  return (
    path(polyPath([...left, ...right.reverse()]), color) +
    line(right.slice(1, -1), shade, width * 0.35, { opacity: 0.5 })
  );
}

/** a headsail rolled around the stay from top to foot, short of both ends by `inset` */
export function furledOnStay(
  top: TPoint,
  foot: TPoint,
  width: number,
  color: string,
  shade: string,
  inset = 0.03,
): string {
  return furledSail(
    lerpPoint(top, foot, inset),
    lerpPoint(top, foot, 1 - inset),
    width,
    color,
    shade,
  );
}

export function wires(
  lines: readonly (readonly [TPoint, TPoint])[],
  color: string,
  width: number,
  opacity = 0.75,
): string {
  const d = lines.map(([a, b]) => `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`).join('');
  return path(d, 'none', { stroke: color, 'stroke-width': width, opacity });
}

/** the standing rigging of a sailing boat: its stays and shrouds */
export function stays(lines: readonly (readonly [TPoint, TPoint])[], paints: TBoatPaints): string {
  return wires(lines, paints.dark, 2.2, 0.6);
}

/** a sail bag or a sail flaked on its boom, from the mast to the boom end */
export function sailBag(
  from: TPoint,
  to: TPoint,
  height: number,
  color: string,
  shade: string,
): string {
  const top: TPoint[] = [];
  for (let i = 0; i <= 8; i += 1) {
    const t = i / 8;
    const h = height * (1 - 0.75 * t) * (0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, t * 3)));
    top.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t - h]);
  }
  const outline = polyPath([...top, to, [from[0], from[1] + 4]]);
  return (
    path(outline, color) +
    line(
      [
        [from[0], from[1] - height * 0.35],
        [to[0], to[1] - 4],
      ],
      shade,
      height * 0.12,
      { opacity: 0.45 },
    )
  );
}
