import { fmt, line, path, type TPoint } from '../svg';
import { proj, type TContext } from './camera';

/** the foredeck of a sailing boat: the genoa filling the picture to one side, or furled on its stay */
export function genoa(c: TContext, bow: number): string {
  const { rng } = c;
  const tack = proj(c.cam, 0, bow - 0.3, 0.4);
  const stayTop = proj(c.cam, 0, 0.9, 14);
  let s = '';
  if (rng.chance(0.65)) {
    const side = rng.chance(0.5) ? 1 : -1;
    const topY = -20;
    const stayAt = (y: number): number =>
      tack[0] + ((stayTop[0] - tack[0]) * (tack[1] - y)) / (tack[1] - stayTop[1]);
    const farX = side > 0 ? c.width + 20 : -20;
    const clewY = c.cam.horizon + rng.range(-40, 80);
    const footCtl: TPoint = [
      (farX + tack[0]) / 2 + side * 60,
      Math.max(tack[1], clewY) + rng.range(10, 60),
    ];
    const foot = `Q${fmt(footCtl[0])} ${fmt(footCtl[1])} ${fmt(tack[0])} ${fmt(tack[1])}`;
    const sail = `M${fmt(tack[0])} ${fmt(tack[1])}L${fmt(stayAt(topY))} ${fmt(topY)}L${fmt(farX)} ${fmt(topY)}L${fmt(farX)} ${fmt(clewY)}${foot}Z`;
    const fill = c.defs.linearAt(
      [
        [0, '#ffffff'],
        [0.5, '#f1f3f4'],
        [1, '#c3ccd5'],
      ],
      tack[0],
      0,
      farX,
      0,
    );
    s += path(sail, fill);
    s += path(`M${fmt(farX)} ${fmt(clewY)}${foot}`, 'none', {
      stroke: c.accent,
      'stroke-width': 12,
    });
    let seams = '';
    for (let i = 1; i < 6; i += 1) {
      const y = tack[1] - ((tack[1] - topY) * i) / 6;
      seams += `M${fmt(stayAt(y))} ${fmt(y)}Q${fmt((stayAt(y) + farX) / 2)} ${fmt(y + 30)} ${fmt(farX)} ${fmt(y + (clewY - topY) * 0.12 * i)}`;
    }
    s += path(seams, 'none', { stroke: '#c5ced6', 'stroke-width': 2, opacity: 0.7 });
  } else {
    s += line([tack, stayTop], c.accent, 16, { 'stroke-linecap': 'round' });
  }
  return s + line([proj(c.cam, 0, bow - 0.25, 0.2), stayTop], '#4a545d', 3);
}
