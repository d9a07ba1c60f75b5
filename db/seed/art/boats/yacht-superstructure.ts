import { cushion, pane, stroke } from '../boat-kit/fittings';
import { above, onDeck, type THullGeo, type TOffsets } from '../boat-kit/hull';
import { extrude } from '../boat-kit/surfaces';
import type { TBoatPaints, TBoatStyle } from '../boat-kit/style';
import { lighten } from '../color';
import { wires } from '../rigging';
import { fmt, path } from '../svg';

/**
 * The decks of a motor yacht stacked up to the flybridge and its radar arch, `white` being the
 * fill of their lit faces; `top` is the highest point.
 */
export function yachtSuperstructure(
  g: THullGeo,
  style: TBoatStyle,
  p: TBoatPaints,
  white: string,
): { svg: string; top: number } {
  const { tone } = style;
  const roofColor = lighten(p.white, 0.5);
  const lift = g.depth * 0.6;
  /** one deck of the superstructure: the house, its windows and the roof reaching aft over x0..x1 */
  const level = (
    base: (x: number) => number,
    rise: number,
    house: TOffsets,
    glass: TOffsets,
    [x0, x1, height]: readonly [number, number, number],
  ): string =>
    extrude(above(base, house), -8, -rise, roofColor, white) +
    pane(style, p, above(base, glass)) +
    extrude(
      above(base, [
        [x0, height],
        [x1, height],
        [x1, height - 8],
        [x0, height - 8],
      ]),
      -8,
      -rise,
      roofColor,
      p.whiteShade,
    );
  let s = '';

  const b1 = (x: number): number => onDeck(g, x, 0.1);
  s += level(
    b1,
    lift,
    [
      [-440, 0],
      [-440, 92],
      [160, 95],
      [300, 10],
      [300, 0],
    ],
    [
      [-418, 72],
      [165, 76],
      [262, 24],
      [-418, 24],
    ],
    [-500, -440, 92],
  );
  s += stroke(
    [
      [-492, b1(-492) - 86],
      [-492, onDeck(g, -492, 0.3)],
    ],
    p.whiteShade,
    6,
  );

  const b2 = (x: number): number => b1(x) - 95 - lift * 0.2;
  s += level(
    b2,
    lift * 0.8,
    [
      [-350, 0],
      [-350, 80],
      [50, 82],
      [175, 2],
    ],
    [
      [-330, 62],
      [50, 66],
      [140, 16],
      [-330, 16],
    ],
    [-440, -350, 80],
  );
  s += stroke(
    [
      [-432, b2(-432) - 74],
      [-432, b1(-432) - 92],
    ],
    p.whiteShade,
    6,
  );

  const b3 = (x: number): number => b2(x) - 82 - lift * 0.15;
  s += extrude(
    above(b3, [
      [-300, 0],
      [-300, 30],
      [-20, 30],
      [40, 0],
    ]),
    -6,
    -lift * 0.7,
    roofColor,
    p.whiteShade,
  );
  s += cushion(
    { ...g, depth: g.depth * 0.5 },
    -240,
    -80,
    0.2,
    0.8,
    p.accent,
    p.accentDark,
    8,
    b3(-160) - onDeck(g, -160, 0) - 32,
  );
  const topY = (x: number): number => b3(x) - 120;
  s += stroke(
    [
      [-90, b3(-90) - 30],
      [-70, topY(-70) + 10],
    ],
    p.whiteShade,
    7,
  );
  s += stroke(
    [
      [-300, b3(-300) - 30],
      [-310, topY(-310) + 10],
    ],
    p.whiteShade,
    7,
  );
  s += extrude(
    above(topY, [
      [-340, 0],
      [-60, -4],
      [-20, -14],
      [-340, -12],
    ]),
    -6,
    -lift * 0.6,
    roofColor,
    p.whiteShade,
  );
  const archBase = topY(-200) - lift * 0.3;
  s += path(
    `M-250 ${fmt(archBase)}L-214 ${fmt(archBase - 50)}L-166 ${fmt(archBase - 50)}L-150 ${fmt(archBase)}Z`,
    p.white,
  );
  s += path(`M-206 ${fmt(archBase - 50)}h-8v-12a20 9 0 0 1 40 0v12z`, p.white);
  s += wires(
    [
      [
        [-190, archBase - 50],
        [-190, archBase - 120],
      ],
      [
        [-172, archBase - 50],
        [-168, archBase - 96],
      ],
    ],
    tone('#8b949c'),
    2.5,
    0.9,
  );
  return { svg: s, top: archBase - 120 };
}
