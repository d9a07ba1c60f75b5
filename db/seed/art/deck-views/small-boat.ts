import { darken } from '../color';
import { clamp, fmt, line, path, polyPath } from '../svg';
import { deckOutline, edge, proj, type TContext } from './camera';
import { deckSeams } from './deck';
import { box, cushions, ropeCoil } from './props';

/** sitting in an open boat under its sun awning: slatted floor, thwart and the stem ahead */
export function smallBoat(c: TContext): string {
  const { cam } = c;
  const bow = 5.2;
  const half = 1.1;
  const v0 = 1.0;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2, 0, 1));
  const wood = '#a8743f';
  const floor = deckOutline(c, beam, v0, bow, -0.55);
  let s = path(polyPath(floor), '#c9955c');
  s += deckSeams(c, floor, {
    across: [-1, 1, 0.16],
    v0,
    bow,
    z: -0.55,
    taper: 0.1,
    color: '#6d4826',
    width: 2.5,
    opacity: 0.5,
  });
  for (const side of [-1, 1]) {
    const top = edge(c, side, beam, v0, bow, 0);
    const inside = edge(c, side, (v) => beam(v) * 0.82, v0, bow, -0.55);
    s += path(polyPath([...top, ...inside.reverse()]), side > 0 ? '#efe9df' : '#e2dbd0');
    s += line(edge(c, side, beam, v0, bow, 0.01), c.accent, 12, { 'stroke-linecap': 'round' });
    s += line(edge(c, side, beam, v0, bow, 0.04), wood, 6, { 'stroke-linecap': 'round' });
  }
  s += box(c, -0.95, 0.95, 3.0, 3.35, -0.55, -0.12, '#c08650', '#8f5f33', '#9b6a3c');
  s += cushions(c, -0.9, 0.9, 1.5, 2.1, -0.3, false);
  const stem = proj(cam, 0, bow, 0);
  s += line([stem, [stem[0], stem[1] - 40]], wood, 10, { 'stroke-linecap': 'round' });
  s += ropeCoil(c, 0.3, 4.2, 0.18, '#f0e6d0');
  let valance = `M-10 0L${fmt(c.width + 10)} 0L${fmt(c.width + 10)} 70`;
  for (let x = c.width + 10; x > -10; x -= 80) valance += `q-40 36 -80 0`;
  s += path(`${valance}Z`, c.accent);
  s += path(`M-10 0H${fmt(c.width + 10)}V40H-10Z`, darken(c.accent, 0.15));
  for (const [top, bottom] of [
    [70, 140],
    [c.width - 70, c.width - 140],
  ] as const)
    s += line(
      [
        [top, 0],
        [bottom, c.height],
      ],
      '#d9dfe3',
      14,
    );
  return s;
}
