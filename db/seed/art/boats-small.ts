import {
  boatPaints,
  deckPatch,
  extrude,
  faceFill,
  glassFill,
  hullGeo,
  hullSide,
  onDeck,
  openHull,
  sheerBand,
  sheerPoints,
  sheerY,
  stroke,
  type TBoatPaints,
  type TBoatShape,
  type TBoatStyle,
} from './boat-kit';
import { darken, lighten, luminance } from './color';
import { cushion } from './boats-motor';
import { wires } from './rigging';
import { el, fmt, line, path, polyPath, quadPoints, rect, smoothPath, type TPoint } from './svg';

function outboard(
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

export function drawRib(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, tone } = style;
  const g = hullGeo(
    {
      sternX: -470,
      sternWlX: -466,
      bowX: 470,
      bowWlX: 300,
      fbStern: 100,
      fbBow: 168,
      sag: 4,
      beam: 380,
      bowCurve: 0.6,
    },
    style.elevation,
  );
  const tube = p.hull;
  const tubeDark = darken(p.hull, 0.35);
  const tubeLight = lighten(p.hull, 0.35);
  const tubeR = 40;
  const farTube = sheerPoints(g, -500, 420, 16).map(
    ([x]) => [x, onDeck(g, x, 1) + tubeR * 0.8] as TPoint,
  );
  let s = path(smoothPath(farTube), 'none', {
    stroke: darken(tube, 0.2),
    'stroke-width': tubeR * 1.7,
    'stroke-linecap': 'round',
  });
  s += path(smoothPath(farTube), 'none', {
    stroke: lighten(tube, 0.2),
    'stroke-width': tubeR * 0.5,
    'stroke-linecap': 'round',
    transform: `translate(0 ${fmt(-tubeR * 0.5)})`,
  });
  s += openHull(g, style, tone('#aeb6bd'), tone('#d3d8dc'), 40);

  const base = (x: number): number => onDeck(g, x, 0.45) + 30;
  const lift = g.depth * 0.35;
  const tTop = rng.chance(0.55);
  if (tTop) {
    const y = (x: number): number => base(x) - 290;
    s += wires(
      [
        [
          [-150, base(-150)],
          [-150, y(-150)],
        ],
        [
          [40, base(40) - 100],
          [40, y(40)],
        ],
      ],
      p.steel,
      4.5,
      0.95,
    );
    s += extrude(
      [
        [-190, y(-190)],
        [70, y(70)],
        [70, y(70) + 12],
        [-190, y(-190) + 12],
      ],
      -6,
      -g.depth * 0.55,
      p.accentLight,
      p.accent,
    );
  }
  s += extrude(
    [
      [-170, base(-170)],
      [-170, base(-170) - 86],
      [-90, base(-90) - 86],
      [-90, base(-90)],
    ],
    -6,
    -lift * 0.6,
    p.accentLight,
    faceFill(style, p.white),
  );
  s += path(
    polyPath([
      [-176, base(-176) - 88],
      [-84, base(-84) - 88],
      [-84, base(-84) - 70],
      [-176, base(-176) - 70],
    ]),
    p.accent,
  );
  s += extrude(
    [
      [-60, base(-60)],
      [-60, base(-60) - 112],
      [20, base(20) - 114],
      [70, base(70)],
    ],
    -6,
    -lift,
    lighten(p.white, 0.4),
    faceFill(style, p.white),
  );
  s += path(
    polyPath([
      [20, base(20) - 114],
      [-14, base(-14) - 166],
      [-44, base(-44) - 166],
      [-40, base(-40) - 112],
    ]),
    glassFill(style, p),
    { opacity: 0.9 },
  );
  s += cushion(g, 100, 210, 0.25, 0.7, p.accent, p.accentDark, 36, 30);

  s += hullSide(g, style, p, '', tone(luminance(style.hull) > 0.5 ? '#3b4550' : '#eef1f3'));
  const near = sheerPoints(g, -530, 440, 18, tubeR * 0.75);
  const tubePath = smoothPath(near);
  s += path(tubePath, 'none', {
    stroke: tubeDark,
    'stroke-width': tubeR * 2,
    'stroke-linecap': 'round',
  });
  s += path(tubePath, 'none', {
    stroke: tube,
    'stroke-width': tubeR * 1.7,
    'stroke-linecap': 'round',
    transform: 'translate(0 -5)',
  });
  s += path(tubePath, 'none', {
    stroke: tubeLight,
    'stroke-width': tubeR * 0.5,
    'stroke-linecap': 'round',
    transform: `translate(0 ${fmt(-tubeR * 0.6)})`,
    opacity: 0.75,
  });
  s += path(tubePath, 'none', {
    stroke: darken(tube, 0.5),
    'stroke-width': 8,
    transform: `translate(0 ${fmt(tubeR * 0.45)})`,
  });
  let handline = '';
  for (let x = -380; x < 300; x += 80) {
    handline += `M${fmt(x)} ${fmt(sheerY(g, x) + tubeR * 0.15)}q40 20 80 ${fmt(sheerY(g, x + 80) - sheerY(g, x))}`;
  }
  s += path(handline, 'none', { stroke: p.dark, 'stroke-width': 3, opacity: 0.6 });
  s += path(
    sheerBand(
      g,
      -400,
      -250,
      () => 2,
      () => 30,
    ),
    p.accent,
    { opacity: 0.9 },
  );
  s += outboard(
    style,
    -570,
    sheerY(g, -470) - 96,
    p,
    tone(rng.pick(['#f3f4f5', '#1e2328', '#2c3a4a'])),
    p.accent,
  );
  return {
    svg: s,
    left: -570,
    right: 490,
    top: tTop ? base(-40) - 290 - g.depth * 0.55 : base(-40) - 170,
    wlLeft: -500,
    wlRight: 300,
    beam: g.depth,
  };
}

