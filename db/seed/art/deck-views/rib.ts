import { darken, lighten, mix } from '../color';
import { clamp, fmt, line, path, polyPath } from '../svg';
import { deckOutline, edge, type TContext } from './camera';
import { box, cushions, ropeCoil } from './props';

/** from behind the console of a RIB: the tubes on both sides and the windscreen frame below */
export function rib(c: TContext): string {
  const bow = 6.2;
  const half = 1.35;
  const v0 = 1.2;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2.2, 0, 1));
  const r = 0.34;
  let s = path(polyPath(deckOutline(c, beam, v0, bow, -0.15)), '#c3c9ce');
  s += path(
    polyPath(deckOutline(c, (v) => Math.max(0, beam(v) - r * 2), v0, bow - 0.5, -0.15)),
    '#aab2b9',
  );
  for (const side of [-1, 1]) {
    const top = edge(c, side, beam, v0, bow, 0.35, r);
    const inner = edge(c, side, beam, v0, bow, 0.08, r * 2);
    const outer = edge(c, side, beam, v0, bow, 0.08, 0);
    s += path(polyPath([...outer, ...[...top].reverse()]), darken(c.hull, 0.15));
    s += path(
      polyPath([...top, ...inner.reverse()]),
      c.defs.linear(
        [
          [0, lighten(c.hull, 0.15)],
          [1, mix(c.hull, '#55636e', 0.45)],
        ],
        side > 0 ? 1 : 0,
        0,
        side > 0 ? 0 : 1,
        0,
      ),
    );
    s += line(edge(c, side, beam, v0, bow, 0.36, r), lighten(c.hull, 0.45), 6, { opacity: 0.8 });
    s += line(edge(c, side, beam, v0, bow, 0.09, r * 2), '#39434c', 5, { opacity: 0.6 });
  }
  s += cushions(c, -0.7, 0.7, 2.2, 3.2, 0.02, false);
  s += box(c, -0.25, 0.25, 4.3, 4.8, -0.1, 0.06, '#e4e8eb', '#b8c0c6', '#cbd2d7');
  s += ropeCoil(c, 0.75, 4.1, 0.2, '#f0e6d0');
  const glass = `M${fmt(c.width * 0.18)} ${fmt(c.height + 5)}Q${fmt(c.width / 2)} ${fmt(c.height - 120)} ${fmt(c.width * 0.82)} ${fmt(c.height + 5)}Z`;
  return (
    s +
    path(glass, '#24323f', { opacity: 0.35 }) +
    path(glass, 'none', { stroke: '#2b3239', 'stroke-width': 14 })
  );
}
