import { stroke } from '../boat-kit/fittings';
import { onDeck, sheerY, type THullGeo } from '../boat-kit/hull';
import type { TBoatPaints, TBoatStyle } from '../boat-kit/style';
import { furledOnStay, headsail, mast, sail, sailBag, stays } from '../rigging';
import { path, type TPoint } from '../svg';

const MAIN_X = 190;
const MIZZEN_X = -215;
export const MAIN_TOP = -1020;
const MIZZEN_TOP = -840;

export type TWood = { wood: string; woodLight: string; woodDark: string; canvas: string };

/** two wooden masts, a bowsprit, gaff sails and headsails, or all of it stowed */
export function guletRig(g: THullGeo, style: TBoatStyle, p: TBoatPaints, w: TWood): string {
  const { defs, tone } = style;
  const mainBase = onDeck(g, MAIN_X, 0.5);
  const mizzenBase = onDeck(g, MIZZEN_X, 0.5);
  const bowsprit: TPoint = [668, sheerY(g, 500) - 62];
  const stemTop: TPoint = [500, sheerY(g, 500) - 10];
  const jibStay: TPoint = [MAIN_X, MAIN_TOP + 10];
  const innerStay: TPoint = [MAIN_X, -640];
  const shroud = (x: number, top: number): [TPoint, TPoint] => [
    [x, top + 30],
    [x - 30, sheerY(g, x - 30)],
  ];
  let s = stays(
    [
      [jibStay, bowsprit],
      [innerStay, stemTop],
      [bowsprit, [340, -24]],
      [
        [MAIN_X, MAIN_TOP + 14],
        [MIZZEN_X, MIZZEN_TOP + 14],
      ],
      [
        [MIZZEN_X, MIZZEN_TOP + 14],
        [-462, sheerY(g, -462) - 10],
      ],
      shroud(MAIN_X, MAIN_TOP),
      shroud(MIZZEN_X, MIZZEN_TOP),
    ],
    p,
  );
  s += stroke([stemTop, bowsprit], w.wood, 12);
  s += mast(MAIN_X, mainBase, MAIN_TOP, 17, w.wood, w.woodDark);
  s += mast(MIZZEN_X, mizzenBase, MIZZEN_TOP, 14, w.wood, w.woodDark);
  const mainBoom: [TPoint, TPoint] = [
    [MAIN_X, mainBase - 120],
    [-80, mainBase - 138],
  ];
  const mizzenBoom: [TPoint, TPoint] = [
    [MIZZEN_X, mizzenBase - 190],
    [-455, mizzenBase - 205],
  ];
  s += stroke(mainBoom, w.woodDark, 9) + stroke(mizzenBoom, w.woodDark, 8);
  const cream = style.sunset ? p.sail : tone('#f4ecdc');
  const creamShade = style.sunset ? p.sailShade : tone('#d8ccb4');
  const cp = { ...p, sail: cream, sailShade: creamShade };
  if (style.sailsUp) {
    const gaffSail = (
      x: number,
      boom: [TPoint, TPoint],
      throat: TPoint,
      peak: TPoint,
      belly: number,
      width: number,
    ): string =>
      sail(
        defs,
        cp,
        [throat, [x + 2, boom[0][1] - 5], [boom[1][0] + 8, boom[1][1] - 4], peak],
        [0, -6, belly, 0],
        [x, 0],
        [boom[1][0], 0],
      ) + stroke([throat, peak], w.woodDark, width);
    s += gaffSail(MAIN_X, mainBoom, [MAIN_X + 2, -790], [-40, -960], -22, 7);
    s += gaffSail(MIZZEN_X, mizzenBoom, [MIZZEN_X + 2, -680], [-400, -800], -18, 6);
    const clew = (x: number, lift: number): TPoint => [x, sheerY(g, x) - lift];
    s += headsail(defs, cp, [jibStay, bowsprit], [0.06, 0.97], clew(300, 120), [0, 18, -26]);
    s += headsail(defs, cp, [innerStay, stemTop], [0.05, 0.95], clew(250, 70), [0, 10, -14], 100);
  } else {
    s += sailBag(mainBoom[0], mainBoom[1], 34, cream, creamShade);
    s += sailBag(mizzenBoom[0], mizzenBoom[1], 30, cream, creamShade);
    s += furledOnStay(jibStay, bowsprit, 9, cream, creamShade, 0.05);
  }
  return s + path(`M${MAIN_X} ${MAIN_TOP}l-70 10l70 10z`, w.canvas);
}
