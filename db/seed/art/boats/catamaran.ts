import { bootStripe, pane, stanchions, stroke } from '../boat-kit/fittings';
import { onDeck, sheerStripe, sheerY, type THull } from '../boat-kit/hull';
import { deckSurface, extrude, hullSide } from '../boat-kit/surfaces';
import { boatBasics, faceFill, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { darken, lighten, mix } from '../color';
import { alloyMast, furledOnStay, headsail, lerpPoint, sail, sailBag, stays } from '../rigging';
import { el, fmt, path, polyPath, type TPoint } from '../svg';

const HULL: THull = {
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

export function drawCatamaran(style: TBoatStyle): TBoatShape {
  const { defs, tone } = style;
  const span = 560 * (0.1 + 0.5 * style.elevation);
  const shiftX = span * 0.75;
  const { p, g } = boatBasics(style, HULL);
  const farColor = tone(mix(darken(style.hull, 0.35), '#1d4560', 0.5));
  const far = `translate(${fmt(shiftX)} ${fmt(-span)})`;

  let s = el(
    'g',
    { transform: far },
    hullSide(g, { ...style, sunset: true }, p, '', farColor) + deckSurface(g, style, p.offWhite),
  );
  const nearInner = (x: number): number => onDeck(g, x, 0.85);
  const farEdge = (x: number): number => sheerY(g, x - shiftX) - span;
  /** a point on the bridge deck, from the near hull (0) to the far one (1) */
  const across = (x: number, t: 0 | 1): TPoint =>
    t === 0 ? [x, nearInner(x)] : [x + shiftX, farEdge(x + shiftX)];
  const platform: TPoint[] = [];
  const farLine: TPoint[] = [];
  for (let i = 0; i <= 12; i += 1) {
    const x = -494 + (744 * i) / 12;
    platform.push(across(x, 0));
    farLine.push(across(x, 1));
  }
  s += path(polyPath([...platform, ...farLine.reverse()]), lighten(p.offWhite, 0.1));
  const front: TPoint[] = [
    across(250, 0),
    across(250, 1),
    [250 + shiftX, farEdge(250 + shiftX) + 40],
    [250, nearInner(250) + 46],
  ];
  s += path(polyPath(front), p.whiteShade);
  const net = [across(250, 0), across(470, 0), across(470, 1), across(250, 1)] as const;
  s += path(polyPath(net), tone('#1c2630'), { opacity: 0.6 });
  let mesh = '';
  for (let i = 1; i < 6; i += 1) {
    const a = lerpPoint(net[0], net[3], i / 6);
    const b = lerpPoint(net[1], net[2], i / 6);
    mesh += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
    const c = lerpPoint(net[0], net[1], i / 6);
    const d = lerpPoint(net[3], net[2], i / 6);
    mesh += `M${fmt(c[0])} ${fmt(c[1])}L${fmt(d[0])} ${fmt(d[1])}`;
  }
  s += path(mesh, 'none', { stroke: tone('#7a8791'), 'stroke-width': 1.5, opacity: 0.6 });
  s += stroke([across(470, 0), across(470, 1)], p.steel, 7);

  const base = (x: number): number => onDeck(g, x, 0.7);
  const saloon: TPoint[] = [
    [-360, base(-360)],
    [-360, base(-360) - 150],
    [100, base(100) - 152],
    [215, base(215) - 26],
    [215, base(215)],
  ];
  const roofLift = span * 0.72;
  const roof = lighten(p.offWhite, 0.35);
  s += extrude(saloon, shiftX * 0.75, -roofLift, roof, faceFill(style, p.white));
  s += pane(style, p, [
    [-335, base(-335) - 118],
    [96, base(96) - 124],
    [182, base(182) - 38],
    [-335, base(-335) - 40],
  ]);
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
  s += extrude(overhang, shiftX * 0.75, -roofLift, roof, p.whiteShade);
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
    path(sheerStripe(g, 16, 24), p.accent) +
      path(sheerStripe(g, 46, 62, -260, -20), p.glass, { opacity: 0.9 }) +
      path(sheerStripe(g, 48, 60, 60, 240), p.glass, { opacity: 0.9 }) +
      bootStripe(style, -14, 9),
  );
  s += stanchions(g, [250, 330, 410], 48, p.steel, 2.4);

  const mastX = 70;
  const mastBase = base(mastX) - 150 - roofLift * 0.5;
  const mastTop = -1360;
  const gooseneck: TPoint = [mastX, mastBase - 34];
  const boomEnd: TPoint = [-455, mastBase - 44];
  const forestayTop: TPoint = [mastX + 4, -1120];
  const forestayFoot: TPoint = [470 + shiftX * 0.5, (nearInner(470) + farEdge(470 + shiftX)) / 2];
  s += stays(
    [
      [
        [mastX, mastTop + 14],
        [-40, sheerY(g, -40)],
      ],
      [[mastX, mastTop + 14], across(-40, 1)],
      [forestayTop, forestayFoot],
    ],
    p,
  );
  s += alloyMast(tone, mastX, mastBase, mastTop, 13);
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
    const jClew: TPoint = [190, base(190) - 170 - roofLift * 0.4];
    s += headsail(defs, p, [forestayTop, forestayFoot], [0.04, 0.96], jClew, [0, 10, -22]);
  } else {
    s += sailBag(gooseneck, boomEnd, 52, p.accent, p.accentDark);
    s += furledOnStay(forestayTop, forestayFoot, 10, p.accent, p.accentDark);
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
