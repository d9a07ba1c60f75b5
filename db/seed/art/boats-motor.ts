import {
  boatPaints,
  deckPatch,
  deckSurface,
  ensign,
  extrude,
  faceFill,
  glassFill,
  hullGeo,
  hullSide,
  onDeck,
  sheerBand,
  sheerPoints,
  sheerY,
  stroke,
  type TBoatShape,
  type TBoatStyle,
  type THullGeo,
} from './boat-kit';
import { lighten, luminance } from './color';
import { wires } from './rigging';
import { fmt, line, path, polyPath, quadPoints, rect, type TPoint } from './svg';

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
  const along = (across: number, lift: number): TPoint[] => {
    const points: TPoint[] = [];
    for (let i = 0; i <= 6; i += 1) {
      const x = x0 + ((x1 - x0) * i) / 6;
      points.push([x, onDeck(g, x, across, lift) + dy]);
    }
    return points;
  };
  const face = [...along(a0, 0), ...along(a0, thick).reverse()];
  const pad = [...along(a0, thick), ...along(a1, thick).reverse()];
  return (
    path(polyPath(face), side) +
    path(polyPath(pad), top, { stroke: top, 'stroke-width': 4, 'stroke-linejoin': 'round' })
  );
}

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

function boot(hull: string): string {
  return luminance(hull) < 0.2 ? '#e9edf0' : '#16324f';
}

export function drawMotorboat(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, tone } = style;
  const g = hullGeo(
    {
      sternX: -500,
      sternWlX: -494,
      bowX: 530,
      bowWlX: 380,
      fbStern: 84,
      fbBow: 122,
      sag: 0,
      beam: 300,
      bowCurve: 0.45,
    },
    style.elevation,
  );
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
  const lift = g.depth * 0.66;
  s += extrude(screen, -10, -lift, p.glassLight, glassFill(style, p));
  s += line(
    [
      [160, base(160)],
      [-10, base(-10) - 84],
      [-70, base(-70) - 86],
    ],
    p.steel,
    4,
    { 'stroke-linejoin': 'round' },
  );
  const hardtop = rng.chance(0.55);
  let top: number;
  if (hardtop) {
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

  const lum = luminance(style.hull);
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
    path(graphic, lum > 0.6 ? p.accent : p.white, { opacity: 0.95 }) +
      path(polyPath(sheerPoints(g, 150, 300, 6, 46), false), 'none', {
        stroke: p.glass,
        'stroke-width': 9,
        'stroke-linecap': 'round',
        'stroke-dasharray': '30 24',
      }) +
      rect(-520, -30, 1100, 4, tone('#0d2a44'), { opacity: 0.3 }) +
      rect(-520, -12, 1100, 10, tone(boot(style.hull))),
  );
  s += bowRail(g, 140, 24, p.steel);
  s += path(
    polyPath([
      [-500, -30],
      [-548, -30],
      [-548, -21],
      [-500, -19],
    ]),
    p.teak,
  );
  if (rng.chance(0.5)) s += ensign(-490, sheerY(g, -490) - 2, 20, tone);
  return { svg: s, left: -548, right: 530, top, wlLeft: -494, wlRight: 380, beam: g.depth };
}

export function drawYacht(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, tone } = style;
  const g = hullGeo(
    {
      sternX: -500,
      sternWlX: -488,
      bowX: 530,
      bowWlX: 400,
      fbStern: 96,
      fbBow: 136,
      sag: 3,
      beam: 240,
      bowCurve: 0.35,
    },
    style.elevation,
  );
  const lum = luminance(style.hull);
  const white = faceFill(style, p.white);
  const roofColor = lighten(p.white, 0.5);
  const lift = g.depth * 0.6;
  let s = deckSurface(g, style, p.teak);
  s += cushion(g, 270, 430, 0.25, 0.75, p.accent, p.accentDark, 10);

  const b1 = (x: number): number => onDeck(g, x, 0.1);
  s += extrude(
    [
      [-440, b1(-440)],
      [-440, b1(-440) - 92],
      [160, b1(160) - 95],
      [300, b1(300) - 10],
      [300, b1(300)],
    ],
    -8,
    -lift,
    roofColor,
    white,
  );
  s += path(
    polyPath([
      [-418, b1(-418) - 72],
      [165, b1(165) - 76],
      [262, b1(262) - 24],
      [-418, b1(-418) - 24],
    ]),
    glassFill(style, p),
  );
  s += extrude(
    [
      [-500, b1(-500) - 92],
      [-440, b1(-440) - 92],
      [-440, b1(-440) - 84],
      [-500, b1(-500) - 84],
    ],
    -8,
    -lift,
    roofColor,
    p.whiteShade,
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
  s += extrude(
    [
      [-350, b2(-350)],
      [-350, b2(-350) - 80],
      [50, b2(50) - 82],
      [175, b2(175) - 2],
    ],
    -8,
    -lift * 0.8,
    roofColor,
    white,
  );
  s += path(
    polyPath([
      [-330, b2(-330) - 62],
      [50, b2(50) - 66],
      [140, b2(140) - 16],
      [-330, b2(-330) - 16],
    ]),
    glassFill(style, p),
  );
  s += extrude(
    [
      [-440, b2(-440) - 80],
      [-350, b2(-350) - 80],
      [-350, b2(-350) - 72],
      [-440, b2(-440) - 72],
    ],
    -8,
    -lift * 0.8,
    roofColor,
    p.whiteShade,
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
    [
      [-300, b3(-300)],
      [-300, b3(-300) - 30],
      [-20, b3(-20) - 30],
      [40, b3(40)],
    ],
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
    [
      [-340, topY(-340)],
      [-60, topY(-60) + 4],
      [-20, topY(-20) + 14],
      [-340, topY(-340) + 12],
    ],
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

  const ports = sheerBand(
    g,
    -160,
    170,
    (t) => 40 + 4 * Math.abs(t - 0.5),
    (t) => 54 - 4 * Math.abs(t - 0.5),
  );
  s += hullSide(
    g,
    style,
    p,
    path(
      sheerBand(
        g,
        -520,
        540,
        () => 18,
        () => 24,
      ),
      lum > 0.6 ? p.accent : lighten(p.hull, 0.45),
    ) +
      path(ports, glassFill(style, p)) +
      path(
        sheerBand(
          g,
          -400,
          -250,
          () => 44,
          () => 52,
        ),
        p.glass,
      ) +
      rect(-520, -12, 1100, 10, tone(boot(style.hull))),
  );
  s += bowRail(g, 280, 28, p.steel);
  s += path(
    polyPath([
      [-500, -34],
      [-560, -34],
      [-560, -24],
      [-500, -22],
    ]),
    p.teak,
  );
  if (rng.chance(0.8)) s += ensign(-494, sheerY(g, -494) - 4, 24, tone);
  return {
    svg: s,
    left: -560,
    right: 530,
    top: archBase - 120,
    wlLeft: -488,
    wlRight: 400,
    beam: g.depth,
  };
}
