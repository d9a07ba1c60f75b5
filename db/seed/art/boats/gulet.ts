import { bootStripe, ensign, portholes } from '../boat-kit/fittings';
import {
  deckPatch,
  onDeck,
  sheerPoints,
  sheerStripe,
  sheerY,
  type THull,
  type THullGeo,
} from '../boat-kit/hull';
import { deckSurface, extrude, hullSide } from '../boat-kit/surfaces';
import { boatBasics, type TBoatPaints, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { darken, lighten } from '../color';
import { wires } from '../rigging';
import { fmt, line, path, polyPath, type TPoint } from '../svg';
import { guletRig, MAIN_TOP, type TWood } from './gulet-rig';

const HULL: THull = {
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
};

/** the planked deck, the deckhouse and the awning over the aft deck */
function deckhouse(g: THullGeo, style: TBoatStyle, p: TBoatPaints, w: TWood): string {
  const { tone } = style;
  let s = deckSurface(g, style, tone('#c99d6a'));
  let planks = '';
  for (let i = 1; i < 6; i += 1) {
    const pts = deckPatch(g, -460, 480, i / 6, i / 6).slice(0, 11);
    planks += polyPath(pts, false);
  }
  s += path(planks, 'none', { stroke: w.woodDark, 'stroke-width': 1.5, opacity: 0.35 });
  const base = (x: number): number => onDeck(g, x, 0.22);
  const house: TPoint[] = [
    [-210, base(-210)],
    [-210, base(-210) - 58],
    [130, base(130) - 56],
    [150, base(150) - 30],
    [150, base(150)],
  ];
  s += extrude(house, -5, -g.depth * 0.55, w.woodLight, w.wood);
  let windows = '';
  for (let x = -185; x < 110; x += 62) windows += `M${x} ${fmt(base(x) - 44)}h38v24h-38z`;
  s += path(windows, p.glass);
  const awningY = (x: number): number => onDeck(g, x, 0.5) - 150;
  const post = (x: number): readonly [TPoint, TPoint] => [
    [x, onDeck(g, x, 0.2)],
    [x, awningY(x)],
  ];
  s += wires([post(-450), post(-220)], p.steel, 4, 0.9);
  const awning: TPoint[] = [
    [-470, awningY(-470)],
    [-200, awningY(-200)],
    [-200, awningY(-200) + 12],
    [-470, awningY(-470) + 12],
  ];
  s += extrude(awning, -6, -g.depth * 0.7, tone(lighten(style.accent, 0.2)), w.canvas);
  let valance = `M-470 ${fmt(awningY(-470) + 12)}`;
  for (let x = -470; x < -200; x += 30) valance += `q15 18 30 0`;
  return s + path(`${valance}Z`, w.canvas);
}

export function drawGulet(style: TBoatStyle): TBoatShape {
  const { tone } = style;
  const { p, g } = boatBasics(style, HULL);
  const w: TWood = {
    wood: tone('#9b6535'),
    woodLight: tone('#c28a52'),
    woodDark: tone('#5e3a1d'),
    canvas: tone(style.accent),
  };
  let s = deckhouse(g, style, p, w) + guletRig(g, style, p, w);
  let planksSide = '';
  for (let i = 1; i < 7; i += 1)
    planksSide += polyPath(sheerPoints(g, -520, 520, 20, 26 + i * 25), false);
  const ports = [-300, -180, -60, 60, 180].map((x) => [x, sheerY(g, x) + 62] as TPoint);
  s += hullSide(
    g,
    style,
    p,
    path(planksSide, 'none', { stroke: darken(p.hull, 0.3), 'stroke-width': 1.6, opacity: 0.35 }) +
      path(sheerStripe(g, 0, 22), w.wood) +
      path(sheerStripe(g, 2, 6), w.woodLight, { opacity: 0.7 }) +
      path(sheerStripe(g, 36, 44), w.woodDark) +
      portholes(ports, 9, p.glass, tone('#c9a46a')) +
      bootStripe(style, -14, 10),
  );
  let bulwark = '';
  for (let x = -440; x <= 460; x += 60) bulwark += `M${x} ${fmt(sheerY(g, x))}v-30`;
  s += path(bulwark, 'none', { stroke: w.wood, 'stroke-width': 5 });
  s += line(sheerPoints(g, -450, 470, 20, -30), w.woodLight, 7, { 'stroke-linecap': 'round' });
  if (style.rng.chance(0.7)) s += ensign(-468, sheerY(g, -468) - 30, 26, tone);
  return {
    svg: s,
    left: -490,
    right: 672,
    top: MAIN_TOP - 10,
    wlLeft: -392,
    wlRight: 315,
    beam: g.depth,
  };
}
