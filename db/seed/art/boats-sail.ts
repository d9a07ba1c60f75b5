import {
  boatPaints,
  faceFill,
  glassFill,
  deckPatch,
  deckSurface,
  ensign,
  extrude,
  hullGeo,
  hullSide,
  onDeck,
  portholes,
  sheerBand,
  sheerPoints,
  sheerY,
  stanchions,
  stroke,
  type TBoatShape,
  type TBoatStyle,
} from './boat-kit';
import { darken, lighten, luminance, mix } from './color';
import { furledSail, lerpPoint, mast, sail, sailBag, wires } from './rigging';
import { el, fmt, line, path, polyPath, quadPoints, rect, type TPoint } from './svg';

function bootStripeColor(hull: string): string {
  return luminance(hull) < 0.2 ? '#e9edf0' : '#16324f';
}

export function drawSailboat(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, defs, tone } = style;
  const g = hullGeo(
    {
      sternX: -500,
      sternWlX: -452,
      bowX: 505,
      bowWlX: 480,
      fbStern: 80,
      fbBow: 104,
      sag: 6,
      beam: 340,
      bowCurve: 0.15,
    },
    style.elevation,
  );
  let s = deckSurface(g, style, p.offWhite);
  s += path(polyPath(deckPatch(g, -494, -236, 0.16, 0.84)), p.teak);
  s += line(deckPatch(g, -494, -236, 0.16, 0.84).slice(0, 11), p.teakDark, 3, { opacity: 0.5 });

  const cabinBase = (x: number): number => onDeck(g, x, 0.18);
  const cabin: TPoint[] = [
    [-236, cabinBase(-236)],
    [-236, cabinBase(-236) - 46],
    [70, cabinBase(70) - 50],
    [185, cabinBase(185) - 10],
    [185, cabinBase(185)],
  ];
  const roofLift = g.depth * 0.62;
  s += extrude(cabin, -6, -roofLift, lighten(p.offWhite, 0.3), faceFill(style, p.white));
  s += path(
    polyPath([
      [-205, cabinBase(-205) - 36],
      [60, cabinBase(60) - 40],
      [135, cabinBase(135) - 22],
      [-205, cabinBase(-205) - 20],
    ]),
    glassFill(style, p),
  );
  const hoodBase = cabinBase(-250);
  const hood: TPoint[] = [
    [-128, hoodBase],
    [-268, hoodBase],
    ...quadPoints([-268, hoodBase - 66], [-228, hoodBase - 92], [-150, hoodBase - 62], 6),
  ];
  s += extrude(hood, -5, -roofLift * 0.7, p.accentLight, p.accent);
  s += path(
    `M-205 ${fmt(hoodBase - 62)}Q-176 ${fmt(hoodBase - 70)} -152 ${fmt(hoodBase - 56)}L-146 ${fmt(hoodBase - 34)}L-205 ${fmt(hoodBase - 36)}Z`,
    glassFill(style, p),
    { opacity: 0.85 },
  );

  const wheelY = onDeck(g, -410, 0.5) - 46;
  s += el('ellipse', {
    cx: -410,
    cy: wheelY,
    rx: 11,
    ry: 44,
    fill: 'none',
    stroke: p.steel,
    'stroke-width': 5,
  });

  const mastX = 40;
  const mastBase = onDeck(g, mastX, 0.5) - 40;
  const mastTop = -1290;
  const gooseneck: TPoint = [mastX, mastBase - 105];
  const boomEnd: TPoint = [-432, mastBase - 128];
  const forestayTop: TPoint = [mastX + 4, -1190];
  const forestayFoot: TPoint = [497, sheerY(g, 497) - 8];
  const masthead: TPoint = [mastX, mastTop + 12];

  s += wires(
    [
      [
        [mastX, -1240],
        [10, sheerY(g, 10) - 3],
      ],
      [
        [mastX, -1240],
        [mastX + 24, onDeck(g, mastX + 24, 1)],
      ],
      [masthead, [-488, sheerY(g, -488) - 14]],
      [forestayTop, forestayFoot],
    ],
    p.dark,
    2.2,
    0.6,
  );
  s += mast(mastX, mastBase, mastTop, 12, tone('#d5dbe0'), tone('#7f8a94'));
  s += stroke(
    [
      [mastX - 40, -780],
      [mastX + 40, -786],
    ],
    tone('#aab3ba'),
    4,
  );
  s += stroke(
    [
      [mastX - 32, -1040],
      [mastX + 32, -1044],
    ],
    tone('#aab3ba'),
    3.5,
  );
  s += stroke([gooseneck, boomEnd], tone('#b8c0c6'), 9);

  if (style.sailsUp) {
    const head: TPoint = [mastX + 6, mastTop + 24];
    const tack: TPoint = [mastX + 6, gooseneck[1] - 5];
    const clew: TPoint = [boomEnd[0] + 8, boomEnd[1] - 6];
    s += sail(defs, p, [head, tack, clew], [0, -8, -38], [mastX, 0], [clew[0], 0]);
    let battens = '';
    for (const f of [0.2, 0.4, 0.6, 0.8]) {
      const onLeech = lerpPoint(clew, head, f);
      const reach = (mastX - onLeech[0]) * 0.32;
      battens += `M${fmt(onLeech[0] - 14 * (1 - f))} ${fmt(onLeech[1])}l${fmt(reach)} ${fmt(reach * 0.05)}`;
    }
    s += path(battens, 'none', { stroke: p.sailShade, 'stroke-width': 3, opacity: 0.9 });
    s += stroke(
      [
        [mastX + 7, tack[1]],
        [mastX + 7, head[1]],
      ],
      p.sailShade,
      6,
      0.55,
    );

    const gHead = lerpPoint(forestayTop, forestayFoot, 0.08);
    const gTack = lerpPoint(forestayTop, forestayFoot, 0.985);
    const gClew: TPoint = [-70 + rng.range(-20, 20), onDeck(g, -70, 0.1) - 58];
    s += sail(defs, p, [gHead, gTack, gClew], [0, 26, -34], [gHead[0] + 200, 0], [gClew[0], 0]);
    const uv = `M${fmt(gTack[0])} ${fmt(gTack[1])}C${fmt(gTack[0] - 200)} ${fmt(gTack[1] + 4)} ${fmt(gClew[0] + 160)} ${fmt(gClew[1] + 10)} ${fmt(gClew[0])} ${fmt(gClew[1])}`;
    s += path(uv, 'none', { stroke: p.accent, 'stroke-width': 7, opacity: 0.9 });
  } else {
    s += sailBag(gooseneck, boomEnd, 48, p.accent, p.accentDark);
    s += wires(
      [
        [
          [mastX, -700],
          [-120, gooseneck[1] - 40],
        ],
        [
          [mastX, -700],
          [-300, gooseneck[1] - 45],
        ],
      ],
      p.dark,
      1.5,
      0.4,
    );
    s += furledSail(
      lerpPoint(forestayTop, forestayFoot, 0.03),
      lerpPoint(forestayTop, forestayFoot, 0.97),
      11,
      p.accent,
      p.accentDark,
    );
  }

  const hullWindow = sheerBand(
    g,
    -170,
    150,
    (t) => 34 + 6 * Math.abs(t - 0.5),
    (t) => 48 - 5 * Math.abs(t - 0.5),
  );
  const boot = bootStripeColor(style.hull);
  s += hullSide(
    g,
    style,
    p,
    path(
      sheerBand(
        g,
        -520,
        520,
        () => 12,
        () => 20,
      ),
      p.accent,
    ) +
      path(hullWindow, p.glass, { opacity: 0.9 }) +
      rect(-520, -15, 1060, 10, tone(boot)),
  );
  s += stanchions(g, [-470, -360, -250, -140, -30, 80, 190, 300, 410], 52, p.steel, 2.6);
  s += line(
    [
      [410, sheerY(g, 410) - 56],
      [470, sheerY(g, 470) - 58],
      [500, sheerY(g, 500) - 20],
    ],
    p.steel,
    3,
    { 'stroke-linejoin': 'round' },
  );
  if (rng.chance(0.6)) s += ensign(-492, sheerY(g, -492) - 4, 22, tone);
  return {
    svg: s,
    left: -500,
    right: 505,
    top: mastTop,
    wlLeft: -452,
    wlRight: 480,
    beam: g.depth,
  };
}