export function drawSmallBoat(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, tone } = style;
  const llaut = rng.chance(0.65);
  const g = hullGeo(
    llaut
      ? {
          sternX: -470,
          sternWlX: -410,
          bowX: 470,
          bowWlX: 380,
          fbStern: 108,
          fbBow: 140,
          sag: 22,
          beam: 400,
          bowCurve: 0.5,
          roundStern: true,
        }
      : {
          sternX: -480,
          sternWlX: -474,
          bowX: 490,
          bowWlX: 320,
          fbStern: 100,
          fbBow: 146,
          sag: 2,
          beam: 400,
          bowCurve: 0.5,
        },
    style.elevation,
  );
  const wood = tone('#a8743f');
  const woodDark = tone('#6d4826');
  const woodLight = tone('#c9955c');
  let s = openHull(
    g,
    style,
    llaut ? wood : tone('#e3e1dc'),
    llaut ? woodLight : tone('#d8d5ce'),
    46,
  );
  if (llaut) {
    let planks = '';
    for (let i = 1; i < 5; i += 1)
      planks += polyPath(deckPatch(g, -440, 400, i / 5, i / 5, -46, 10).slice(0, 11), false);
    s += path(planks, 'none', { stroke: woodDark, 'stroke-width': 2, opacity: 0.3 });
    s += line(deckPatch(g, -460, 460, 1, 1, 0, 16).slice(0, 17), woodLight, 8, {
      'stroke-linecap': 'round',
    });
  }
  const base = (x: number): number => onDeck(g, x, 0.5) + 46;
  s += cushion(g, -440, -300, 0.12, 0.88, p.accent, p.accentDark, 50, 46);
  s += cushion(
    g,
    120,
    280,
    0.15,
    0.85,
    llaut ? woodLight : p.accent,
    llaut ? wood : p.accentDark,
    40,
    46,
  );
  const poleY = (x: number): number => base(x) - 280;
  s += wires(
    [
      [
        [-380, onDeck(g, -380, 0.15) + 30],
        [-390, poleY(-390)],
      ],
      [
        [40, onDeck(g, 40, 0.15) + 30],
        [30, poleY(30)],
      ],
    ],
    p.steel,
    5,
    0.95,
  );
  const canvas: TPoint[] = [
    ...quadPoints([-420, poleY(-420) + 12], [-190, poleY(-190) - 26], [60, poleY(60) + 12], 8),
    [60, poleY(60) + 26],
    [-420, poleY(-420) + 26],
  ];
  s += extrude(canvas, -8, -g.depth * 0.75, p.accentLight, p.accent);
  if (!llaut) {
    s += extrude(
      [
        [-20, base(-20)],
        [-20, base(-20) - 110],
        [40, base(40) - 112],
        [80, base(80)],
      ],
      -5,
      -g.depth * 0.3,
      lighten(p.white, 0.4),
      faceFill(style, p.white),
    );
    s += path(
      polyPath([
        [40, base(40) - 112],
        [10, base(10) - 154],
        [-16, base(-16) - 154],
        [-16, base(-16) - 110],
      ]),
      glassFill(style, p),
      { opacity: 0.9 },
    );
  }
  const decoration = llaut
    ? path(
        sheerBand(
          g,
          -520,
          520,
          () => 6,
          () => 30,
        ),
        p.accent,
      ) +
      path(
        sheerBand(
          g,
          -520,
          520,
          () => 0,
          () => 7,
        ),
        wood,
      ) +
      rect(-520, -12, 1060, 10, tone('#7b2a24'))
    : path(
        sheerBand(
          g,
          -520,
          520,
          () => 14,
          () => 26,
        ),
        p.accent,
      ) + rect(-520, -12, 1060, 9, tone('#16324f'));
  s += hullSide(g, style, p, decoration);
  if (llaut) {
    const top = sheerY(g, 470);
    s += path(
      `M450 ${fmt(top + 8)}Q478 ${fmt(top - 10)} 468 ${fmt(top - 70)}L486 ${fmt(top - 72)}Q498 ${fmt(top - 6)} 470 ${fmt(top + 20)}Z`,
      wood,
    );
    const st = sheerY(g, -470);
    s += path(
      `M-452 ${fmt(st + 6)}Q-474 ${fmt(st - 6)} -466 ${fmt(st - 40)}L-482 ${fmt(st - 40)}Q-490 ${fmt(st)} -462 ${fmt(st + 16)}Z`,
      wood,
    );
    s += line(sheerPoints(g, -460, 460, 16, -3), woodDark, 7, { 'stroke-linecap': 'round' });
  }
  s += outboard(
    style,
    -552,
    sheerY(g, -470) - 70,
    p,
    tone(rng.pick(['#e9ecee', '#2a2f35'])),
    p.accent,
  );
  return {
    svg: s,
    left: -552,
    right: llaut ? 490 : 490,
    top: poleY(-190) - 26 - g.depth * 0.75,
    wlLeft: -470,
    wlRight: llaut ? 380 : 320,
    beam: g.depth,
  };
}

