import { mix } from '../color';
import { clamp, line, path, polyPath, sample, segment } from '../svg';
import { proj, quad, type TContext } from './camera';
import { whiteDeck } from './deck';
import { box, cushions, ropeCoil } from './props';

/** from the cockpit of a catamaran: two hulls ahead with the trampoline stretched between them */
export function catamaran(c: TContext): string {
  const { cam } = c;
  const hullU = 2.3;
  const hw = 0.5;
  const bow = 9.5;
  let s = '';
  const beamAt = (v: number): number =>
    hw * Math.sqrt(clamp(1 - ((v - 1.5) / (bow - 1.5)) ** 3, 0, 1));
  s += path(polyPath(quad(c, -hullU + hw * 0.8, hullU - hw * 0.8, 2.4, 6.6, 0.05)), '#0e2533', {
    opacity: 0.32,
  });
  let mesh = '';
  for (let u = -hullU + hw; u <= hullU - hw; u += 0.3)
    mesh += segment(proj(cam, u, 2.4, 0.05), proj(cam, u, 6.6, 0.05));
  for (let v = 2.4; v <= 6.6; v += 0.3)
    mesh += segment(proj(cam, -hullU + hw, v, 0.05), proj(cam, hullU - hw, v, 0.05));
  s += path(mesh, 'none', { stroke: '#dfe6ea', 'stroke-width': 1.2, opacity: 0.4 });
  for (const side of [-1, 1]) {
    const pts = [
      ...sample(1.5, bow, 14).map((v) => proj(cam, side * hullU - beamAt(v), v, 0)),
      ...sample(bow, 1.5, 14).map((v) => proj(cam, side * hullU + beamAt(v), v, 0)),
    ];
    const inner = sample(1.5, bow, 14).map((v) => proj(cam, side * hullU - side * beamAt(v), v, 0));
    const innerLow = sample(bow, 1.5, 14).map((v) =>
      proj(cam, side * hullU - side * beamAt(v) * 0.8, v, -0.7),
    );
    s += path(polyPath([...inner, ...innerLow]), mix(c.hull, '#6f8798', 0.55));
    s += whiteDeck(c, pts);
    s += line(
      sample(1.8, bow - 0.2, 10).map((v) => proj(cam, side * hullU + side * beamAt(v), v, 0.02)),
      c.accent,
      5,
    );
    const pulpit = sample(bow - 1.4, bow - 0.3, 4).map((v) => proj(cam, side * hullU, v, 0.6));
    s += line(pulpit, '#e3e8ec', 5, { 'stroke-linecap': 'round' });
    s += line(
      [proj(cam, side * hullU, bow - 1.4, 0), proj(cam, side * hullU, bow - 1.4, 0.6)],
      '#e3e8ec',
      4,
    );
  }
  s += box(c, -hullU, hullU, 6.6, 6.9, 0, 0.18, '#e9edf0', '#c1c9cf', '#d2d9de');
  s += whiteDeck(c, quad(c, -hullU - hw, hullU + hw, 1.0, 2.4, 0.08));
  s += line([proj(cam, -hullU - hw, 2.4, 0.08), proj(cam, hullU + hw, 2.4, 0.08)], '#bfc7cd', 6);
  s += cushions(c, -1.6, 1.6, 1.3, 2.3, 0.08, true);
  s += line([proj(cam, 0, 6.75, 0.2), proj(cam, 0, 0.7, 14)], '#4a545d', 3);
  return s + ropeCoil(c, -1.6, 2.0, 0.2, '#f0e6d0');
}
