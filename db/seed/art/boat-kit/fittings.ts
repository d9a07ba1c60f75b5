import { luminance, type TTone } from '../color';
import { el, fmt, line, path, polyPath, rect, type TPoint } from '../svg';
import { deckLine, sheerY, type THullGeo } from './hull';
import { glassFill, type TBoatPaints, type TBoatStyle } from './style';

/** a short taut line with rounded caps */
export function stroke(
  points: readonly TPoint[],
  color: string,
  width: number,
  opacity?: number,
): string {
  return line(points, color, width, {
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity,
  });
}

/** a window pane of tinted glass */
export function pane(
  style: TBoatStyle,
  paints: TBoatPaints,
  points: readonly TPoint[],
  opacity?: number,
): string {
  return path(polyPath(points), glassFill(style, paints), { opacity });
}

/** the stripe along the waterline: light on a dark hull, navy on a light one */
export function bootStripe(style: TBoatStyle, y: number, height: number, width = 1060): string {
  const color = luminance(style.hull) < 0.2 ? '#e9edf0' : '#16324f';
  return rect(-520, y, width, height, style.tone(color));
}

/** a padded seat on the deck: its front face and its top */
export function cushion(
  g: THullGeo,
  x0: number,
  x1: number,
  a0: number,
  a1: number,
  top: string,
  side: string,
  thick = 12,
  dy = 0,
): string {
  const along = (across: number, lift: number): TPoint[] =>
    deckLine(g, x0, x1, across, lift, 6).map(([x, y]) => [x, y + dy] as TPoint);
  const face = [...along(a0, 0), ...along(a0, thick).reverse()];
  const pad = [...along(a0, thick), ...along(a1, thick).reverse()];
  return (
    path(polyPath(face), side) +
    path(polyPath(pad), top, { stroke: top, 'stroke-width': 4, 'stroke-linejoin': 'round' })
  );
}

export function stanchions(
  g: THullGeo,
  xs: readonly number[],
  height: number,
  color: string,
  width = 2.4,
): string {
  let d = '';
  for (const x of xs) {
    const y = sheerY(g, x) - 4;
    d += `M${fmt(x)} ${fmt(y)}L${fmt(x)} ${fmt(y - height)}`;
  }
  const top = xs.map((x) => [x, sheerY(g, x) - 4 - height] as TPoint);
  const mid = xs.map((x) => [x, sheerY(g, x) - 4 - height * 0.5] as TPoint);
  return (
    path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    line(top, color, width * 0.7, { 'stroke-linejoin': 'round' }) +
    line(mid, color, width * 0.5, { opacity: 0.85 })
  );
}

/** the pulpit of a motor boat: posts every 80 units from `from` and a rail down to the stem */
export function bowRail(g: THullGeo, from: number, height: number, color: string): string {
  const xs: number[] = [];
  for (let x = from; x < g.bowX - 40; x += 80) xs.push(x);
  let d = '';
  for (const x of xs) d += `M${fmt(x)} ${fmt(sheerY(g, x) - 3)}v${fmt(-height)}`;
  const top = [
    ...xs.map((x) => [x, sheerY(g, x) - 3 - height] as TPoint),
    [g.bowX - 8, sheerY(g, g.bowX) - 10] as TPoint,
  ];
  return (
    path(d, 'none', { stroke: color, 'stroke-width': 3 }) +
    line(top, color, 3.5, { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' })
  );
}

/** the teak platform across the transom, reaching out to `left` */
export function swimPlatform(
  paints: TBoatPaints,
  left: number,
  top: number,
  outerDrop: number,
  innerDrop: number,
): string {
  return path(
    polyPath([
      [-500, top],
      [left, top],
      [left, top + outerDrop],
      [-500, top + innerDrop],
    ]),
    paints.teak,
  );
}

export function ensign(x: number, y: number, size: number, tone: TTone, wave = 1): string {
  const w = size * 1.5;
  const h = size;
  const pole = line(
    [
      [x, y],
      [x, y - size * 2.2],
    ],
    tone('#d9dde0'),
    size * 0.08,
  );
  const flag = (y0: number, y1: number, color: string): string =>
    path(
      `M${fmt(x)} ${fmt(y0)}q${fmt(-w / 2)} ${fmt(-h * 0.1 * wave)} ${fmt(-w)} ${fmt(h * 0.05)}L${fmt(x - w)} ${fmt(y1 + h * 0.05)}q${fmt(w / 2)} ${fmt(-h * 0.15 * wave)} ${fmt(w)} ${fmt(-h * 0.05)}Z`,
      color,
    );
  const top = y - size * 2.2;
  return (
    pole +
    flag(top, top + h, tone('#c8102e')) +
    flag(top + h * 0.25, top + h * 0.75, tone('#ffc400'))
  );
}

export function portholes(
  points: readonly TPoint[],
  r: number,
  glass: string,
  rim: string,
): string {
  return points
    .map(([x, y]) =>
      el('ellipse', {
        cx: x,
        cy: y,
        rx: r * 0.8,
        ry: r,
        fill: glass,
        stroke: rim,
        'stroke-width': r * 0.35,
      }),
    )
    .join('');
}
