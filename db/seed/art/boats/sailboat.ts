import { bootStripe, ensign, pane, stanchions } from '../boat-kit/fittings';
import {
  deckPatch,
  onDeck,
  sheerBand,
  sheerStripe,
  sheerY,
  type THull,
  type THullGeo,
} from '../boat-kit/hull';
import { deckSurface, extrude, hullSide } from '../boat-kit/surfaces';
import {
  boatBasics,
  faceFill,
  glassFill,
  type TBoatPaints,
  type TBoatShape,
  type TBoatStyle,
} from '../boat-kit/style';
import { lighten } from '../color';
import { el, fmt, line, path, polyPath, quadPoints, type TPoint } from '../svg';
import { MAST_TOP, sailboatRig } from './sailboat-rig';

const HULL: THull = {
  sternX: -500,
  sternWlX: -452,
  bowX: 505,
  bowWlX: 480,
  fbStern: 80,
  fbBow: 104,
  sag: 6,
  beam: 340,
  bowCurve: 0.15,
};

/** the cockpit, the coachroof with its sprayhood and the wheel */
function deckAndCabin(g: THullGeo, style: TBoatStyle, p: TBoatPaints): string {
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
  s += pane(style, p, [
    [-205, cabinBase(-205) - 36],
    [60, cabinBase(60) - 40],
    [135, cabinBase(135) - 22],
    [-205, cabinBase(-205) - 20],
  ]);
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
  return (
    s +
    el('ellipse', {
      cx: -410,
      cy: wheelY,
      rx: 11,
      ry: 44,
      fill: 'none',
      stroke: p.steel,
      'stroke-width': 5,
    })
  );
}

export function drawSailboat(style: TBoatStyle): TBoatShape {
  const { p, g } = boatBasics(style, HULL);
  let s = deckAndCabin(g, style, p) + sailboatRig(g, style, p);
  const hullWindow = sheerBand(
    g,
    -170,
    150,
    (t) => 34 + 6 * Math.abs(t - 0.5),
    (t) => 48 - 5 * Math.abs(t - 0.5),
  );
  s += hullSide(
    g,
    style,
    p,
    path(sheerStripe(g, 12, 20), p.accent) +
      path(hullWindow, p.glass, { opacity: 0.9 }) +
      bootStripe(style, -15, 10),
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
  if (style.rng.chance(0.6)) s += ensign(-492, sheerY(g, -492) - 4, 22, style.tone);
  return {
    svg: s,
    left: -500,
    right: 505,
    top: MAST_TOP,
    wlLeft: -452,
    wlRight: 480,
    beam: g.depth,
  };
}
