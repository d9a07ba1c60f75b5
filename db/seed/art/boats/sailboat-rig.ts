import { stroke } from '../boat-kit/fittings';
import { onDeck, sheerY, type THullGeo } from '../boat-kit/hull';
import type { TBoatPaints, TBoatStyle } from '../boat-kit/style';
import {
  alloyMast,
  furledOnStay,
  headsail,
  lerpPoint,
  sail,
  sailBag,
  stays,
  wires,
} from '../rigging';
import { fmt, path, type TPoint } from '../svg';

const MAST_X = 40;
export const MAST_TOP = -1290;
/** where the genoa is hanked on the forestay: head and tack */
const GENOA_AT = [0.08, 0.985] as const;
/** the spreaders: height, half span, droop to the far tip and thickness */
const SPREADERS = [
  [-780, 40, 6, 4],
  [-1040, 32, 4, 3.5],
] as const;

/** mast, boom and stays, with the mainsail and the genoa set or stowed */
export function sailboatRig(g: THullGeo, style: TBoatStyle, p: TBoatPaints): string {
  const { rng, defs, tone } = style;
  const mastBase = onDeck(g, MAST_X, 0.5) - 40;
  const gooseneck: TPoint = [MAST_X, mastBase - 105];
  const boomEnd: TPoint = [-432, mastBase - 128];
  const forestayTop: TPoint = [MAST_X + 4, -1190];
  const forestayFoot: TPoint = [497, sheerY(g, 497) - 8];
  let s = stays(
    [
      [
        [MAST_X, -1240],
        [10, sheerY(g, 10) - 3],
      ],
      [
        [MAST_X, -1240],
        [MAST_X + 24, onDeck(g, MAST_X + 24, 1)],
      ],
      [
        [MAST_X, MAST_TOP + 12],
        [-488, sheerY(g, -488) - 14],
      ],
      [forestayTop, forestayFoot],
    ],
    p,
  );
  s += alloyMast(tone, MAST_X, mastBase, MAST_TOP, 12);
  for (const [y, half, droop, width] of SPREADERS)
    s += stroke(
      [
        [MAST_X - half, y],
        [MAST_X + half, y - droop],
      ],
      tone('#aab3ba'),
      width,
    );
  s += stroke([gooseneck, boomEnd], tone('#b8c0c6'), 9);
  if (!style.sailsUp)
    return (
      s +
      sailBag(gooseneck, boomEnd, 48, p.accent, p.accentDark) +
      wires(
        [
          [
            [MAST_X, -700],
            [-120, gooseneck[1] - 40],
          ],
          [
            [MAST_X, -700],
            [-300, gooseneck[1] - 45],
          ],
        ],
        p.dark,
        1.5,
        0.4,
      ) +
      furledOnStay(forestayTop, forestayFoot, 11, p.accent, p.accentDark)
    );
  const head: TPoint = [MAST_X + 6, MAST_TOP + 24];
  const tack: TPoint = [MAST_X + 6, gooseneck[1] - 5];
  const clew: TPoint = [boomEnd[0] + 8, boomEnd[1] - 6];
  s += sail(defs, p, [head, tack, clew], [0, -8, -38], [MAST_X, 0], [clew[0], 0]);
  let battens = '';
  for (const f of [0.2, 0.4, 0.6, 0.8]) {
    const onLeech = lerpPoint(clew, head, f);
    const reach = (MAST_X - onLeech[0]) * 0.32;
    battens += `M${fmt(onLeech[0] - 14 * (1 - f))} ${fmt(onLeech[1])}l${fmt(reach)} ${fmt(reach * 0.05)}`;
  }
  s += path(battens, 'none', { stroke: p.sailShade, 'stroke-width': 3, opacity: 0.9 });
  s += stroke(
    [
      [MAST_X + 7, tack[1]],
      [MAST_X + 7, head[1]],
    ],
    p.sailShade,
    6,
    0.55,
  );
  const gTack = lerpPoint(forestayTop, forestayFoot, GENOA_AT[1]);
  const gClew: TPoint = [-70 + rng.range(-20, 20), onDeck(g, -70, 0.1) - 58];
  s += headsail(defs, p, [forestayTop, forestayFoot], GENOA_AT, gClew, [0, 26, -34]);
  const uv = `M${fmt(gTack[0])} ${fmt(gTack[1])}C${fmt(gTack[0] - 200)} ${fmt(gTack[1] + 4)} ${fmt(gClew[0] + 160)} ${fmt(gClew[1] + 10)} ${fmt(gClew[0])} ${fmt(gClew[1])}`;
  return s + path(uv, 'none', { stroke: p.accent, 'stroke-width': 7, opacity: 0.9 });
}
