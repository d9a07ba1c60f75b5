/** Parts shared by the open boats, the RIB and the small boat without licence. */
import { above, type TOffsets } from '../boat-kit/hull';
import { extrude } from '../boat-kit/surfaces';
import { pane } from '../boat-kit/fittings';
import { faceFill, type TBoatPaints, type TBoatStyle } from '../boat-kit/style';
import { lighten } from '../color';
import { fmt, path, polyPath, rect } from '../svg';

/** an outboard engine hung on the transom: leg, bracket and cowling */
export function outboard(
  style: TBoatStyle,
  x: number,
  top: number,
  p: TBoatPaints,
  cowl: string,
  accent: string,
): string {
  const body = `M${fmt(x)} ${fmt(top + 8)}q0 -16 18 -16h50q22 0 22 22v62q0 12 -12 12h-62q-16 0 -16 -16z`;
  return (
    path(
      polyPath([
        [x + 22, top + 86],
        [x + 60, top + 86],
        [x + 54, 18],
        [x + 30, 18],
      ]),
      p.dark,
    ) +
    rect(x + 12, -16, 56, 7, p.dark) +
    path(body, faceFill(style, cowl)) +
    path(`M${fmt(x + 8)} ${fmt(top + 40)}h80v10h-80z`, accent) +
    path(`M${fmt(x + 10)} ${fmt(top + 2)}q2 -8 14 -8h40`, 'none', {
      stroke: lighten(cowl, 0.45),
      'stroke-width': 4,
      opacity: 0.7,
    })
  );
}

/** the steering console of an open boat and the windscreen on top of it */
export function helmConsole(
  style: TBoatStyle,
  p: TBoatPaints,
  base: (x: number) => number,
  body: TOffsets,
  screen: TOffsets,
  dx: number,
  rise: number,
): string {
  return (
    extrude(above(base, body), dx, -rise, lighten(p.white, 0.4), faceFill(style, p.white)) +
    pane(style, p, above(base, screen), 0.9)
  );
}
