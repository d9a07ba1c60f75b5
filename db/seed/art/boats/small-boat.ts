import { cushion } from '../boat-kit/fittings';
import {
  deckLine,
  deckPatch,
  onDeck,
  sheerPoints,
  sheerStripe,
  sheerY,
  type THull,
} from '../boat-kit/hull';
import { extrude, hullSide, openHull } from '../boat-kit/surfaces';
import { boatBasics, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { wires } from '../rigging';
import { fmt, line, path, polyPath, quadPoints, rect, type TPoint } from '../svg';
import { helmConsole, outboard } from './open-boat-parts';

/** a llaüt, the traditional wooden boat of the Balearics, with a rounded stern */
const LLAUT_HULL: THull = {
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
};

/** a plain fibreglass open boat */
const SKIFF_HULL: THull = {
  sternX: -480,
  sternWlX: -474,
  bowX: 490,
  bowWlX: 320,
  fbStern: 100,
  fbBow: 146,
  sag: 2,
  beam: 400,
  bowCurve: 0.5,
};

export function drawSmallBoat(style: TBoatStyle): TBoatShape {
  const { rng, tone } = style;
  const llaut = rng.chance(0.65);
  const { p, g } = boatBasics(style, llaut ? LLAUT_HULL : SKIFF_HULL);
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
    s += line(deckLine(g, -460, 460, 1, 0, 16), woodLight, 8, { 'stroke-linecap': 'round' });
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
  if (!llaut)
    s += helmConsole(
      style,
      p,
      base,
      [
        [-20, 0],
        [-20, 110],
        [40, 112],
        [80, 0],
      ],
      [
        [40, 112],
        [10, 154],
        [-16, 154],
        [-16, 110],
      ],
      -5,
      g.depth * 0.3,
    );
  const decoration = llaut
    ? path(sheerStripe(g, 6, 30), p.accent) +
      path(sheerStripe(g, 0, 7), wood) +
      rect(-520, -12, 1060, 10, tone('#7b2a24'))
    : path(sheerStripe(g, 14, 26), p.accent) + rect(-520, -12, 1060, 9, tone('#16324f'));
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
    right: 490,
    top: poleY(-190) - 26 - g.depth * 0.75,
    wlLeft: -470,
    wlRight: llaut ? 380 : 320,
    beam: g.depth,
  };
}