export function drawCatamaran(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { defs, tone } = style;
  const span = 560 * (0.1 + 0.5 * style.elevation);
  const shiftX = span * 0.75;
  const hull = {
    sternX: -500,
    sternWlX: -494,
    bowX: 498,
    bowWlX: 488,
    fbStern: 116,
    fbBow: 128,
    sag: 0,
    beam: 120,
    bowCurve: 0.05,
  };
  const g = hullGeo(hull, style.elevation);
  const farColor = tone(mix(darken(style.hull, 0.35), '#1d4560', 0.5));
  const far = `translate(${fmt(shiftX)} ${fmt(-span)})`;

  let s = el(
    'g',
    { transform: far },
    hullSide(g, { ...style, sunset: true }, p, '', farColor) + deckSurface(g, style, p.offWhite),
  );
  const nearInner = (x: number): number => onDeck(g, x, 0.85);
  const farEdge = (x: number): number => sheerY(g, x - shiftX) - span;
  const platform: TPoint[] = [];
  const farLine: TPoint[] = [];
  for (let i = 0; i <= 12; i += 1) {
    const x = -494 + (744 * i) / 12;
    platform.push([x, nearInner(x)]);
    farLine.push([x + shiftX, farEdge(x + shiftX)]);
  }
  s += path(polyPath([...platform, ...farLine.reverse()]), lighten(p.offWhite, 0.1));
  const front: TPoint[] = [
    [250, nearInner(250)],
    [250 + shiftX, farEdge(250 + shiftX)],
    [250 + shiftX, farEdge(250 + shiftX) + 40],
    [250, nearInner(250) + 46],
  ];
  s += path(polyPath(front), p.whiteShade);
  const net: TPoint[] = [
    [250, nearInner(250)],
    [470, nearInner(470)],
    [470 + shiftX, farEdge(470 + shiftX)],
    [250 + shiftX, farEdge(250 + shiftX)],
  ];
  s += path(polyPath(net), tone('#1c2630'), { opacity: 0.6 });
  let mesh = '';
  for (let i = 1; i < 6; i += 1) {
    const a = lerpPoint(net[0] as TPoint, net[3] as TPoint, i / 6);
    const b = lerpPoint(net[1] as TPoint, net[2] as TPoint, i / 6);
    mesh += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
    const c = lerpPoint(net[0] as TPoint, net[1] as TPoint, i / 6);
    const d = lerpPoint(net[3] as TPoint, net[2] as TPoint, i / 6);
    mesh += `M${fmt(c[0])} ${fmt(c[1])}L${fmt(d[0])} ${fmt(d[1])}`;
  }
  s += path(mesh, 'none', { stroke: tone('#7a8791'), 'stroke-width': 1.5, opacity: 0.6 });
  s += stroke(
    [
      [470, nearInner(470)],
      [470 + shiftX, farEdge(470 + shiftX)],
    ],
    p.steel,
    7,
  );

  const base = (x: number): number => onDeck(g, x, 0.7);
  const saloon: TPoint[] = [
    [-360, base(-360)],
    [-360, base(-360) - 150],
    [100, base(100) - 152],
    [215, base(215) - 26],
    [215, base(215)],
  ];
  const roofLift = span * 0.72;
  s += extrude(
    saloon,
    shiftX * 0.75,
    -roofLift,
    lighten(p.offWhite, 0.35),
    faceFill(style, p.white),
  );
  s += path(
    polyPath([
      [-335, base(-335) - 118],
      [96, base(96) - 124],
      [182, base(182) - 38],
      [-335, base(-335) - 40],
    ]),
    glassFill(style, p),
  );
  let mullions = '';
  for (const x of [-230, -120, -10])
    mullions += `M${x} ${fmt(base(x) - 121)}L${x} ${fmt(base(x) - 40)}`;
  s += path(mullions, 'none', { stroke: p.white, 'stroke-width': 7 });
  const overhang: TPoint[] = [
    [-490, base(-490) - 150],
    [-360, base(-360) - 150],
    [-360, base(-360) - 136],
    [-490, base(-490) - 138],
  ];
  s += extrude(overhang, shiftX * 0.75, -roofLift, lighten(p.offWhite, 0.35), p.whiteShade);
  s += stroke(
    [
      [-478, base(-478) - 140],
      [-478, onDeck(g, -478, 0.4)],
    ],
    p.steel,
    5,
  );

  s += hullSide(
    g,
    style,
    p,
    path(
      sheerBand(
        g,
        -520,
        520,
        () => 16,
        () => 24,
      ),
      p.accent,
    ) +
      path(
        sheerBand(
          g,
          -260,
          -20,
          () => 46,
          () => 62,
        ),
        p.glass,
        { opacity: 0.9 },
      ) +
      path(
        sheerBand(
          g,
          60,
          240,
          () => 48,
          () => 60,
        ),
        p.glass,
        { opacity: 0.9 },
      ) +
      rect(-520, -14, 1060, 9, tone(bootStripeColor(style.hull))),
  );
  s += stanchions(g, [250, 330, 410], 48, p.steel, 2.4);

  const mastX = 70;
  const mastBase = base(mastX) - 150 - roofLift * 0.5;
  const mastTop = -1360;
  const gooseneck: TPoint = [mastX, mastBase - 34];
  const boomEnd: TPoint = [-455, mastBase - 44];
  const forestayTop: TPoint = [mastX + 4, -1120];
  const forestayFoot: TPoint = [470 + shiftX * 0.5, (nearInner(470) + farEdge(470 + shiftX)) / 2];
  s += wires(
    [
      [
        [mastX, mastTop + 14],
        [-40, sheerY(g, -40)],
      ],
      [
        [mastX, mastTop + 14],
        [-40 + shiftX, farEdge(-40 + shiftX)],
      ],
      [forestayTop, forestayFoot],
    ],
    p.dark,
    2.2,
    0.6,
  );
  s += mast(mastX, mastBase, mastTop, 13, tone('#d5dbe0'), tone('#7f8a94'));
  s += stroke([gooseneck, boomEnd], tone('#b8c0c6'), 10);
  if (style.sailsUp) {
    const head: TPoint = [mastX + 6, mastTop + 20];
    const peak: TPoint = [mastX - 170, mastTop + 48];
    const clew: TPoint = [boomEnd[0] + 10, boomEnd[1] - 7];
    const tack: TPoint = [mastX + 6, gooseneck[1] - 6];
    s += sail(defs, p, [head, tack, clew, peak], [0, -6, -40, 0], [mastX, 0], [clew[0], 0]);
    let battens = '';
    for (const f of [0.15, 0.32, 0.5, 0.68, 0.86]) {
      const onLeech = lerpPoint(clew, peak, f);
      battens += `M${fmt(onLeech[0] - 10)} ${fmt(onLeech[1])}L${fmt(mastX + 4)} ${fmt(onLeech[1] - 10 * f)}`;
    }
    s += path(battens, 'none', { stroke: p.sailShade, 'stroke-width': 3, opacity: 0.8 });
    const jHead = lerpPoint(forestayTop, forestayFoot, 0.04);
    const jTack = lerpPoint(forestayTop, forestayFoot, 0.96);
    const jClew: TPoint = [190, base(190) - 170 - roofLift * 0.4];
    s += sail(defs, p, [jHead, jTack, jClew], [0, 10, -22], [jHead[0] + 200, 0], [jClew[0], 0]);
  } else {
    s += sailBag(gooseneck, boomEnd, 52, p.accent, p.accentDark);
    s += furledSail(
      lerpPoint(forestayTop, forestayFoot, 0.03),
      lerpPoint(forestayTop, forestayFoot, 0.97),
      10,
      p.accent,
      p.accentDark,
    );
  }
  return {
    svg: s,
    left: -500 + shiftX,
    right: 500,
    top: mastTop,
    wlLeft: -494,
    wlRight: 488,
    beam: span,
  };
}

