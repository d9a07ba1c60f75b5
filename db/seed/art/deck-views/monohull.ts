import { clamp, line, path, polyPath, type TPoint } from '../svg';
import { deckOutline, edge, proj, quad, type TContext } from './camera';
import { bowFoam, planks, rail, whiteDeck } from './deck';
import { genoa } from './genoa';
import { box, cushions, ropeCoil, strawHat } from './props';

/** the foredeck of a gulet: high wooden bulwarks, a bowsprit and a sunbed */
function guletBow(c: TContext, beam: (v: number) => number, v0: number, bow: number): string {
  let s = '';
  const inner = (side: number, z: number): TPoint[] => edge(c, side, beam, v0, bow, z, 0.12);
  for (const side of [-1, 1]) {
    s += path(polyPath([...inner(side, 0), ...inner(side, 0.5).reverse()]), '#8a5a31');
    s += line(inner(side, 0.52), '#c08a55', (c.cam.f * 0.08) / 2.5, {
      'stroke-linecap': 'round',
    });
  }
  const tip = proj(c.cam, 0, bow, 0.5);
  const sprit = proj(c.cam, 0, bow + 4, 1.1);
  s += line([tip, sprit], '#7a4f2c', (c.cam.f * 0.14) / bow, { 'stroke-linecap': 'round' });
  return s + cushions(c, -1.3, 1.3, 3.2, 5.6, 0.05, true);
}

/** the foredeck of a yacht: sunbed cushions with a towel laid on them */
function yachtBow(c: TContext, beam: (v: number) => number, bow: number): string {
  let s = rail(c, beam, 3.4, bow, 0.8, '#e3e8ec');
  s += cushions(c, -1.4, 1.4, 3.0, 5.4, 0.04, true);
  s += path(polyPath(quad(c, -0.7, -0.1, 3.4, 4.6, 0.19)), '#fbfbf9');
  s += path(polyPath(quad(c, -0.7, -0.1, 3.75, 3.95, 0.191)), c.accent);
  return s + path(polyPath(quad(c, -0.7, -0.1, 4.1, 4.3, 0.191)), c.accent);
}

/** looking forward along the deck of a single-hulled boat: sailboat, motorboat, yacht or gulet */
export function monohull(c: TContext): string {
  const { rng, type } = c;
  const wooden = type === 'gulet' || type === 'sailboat' || type === 'yacht';
  const bow = type === 'gulet' ? 9 : type === 'yacht' ? 9.5 : 7.5;
  const half = type === 'gulet' || type === 'yacht' ? 2.6 : 2.1;
  const v0 = 1.2;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2.2, 0, 1));
  const outline = deckOutline(c, beam, v0, bow);
  let s = bowFoam(c, beam, bow);
  s += path(polyPath(deckOutline(c, beam, v0, bow, -0.25)), c.hull);
  s += wooden ? planks(c, outline, half, v0, bow, '#b98a5b', '#5b3f27') : whiteDeck(c, outline);
  if (type === 'gulet') s += guletBow(c, beam, v0, bow);
  else
    for (const side of [-1, 1])
      s += line(
        edge(c, side, beam, v0, bow, 0.05),
        type === 'motorboat' ? '#d8dde1' : '#8b6a4a',
        6,
      );
  if (type === 'sailboat') {
    s += box(c, -0.38, 0.38, 3.8, 4.5, 0, 0.1, '#1d2a36', '#cfd6dc', '#e9edf0');
    s += path(
      polyPath(quad(c, -0.3, 0.3, 3.86, 4.44, 0.105)),
      c.defs.linear([
        [0, '#6f8ea6'],
        [1, '#16222d'],
      ]),
    );
    s += rail(c, beam, 1.4, bow, 0.65, '#e3e8ec');
    s += genoa(c, bow);
  }
  if (type === 'motorboat') {
    s += rail(c, beam, 3.2, bow, 0.4, '#e3e8ec');
    s += cushions(c, -0.95, 0.95, 2.6, 4.6, 0.02, true);
    s += box(c, -0.3, 0.3, 5.4, 5.9, 0, 0.06, '#e6e9ec', '#c5ccd2', '#d3d9de');
  }
  if (type === 'yacht') s += yachtBow(c, beam, bow);
  s += ropeCoil(c, rng.chance(0.5) ? -1 : 1, 2.3, 0.32, '#f0e6d0');
  if (type !== 'gulet')
    s += path(polyPath(quad(c, -0.06, 0.06, bow - 1.2, bow - 0.4, 0.12)), '#8d979f');
  if (rng.chance(0.45) && type !== 'sailboat')
    s += strawHat(c, rng.range(-0.6, 0.6), 3.6, type === 'gulet' ? 0.4 : 0.38);
  return s;
}
