import { darken, lighten } from './color';
import { ridgeLine } from './coast';
import type { TRandom } from './random';
import { el, fmt, group, path, polyPath, type TDefs, type TPoint } from './svg';
import { umbrellaPine } from './trees';

export type TCliffOptions = {
  side: 'left' | 'right';
  width: number;
  edge: number;
  tip: number;
  waterY: number;
  topY: number;
  inlandTopY: number;
  rock: string;
  rockShade: string;
  veg: string;
  vegLight: string;
  pines: number;
  /** how far the veil of vegetation reaches down the face, 0..1 */
  vegReach?: number;
  foam?: string;
};

/** a limestone headland with a vegetated top, chiselled faces and foam at its foot */
export function cliffHeadland(rng: TRandom, defs: TDefs, o: TCliffOptions): string {
  const height = o.waterY - o.topY;
  const faceX = o.tip - height * rng.range(0.25, 0.45);
  const top = ridgeLine(
    rng,
    o.edge - 40,
    faceX,
    (t) => o.inlandTopY + (o.topY - o.inlandTopY) * t,
    height * 0.18,
    28,
  );
  const tipEdge: TPoint[] = [];
  const tipSteps = 6;
  for (let i = 1; i <= tipSteps; i += 1) {
    const t = i / tipSteps;
    const x = faceX + (o.tip - faceX) * t ** 0.7 + rng.range(-1, 1) * height * 0.04;
    tipEdge.push([
      x,
      o.topY + height * t + rng.range(-0.03, 0.03) * height * (i < tipSteps ? 1 : 0),
    ]);
  }
  const outline = [...top, ...tipEdge, [o.edge - 40, o.waterY + 2] as TPoint];
  const outlineD = polyPath(outline);
  const clipId = defs.add('c', (id) => el('clipPath', { id }, path(outlineD, '#fff')));
  const lightFill = defs.linear(
    [
      [0, darken(o.rock, 0.08)],
      [0.7, o.rock],
      [1, lighten(o.rock, 0.12)],
    ],
    0,
    0,
    1,
    0,
  );

  let facets = '';
  const facetCount = rng.int(5, 9);
  const span = o.tip - o.edge;
  for (let i = 0; i < facetCount; i += 1) {
    const a = o.edge + (span * (i + rng.range(0, 0.4))) / facetCount;
    const w = (span / facetCount) * rng.range(0.25, 0.6);
    const lean = rng.range(-0.08, 0.12) * height;
    const pts: TPoint[] = [
      [a, o.topY - 40],
      [a + w * 0.4, o.topY + height * 0.35],
      [a + w * 0.2 + lean * 0.5, o.topY + height * 0.7],
      [a + w * 0.5 + lean, o.waterY + 4],
      [a + w + lean, o.waterY + 4],
      [a + w * 0.9 + lean * 0.6, o.topY + height * 0.6],
      [a + w, o.topY - 40],
    ];
    facets += polyPath(pts);
  }
  let strata = '';
  const layers = rng.int(3, 6);
  for (let i = 1; i <= layers; i += 1) {
    const y = o.topY + (height * i) / (layers + 1) + rng.range(-8, 8);
    const pts = ridgeLine(rng, o.edge - 40, o.tip, () => y, height * 0.05, 12);
    strata += polyPath(pts, false);
  }
  const tipFace: TPoint[] = [[faceX, o.topY], ...tipEdge, [faceX - height * 0.1, o.waterY + 4]];

  const reach = o.vegReach ?? rng.range(0.22, 0.45);
  const vegBottom = ridgeLine(
    rng,
    o.edge - 40,
    faceX + 10,
    (t) => o.inlandTopY + (o.topY - o.inlandTopY) * t + height * reach * (0.6 + 0.4 * t),
    height * 0.22,
    20,
  ).reverse();
  const bumps: TPoint[] = [];
  top.forEach(([x, y], i) => {
    bumps.push([x, y - (i % 2 === 0 ? rng.range(2, 9) : rng.range(0, 3)) * (height / 200)]);
  });
  const vegShape = polyPath([...bumps, ...vegBottom]);
  const vegFill = defs.linear([
    [0, o.vegLight],
    [1, o.veg],
  ]);

  let shrubs = '';
  for (let i = 0; i < 18; i += 1) {
    const x = o.edge + span * rng.range(0, 0.9);
    const y = o.topY + height * rng.range(0.15, 0.75);
    const r = height * rng.range(0.015, 0.04);
    shrubs += `M${fmt(x - r)} ${fmt(y)}a${fmt(r)} ${fmt(r * 0.7)} 0 1 1 ${fmt(r * 2)} 0z`;
  }

  const inner =
    path(outlineD, lightFill) +
    path(facets, o.rockShade, { opacity: 0.42 }) +
    path(strata, 'none', {
      stroke: o.rockShade,
      'stroke-width': Math.max(1.2, height * 0.008),
      opacity: 0.35,
    }) +
    path(polyPath(tipFace), lighten(o.rock, 0.16), { opacity: 0.55 }) +
    path(shrubs, o.veg, { opacity: 0.75 }) +
    path(vegShape, vegFill) +
    path(
      `M${fmt(o.edge - 40)} ${fmt(o.waterY - height * 0.06)}L${fmt(o.tip + 10)} ${fmt(o.waterY - height * 0.04)}L${fmt(o.tip + 10)} ${fmt(o.waterY + 4)}L${fmt(o.edge - 40)} ${fmt(o.waterY + 4)}Z`,
      darken(o.rockShade, 0.35),
      { opacity: 0.55 },
    );

  let pines = '';
  for (let i = 0; i < o.pines; i += 1) {
    const idx = rng.int(2, Math.max(3, top.length - 3));
    const [px, py] = top[idx] ?? [o.edge, o.topY];
    pines += umbrellaPine(
      rng,
      px,
      py + height * 0.02,
      height * rng.range(0.1, 0.17),
      o.veg,
      o.vegLight,
    );
  }

  let foam = '';
  const foamColor = o.foam ?? '#ffffff';
  for (let x = o.edge - 40; x < o.tip; x += rng.range(14, 40)) {
    const len = rng.range(20, 70);
    foam += `M${fmt(x)} ${fmt(o.waterY + 2)}q${fmt(len / 2)} ${fmt(-rng.range(2, 5))} ${fmt(len)} 0q${fmt(-len / 2)} ${fmt(rng.range(3, 7))} ${fmt(-len)} 0z`;
  }
  const shadowOnWater = path(
    `M${fmt(o.edge - 40)} ${fmt(o.waterY)}L${fmt(o.tip)} ${fmt(o.waterY)}L${fmt(o.tip - height * 0.3)} ${fmt(o.waterY + height * 0.25)}L${fmt(o.edge - 40)} ${fmt(o.waterY + height * 0.3)}Z`,
    defs.linear([
      [0, darken(o.rockShade, 0.5), 0.35],
      [1, darken(o.rockShade, 0.5), 0],
    ]),
  );
  const body =
    shadowOnWater +
    group(inner, { 'clip-path': `url(#${clipId})` }) +
    pines +
    path(foam, foamColor, { opacity: 0.85 });
  return o.side === 'left'
    ? body
    : el('g', { transform: `matrix(-1 0 0 1 ${fmt(o.width)} 0)` }, body);
}
