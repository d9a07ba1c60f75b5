import { bootStripe, bowRail, cushion, ensign, stroke, swimPlatform } from '../boat-kit/fittings';
import { deckPatch, onDeck, sheerBand, sheerPoints, sheerY, type THull } from '../boat-kit/hull';
import { deckSurface, extrude, hullSide } from '../boat-kit/surfaces';
import { boatBasics, glassFill, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { lighten, luminance } from '../color';
import { wires } from '../rigging';
import { line, path, polyPath, quadPoints, rect, type TPoint } from '../svg';

const HULL: THull = {
  sternX: -500,
  sternWlX: -494,
  bowX: 530,
  bowWlX: 380,
  fbStern: 84,
  fbBow: 122,
  sag: 0,
  beam: 300,
  bowCurve: 0.45,
};

export function drawMotorboat(style: TBoatStyle): TBoatShape {
  const { rng, tone } = style;
  const { p, g } = boatBasics(style, HULL);
  let s = deckSurface(g, style, p.white);
  s += path(polyPath(deckPatch(g, -488, -60, 0.1, 0.9)), p.whiteShade);
  s += cushion(g, -482, -390, 0.12, 0.88, p.accent, p.accentDark, 16);
  s += cushion(g, -390, -170, 0.64, 0.88, p.accent, p.accentDark, 14);
  s += cushion(g, 230, 410, 0.22, 0.78, p.accent, p.accentDark, 10);

  const base = (x: number): number => onDeck(g, x, 0.16);
  const screen: TPoint[] = [
    [160, base(160)],
    [-10, base(-10) - 84],
    [-70, base(-70) - 86],
    [-52, base(-52)],
  ];
  s += extrude(screen, -10, -g.depth * 0.66, p.glassLight, glassFill(style, p));
  s += line(screen.slice(0, 3), p.steel, 4, { 'stroke-linejoin': 'round' });
  let top: number;
  if (rng.chance(0.55)) {
    const roofY = (x: number): number => base(x) - 168;
    const roof: TPoint[] = [
      [-360, roofY(-360)],
      [-60, roofY(-60) + 2],
      [30, roofY(30) + 12],
      [-360, roofY(-360) + 12],
    ];
    s += stroke(
      [
        [-60, base(-60) - 86],
        [-30, roofY(-30) + 8],
      ],
      p.steel,
      6,
    );
    s += stroke(
      [
        [-330, onDeck(g, -330, 0.14)],
        [-330, roofY(-330) + 10],
      ],
      p.steel,
      6,
    );
    s += extrude(roof, -8, -g.depth * 0.75, lighten(p.white, 0.5), p.whiteShade);
    top = roofY(-60) - g.depth * 0.75;
  } else {
    const bimini: TPoint[] = [
      ...quadPoints(
        [-400, base(-400) - 140],
        [-250, base(-250) - 178],
        [-100, base(-100) - 140],
        8,
      ),
      [-100, base(-100) - 128],
      [-400, base(-400) - 128],
    ];
    s += wires(
      [
        [
          [-380, base(-380) - 132],
          [-410, base(-410)],
        ],
        [
          [-120, base(-120) - 132],
          [-90, base(-90)],
        ],
      ],
      p.steel,
      3.5,
      0.9,
    );
    s += extrude(bimini, -6, -g.depth * 0.8, p.accentLight, p.accent);
    top = base(-250) - 170 - g.depth * 0.8;
  }

  const graphic = sheerBand(
    g,
    -520,
    470,
    (t) => 14 + t * 4,
    (t) => 14 + t * 4 + 30 * (1 - t) ** 1.3 + 3,
  );
  s += hullSide(
    g,
    style,
    p,
    path(graphic, luminance(style.hull) > 0.6 ? p.accent : p.white, { opacity: 0.95 }) +
      path(polyPath(sheerPoints(g, 150, 300, 6, 46), false), 'none', {
        stroke: p.glass,
        'stroke-width': 9,
        'stroke-linecap': 'round',
        'stroke-dasharray': '30 24',
      }) +
      rect(-520, -30, 1100, 4, tone('#0d2a44'), { opacity: 0.3 }) +
      bootStripe(style, -12, 10, 1100),
  );
  s += bowRail(g, 140, 24, p.steel) + swimPlatform(p, -548, -30, 9, 11);
  if (rng.chance(0.5)) s += ensign(-490, sheerY(g, -490) - 2, 20, tone);
  return { svg: s, left: -548, right: 530, top, wlLeft: -494, wlRight: 380, beam: g.depth };
}
