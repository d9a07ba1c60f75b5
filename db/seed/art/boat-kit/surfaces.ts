import { darken, lighten, mix } from '../color';
import { convexHull, el, group, line, path, polyPath, type TPoint } from '../svg';
import { deckPatch, deckPath, hullSidePath, sheerPoints, type THull, type THullGeo } from './hull';
import type { TBoatPaints, TBoatStyle } from './style';

/** the near side of a hull, shaded, with extra paint (stripes, windows) clipped to it */
export function hullSide(
  g: THull,
  style: TBoatStyle,
  paints: TBoatPaints,
  decoration: string,
  color = paints.hull,
): string {
  const d = hullSidePath(g);
  const { defs } = style;
  const light = color === paints.hull ? paints.hullLight : lighten(color, 0.15);
  const dark = color === paints.hull ? paints.hullDark : mix(darken(color, 0.2), '#1f5a7a', 0.28);
  const shade = defs.linear([
    [0, light],
    [0.45, color],
    [1, dark],
  ]);
  const clipId = defs.add('c', (id) => el('clipPath', { id }, path(d, '#fff')));
  const bowLight = defs.linear(
    [
      [0, '#ffffff', 0],
      [0.72, '#ffffff', 0],
      [1, '#ffffff', style.sunset ? 0.05 : 0.16],
    ],
    0,
    0,
    1,
    0,
  );
  const waterGlow = defs.linear([
    [0, style.sunset ? '#ffb070' : '#7fd6e0', 0],
    [1, style.sunset ? '#ffb070' : '#7fd6e0', 0.32],
  ]);
  const glow = el('rect', {
    x: g.sternX - 60,
    y: -50,
    width: g.bowX - g.sternX + 120,
    height: 53,
    fill: waterGlow,
  });
  return (
    path(d, shade) +
    group(decoration + path(d, bowLight) + glow, { 'clip-path': `url(#${clipId})` }) +
    line(sheerPoints(g, g.sternX, g.bowX), paints.rim, 3, { opacity: style.sunset ? 0.8 : 0.7 })
  );
}

export function deckSurface(g: THullGeo, style: TBoatStyle, color: string): string {
  const fill = style.defs.linear([
    [0, lighten(color, 0.08)],
    [1, darken(color, 0.05)],
  ]);
  return path(deckPath(g), fill);
}

/** a solid seen slightly from above: the side outline swept by (dx, dy) gives its top and front faces */
export function extrude(
  points: readonly TPoint[],
  dx: number,
  dy: number,
  top: string,
  side: string,
): string {
  const shifted = points.map(([x, y]) => [x + dx, y + dy] as TPoint);
  return path(polyPath(convexHull([...points, ...shifted])), top) + path(polyPath(points), side);
}

/** an open hull: the inside of the far side and a floor below the rail */
export function openHull(
  g: THullGeo,
  style: TBoatStyle,
  inner: string,
  floor: string,
  well: number,
  x0 = g.sternX,
  x1 = g.bowX,
): string {
  const deck = deckPath(g, x0, x1);
  const clipId = style.defs.add('c', (id) => el('clipPath', { id }, path(deck, '#fff')));
  const innerFill = style.defs.linear([
    [0, lighten(inner, 0.1)],
    [1, darken(inner, 0.25)],
  ]);
  const floorPts = deckPatch(g, x0 + 20, x1 - 60, 0.08, 0.92, 0, 12).map(
    ([x, y]) => [x, y + well] as TPoint,
  );
  return (
    path(deck, innerFill) +
    group(path(polyPath(floorPts), floor), { 'clip-path': `url(#${clipId})` })
  );
}