export function drawJetSki(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { defs, tone } = style;
  const body = p.hull;
  const lower = tone(luminance(style.hull) > 0.45 ? '#2a3139' : '#e9ecef');
  const seat = tone('#262c33');
  const lift = 150 * (0.1 + 0.5 * style.elevation);
  const bumper: TPoint[] = [
    [-500, -84],
    [-200, -90],
    [100, -100],
    [330, -118],
    [470, -150],
    [510, -168],
  ];
  const upper: TPoint[] = [
    [-500, -84],
    [-500, -124],
    [-400, -128],
    [-385, -150],
    [60, -168],
    [120, -300],
    [190, -318],
    [300, -296],
    [420, -236],
    [510, -168],
  ];
  const shade = defs.linear([
    [0, lighten(body, 0.22)],
    [0.55, body],
    [1, darken(body, 0.28)],
  ]);
  let s = path(
    smoothPath(upper.map(([x, y]) => [x - 8, y - lift] as TPoint)) + 'Z',
    lighten(body, 0.3),
  );
  s += path(
    polyPath([
      [-385, -150],
      [60, -168],
      [80, -168 - lift],
      [-385, -150 - lift],
    ]),
    tone('#1b2027'),
  );
  s += path(
    `M-500 -84L-500 4L170 4Q400 0 510 -168L470 -150L330 -118L100 -100L-200 -90Z`,
    defs.linear([
      [0, lighten(lower, 0.1)],
      [1, darken(lower, 0.3)],
    ]),
  );
  s += path(`${smoothPath(upper)}L330 -118L100 -100L-200 -90Z`, shade);
  s += path('M-290 -112Q40 -116 300 -160L420 -226L440 -212Q330 -130 40 -106L-290 -100Z', p.accent);
  s += path('M-180 -124Q60 -132 230 -190L250 -186Q80 -120 -180 -114Z', p.accentLight, {
    opacity: 0.8,
  });
  s += line(bumper, tone('#171b20'), 12, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const seatShape = `M-430 ${fmt(-150 - lift * 0.4)}Q-440 ${fmt(-214 - lift * 0.5)} -380 ${fmt(-218 - lift * 0.5)}L-40 ${fmt(-246 - lift * 0.5)}Q50 ${fmt(-258 - lift * 0.5)} 70 ${fmt(-220 - lift * 0.4)}L64 ${fmt(-168 - lift * 0.3)}L-400 ${fmt(-150 - lift * 0.3)}Z`;
  s += path(seatShape, seat);
  s += path(
    `M-420 ${fmt(-196 - lift * 0.45)}L-40 ${fmt(-226 - lift * 0.5)}Q40 ${fmt(-236 - lift * 0.5)} 60 ${fmt(-206 - lift * 0.45)}`,
    'none',
    { stroke: p.accent, 'stroke-width': 6, opacity: 0.9 },
  );
  s += path(`M-400 ${fmt(-212 - lift * 0.5)}L-60 ${fmt(-242 - lift * 0.5)}`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 4,
    opacity: 0.18,
  });
  s += path('M150 -318Q230 -336 300 -300L276 -286Q220 -306 166 -300Z', glassFill(style, p));
  const barBase: TPoint = [120, -300 - lift * 0.4];
  const barTop: TPoint = [94, -370 - lift * 0.5];
  s += stroke([barBase, barTop], tone('#2a3038'), 22);
  s += stroke(
    [
      [barTop[0] - 40, barTop[1] + 8],
      [barTop[0] + 36, barTop[1] - 8 - lift * 0.4],
    ],
    tone('#171b20'),
    18,
  );
  s += el('circle', { cx: barTop[0] + 36, cy: barTop[1] - 8 - lift * 0.4, r: 12, fill: p.accent });
  s += path('M-500 -60L-536 -54L-536 -22L-500 -18Z', tone('#1b1f24'));
  s += line(
    [
      [-500, -126],
      [-396, -130],
    ],
    '#ffffff',
    3,
    { opacity: style.sunset ? 0.3 : 0.5 },
  );
  return {
    svg: s,
    left: -536,
    right: 512,
    top: barTop[1] - 40,
    wlLeft: -500,
    wlRight: 300,
    beam: lift * 2,
  };
}
