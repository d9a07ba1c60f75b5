import type { TBoatShape } from './boat-kit/style';
import { mix } from './color';
import type { TRandom } from './random';
import type { TSeaPalette } from './sea';
import { el, fmt, path, rect, type TDefs } from './svg';

export type TPlacement = {
  x: number;
  waterY: number;
  scale: number;
  /** bow to the left */
  flip: boolean;
  /** how much lower the bow sits than the stern: the boat turned towards the viewer */
  turn: number;
  moving: boolean;
  sea: TSeaPalette;
  hull: string;
  reflection: number;
  foam?: string;
};

/** the boat, with what ties it to the water: hull below the surface, reflection, foam and wake */
export function placeBoat(
  defs: TDefs,
  rng: TRandom,
  shape: TBoatShape,
  o: TPlacement,
): { under: string; boat: string; over: string } {
  const id = defs.add('b', (bid) => el('g', { id: bid }, shape.svg));
  const squash = Math.sqrt(1 - Math.min(0.5, Math.abs(o.turn)) ** 2);
  const a = (o.flip ? -1 : 1) * o.scale * squash;
  const b = o.turn * o.scale;
  const matrix = (d: number): string =>
    `matrix(${fmt3(a)} ${fmt3(b)} 0 ${fmt3(d)} ${fmt(o.x)} ${fmt(o.waterY)})`;
  const local = matrix(o.scale);
  const length = shape.wlRight - shape.wlLeft;
  const mid = (shape.wlLeft + shape.wlRight) / 2;
  const foam = o.foam ?? '#ffffff';

  const reflectHeight = Math.min(-shape.top * o.scale * 0.85, 700);
  const bands: readonly (readonly [number, number, number])[] = [
    [0, 0.2, 0.8],
    [0.2, 0.45, 0.45],
    [0.45, 1, 0.18],
  ];
  let reflection = '';
  for (const [from, to, strength] of bands) {
    const y0 = o.waterY + reflectHeight * from;
    const clipId = defs.add('c', (cid) =>
      el('clipPath', { id: cid }, rect(o.x - 1500, y0, 3000, reflectHeight * (to - from))),
    );
    reflection += el(
      'g',
      { 'clip-path': `url(#${clipId})`, opacity: o.reflection * strength },
      el('use', { 'xlink:href': `#${id}`, transform: matrix(-o.scale * 0.85) }),
    );
  }
  const beam = Math.max(8, shape.beam);
  const shadow = el('ellipse', {
    cx: mid,
    cy: -beam * 0.25,
    rx: length * 0.56,
    ry: beam * 0.8,
    fill: defs.radial([
      [0, o.sea.trough, 0.6],
      [0.7, o.sea.trough, 0.3],
      [1, o.sea.trough, 0],
    ]),
  });
  const depth = length * 0.05;
  const submerged = path(
    `M${fmt(shape.wlLeft)} 0Q${fmt(shape.wlLeft + length * 0.15)} ${fmt(depth)} ${fmt(mid)} ${fmt(depth)}T${fmt(shape.wlRight)} 0Z`,
    mix(o.hull, o.sea.middle, 0.7),
    { opacity: 0.5 },
  );

  let ripples = '';
  const th = Math.max(2, length * 0.005);
  for (
    let x = shape.wlLeft - length * 0.04;
    x < shape.wlRight + length * 0.02;
    x += rng.range(length * 0.03, length * 0.08)
  ) {
    const len = rng.range(length * 0.05, length * 0.14);
    const y = rng.range(-0.5, 2.5) * th;
    ripples += `M${fmt(x)} ${fmt(y)}q${fmt(len / 2)} ${fmt(-th * 1.4)} ${fmt(len)} 0q${fmt(-len / 2)} ${fmt(th)} ${fmt(-len)} 0z`;
  }
  let wake = '';
  if (o.moving) {
    const bow = shape.wlRight;
    const stern = shape.wlLeft;
    const h = length * 0.035;
    wake += `M${fmt(bow + length * 0.01)} 2q${fmt(-length * 0.08)} ${fmt(-h * 1.6)} ${fmt(-length * 0.3)} ${fmt(-h * 0.3)}q${fmt(length * 0.15)} ${fmt(h * 0.9)} ${fmt(length * 0.3)} ${fmt(h * 0.3)}z`;
    for (let i = 0; i < 7; i += 1) {
      const back = length * (0.02 + i * rng.range(0.07, 0.11));
      const spread = back * 0.25 + h;
      const len = length * rng.range(0.06, 0.14);
      wake += `M${fmt(stern - back)} ${fmt(spread * 0.4)}q${fmt(-len / 2)} ${fmt(-h * 0.5)} ${fmt(-len)} ${fmt(h * 0.2)}q${fmt(len / 2)} ${fmt(h * 0.3)} ${fmt(len)} ${fmt(-h * 0.2)}z`;
      wake += `M${fmt(stern - back)} ${fmt(-spread * 0.3)}q${fmt(-len / 2)} ${fmt(-h * 0.4)} ${fmt(-len)} ${fmt(-h * 0.1)}q${fmt(len / 2)} ${fmt(h * 0.3)} ${fmt(len)} ${fmt(h * 0.1)}z`;
    }
    for (let i = 0; i < 10; i += 1) {
      const back = length * (0.03 + i * 0.06);
      const len = length * rng.range(0.04, 0.08) * (1 - i * 0.05);
      const t = h * 0.5 * (1 - i * 0.07);
      wake += `M${fmt(stern - back)} ${fmt(rng.range(-0.3, 0.3) * h)}q${fmt(-len / 2)} ${fmt(-t)} ${fmt(-len)} 0q${fmt(len / 2)} ${fmt(t * 0.7)} ${fmt(len)} 0z`;
    }
  }
  const boat = el('use', { 'xlink:href': `#${id}`, transform: local });
  return {
    under: el('g', { transform: local }, shadow) + reflection,
    boat,
    over: el('g', { transform: local }, submerged + path(ripples + wake, foam, { opacity: 0.85 })),
  };
}

function fmt3(value: number): string {
  return String(Math.round(value * 10000) / 10000);
}