export function drawGulet(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { rng, defs, tone } = style;
  const g = hullGeo(
    {
      sternX: -470,
      sternWlX: -392,
      bowX: 500,
      bowWlX: 315,
      fbStern: 150,
      fbBow: 198,
      sag: 44,
      beam: 280,
      bowCurve: 0.85,
      roundStern: true,
    },
    style.elevation,
  );
  const wood = tone('#9b6535');
  const woodLight = tone('#c28a52');
  const woodDark = tone('#5e3a1d');
  const canvas = tone(style.accent);
  let s = deckSurface(g, style, tone('#c99d6a'));
  let planks = '';
  for (let i = 1; i < 6; i += 1) {
    const pts = deckPatch(g, -460, 480, i / 6, i / 6).slice(0, 11);
    planks += polyPath(pts, false);
  }
  s += path(planks, 'none', { stroke: woodDark, 'stroke-width': 1.5, opacity: 0.35 });

  const base = (x: number): number => onDeck(g, x, 0.22);
  const house: TPoint[] = [
    [-210, base(-210)],
    [-210, base(-210) - 58],
    [130, base(130) - 56],
    [150, base(150) - 30],
    [150, base(150)],
  ];
  const roofLift = g.depth * 0.55;
  s += extrude(house, -5, -roofLift, woodLight, wood);
  let windows = '';
  for (let x = -185; x < 110; x += 62) windows += `M${x} ${fmt(base(x) - 44)}h38v24h-38z`;
  s += path(windows, p.glass);

  const awningY = (x: number): number => onDeck(g, x, 0.5) - 150;
  s += wires(
    [
      [
        [-450, onDeck(g, -450, 0.2)],
        [-450, awningY(-450)],
      ],
      [
        [-220, onDeck(g, -220, 0.2)],
        [-220, awningY(-220)],
      ],
    ],
    p.steel,
    4,
    0.9,
  );
  const awning: TPoint[] = [
    [-470, awningY(-470)],
    [-200, awningY(-200)],
    [-200, awningY(-200) + 12],
    [-470, awningY(-470) + 12],
  ];
  s += extrude(awning, -6, -g.depth * 0.7, tone(lighten(style.accent, 0.2)), canvas);
  let valance = `M-470 ${fmt(awningY(-470) + 12)}`;
  for (let x = -470; x < -200; x += 30) valance += `q15 18 30 0`;
  s += path(`${valance}Z`, canvas);

  const mainX = 190;
  const mizzenX = -215;
  const mainTop = -1020;
  const mizzenTop = -840;
  const mainBase = onDeck(g, mainX, 0.5);
  const mizzenBase = onDeck(g, mizzenX, 0.5);
  const bowsprit: TPoint = [668, sheerY(g, 500) - 62];
  const stemTop: TPoint = [500, sheerY(g, 500) - 10];
  s += wires(
    [
      [[mainX, mainTop + 10], bowsprit],
      [[mainX, -640], stemTop],
      [bowsprit, [340, -24]],
      [
        [mainX, mainTop + 14],
        [mizzenX, mizzenTop + 14],
      ],
      [
        [mizzenX, mizzenTop + 14],
        [-462, sheerY(g, -462) - 10],
      ],
      [
        [mainX, mainTop + 30],
        [mainX - 30, sheerY(g, mainX - 30)],
      ],
      [
        [mizzenX, mizzenTop + 30],
        [mizzenX - 30, sheerY(g, mizzenX - 30)],
      ],
    ],
    p.dark,
    2.2,
    0.6,
  );
  s += stroke([stemTop, bowsprit], wood, 12);
  s += mast(mainX, mainBase, mainTop, 17, wood, woodDark);
  s += mast(mizzenX, mizzenBase, mizzenTop, 14, wood, woodDark);
  const mainBoom: [TPoint, TPoint] = [
    [mainX, mainBase - 120],
    [-80, mainBase - 138],
  ];
  const mizzenBoom: [TPoint, TPoint] = [
    [mizzenX, mizzenBase - 190],
    [-455, mizzenBase - 205],
  ];
  s += stroke(mainBoom, woodDark, 9) + stroke(mizzenBoom, woodDark, 8);
  const cream = style.sunset ? p.sail : tone('#f4ecdc');
  const creamShade = style.sunset ? p.sailShade : tone('#d8ccb4');
  const cp = { ...p, sail: cream, sailShade: creamShade };
  if (style.sailsUp) {
    const throat: TPoint = [mainX + 2, -790];
    const peak: TPoint = [-40, -960];
    s += sail(
      defs,
      cp,
      [throat, [mainX + 2, mainBoom[0][1] - 5], [mainBoom[1][0] + 8, mainBoom[1][1] - 4], peak],
      [0, -6, -22, 0],
      [mainX, 0],
      [-80, 0],
    );
    s += stroke([throat, peak], woodDark, 7);
    const mThroat: TPoint = [mizzenX + 2, -680];
    const mPeak: TPoint = [-400, -800];
    s += sail(
      defs,
      cp,
      [
        mThroat,
        [mizzenX + 2, mizzenBoom[0][1] - 5],
        [mizzenBoom[1][0] + 8, mizzenBoom[1][1] - 4],
        mPeak,
      ],
      [0, -6, -18, 0],
      [mizzenX, 0],
      [-455, 0],
    );
    s += stroke([mThroat, mPeak], woodDark, 6);
    const jibHead = lerpPoint([mainX, mainTop + 10], bowsprit, 0.06);
    s += sail(
      defs,
      cp,
      [jibHead, lerpPoint([mainX, mainTop + 10], bowsprit, 0.97), [300, sheerY(g, 300) - 120]],
      [0, 18, -26],
      [jibHead[0] + 200, 0],
      [300, 0],
    );
    const stayHead = lerpPoint([mainX, -640], stemTop, 0.05);
    s += sail(
      defs,
      cp,
      [stayHead, lerpPoint([mainX, -640], stemTop, 0.95), [250, sheerY(g, 250) - 70]],
      [0, 10, -14],
      [stayHead[0] + 100, 0],
      [250, 0],
    );
  } else {
    s += sailBag(mainBoom[0], mainBoom[1], 34, cream, creamShade);
    s += sailBag(mizzenBoom[0], mizzenBoom[1], 30, cream, creamShade);
    s += furledSail(
      lerpPoint([mainX, mainTop + 10], bowsprit, 0.05),
      lerpPoint([mainX, mainTop + 10], bowsprit, 0.95),
      9,
      cream,
      creamShade,
    );
  }
  s += path(`M${mainX} ${mainTop}l-70 10l70 10z`, canvas);

  let planksSide = '';
  for (let i = 1; i < 7; i += 1)
    planksSide += polyPath(sheerPoints(g, -520, 520, 20, 26 + i * 25), false);
  const ports = [-300, -180, -60, 60, 180].map((x) => [x, sheerY(g, x) + 62] as TPoint);
  s += hullSide(
    g,
    style,
    p,
    path(planksSide, 'none', { stroke: darken(p.hull, 0.3), 'stroke-width': 1.6, opacity: 0.35 }) +
      path(
        sheerBand(
          g,
          -520,
          520,
          () => 0,
          () => 22,
        ),
        wood,
      ) +
      path(
        sheerBand(
          g,
          -520,
          520,
          () => 2,
          () => 6,
        ),
        woodLight,
        { opacity: 0.7 },
      ) +
      path(
        sheerBand(
          g,
          -520,
          520,
          () => 36,
          () => 44,
        ),
        woodDark,
      ) +
      portholes(ports, 9, p.glass, tone('#c9a46a')) +
      rect(-520, -14, 1060, 10, tone(bootStripeColor(style.hull))),
  );
  let bulwark = '';
  for (let x = -440; x <= 460; x += 60) bulwark += `M${x} ${fmt(sheerY(g, x))}v-30`;
  s += path(bulwark, 'none', { stroke: wood, 'stroke-width': 5 });
  s += line(sheerPoints(g, -450, 470, 20, -30), woodLight, 7, { 'stroke-linecap': 'round' });
  if (rng.chance(0.7)) s += ensign(-468, sheerY(g, -468) - 30, 26, tone);
  return {
    svg: s,
    left: -490,
    right: 672,
    top: mainTop - 10,
    wlLeft: -392,
    wlRight: 315,
    beam: g.depth,
  };
}
