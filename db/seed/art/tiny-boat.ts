import { fmt, path } from './svg';

/** a boat far away: a white hull, a cabin and maybe a mast, with its shadow on the sea floor */
export function tinyBoat(
  x: number,
  y: number,
  size: number,
  flip: boolean,
  sail: boolean,
  hull = '#fbfbf8',
  clearWater = true,
): string {
  const d = flip ? -1 : 1;
  const l = size;
  const h = size * 0.16;
  const hullD = `M${fmt(x - (d * l) / 2)} ${fmt(y - h)}L${fmt(x + (d * l) / 2)} ${fmt(y - h * 1.3)}L${fmt(x + d * l * 0.38)} ${fmt(y)}L${fmt(x - d * l * 0.46)} ${fmt(y)}Z`;
  const deck = `M${fmt(x - (d * l) / 2)} ${fmt(y - h)}L${fmt(x + (d * l) / 2)} ${fmt(y - h * 1.3)}L${fmt(x - d * l * 0.3)} ${fmt(y - h * 1.9)}Z`;
  const cabin = `M${fmt(x - d * l * 0.2)} ${fmt(y - h * 1.4)}l${fmt(d * l * 0.05)} ${fmt(-h * 0.9)}h${fmt(d * l * 0.28)}l${fmt(d * l * 0.08)} ${fmt(h * 0.9)}z`;
  let s = '';
  if (clearWater)
    s += path(
      `M${fmt(x - l * 0.45 + d * l * 0.08)} ${fmt(y + l * 0.1)}a${fmt(l * 0.45)} ${fmt(l * 0.06)} 0 1 0 ${fmt(l * 0.9)} 0a${fmt(l * 0.45)} ${fmt(l * 0.06)} 0 1 0 ${fmt(-l * 0.9)} 0z`,
      '#03344a',
      { opacity: 0.22 },
    );
  s += path(`M${fmt(x - l * 0.5)} ${fmt(y + 1)}h${fmt(l)}`, 'none', {
    stroke: '#ffffff',
    'stroke-width': Math.max(1, size * 0.03),
    opacity: 0.7,
  });
  s +=
    path(deck, '#e9e4da') +
    path(hullD, hull) +
    path(cabin, '#f4f4f2') +
    path(
      `M${fmt(x - d * l * 0.14)} ${fmt(y - h * 1.9)}h${fmt(d * l * 0.2)}v${fmt(h * 0.35)}h${fmt(-d * l * 0.2)}z`,
      '#2a3845',
    );
  if (sail) {
    const mx = x + d * l * 0.05;
    s += path(`M${fmt(mx)} ${fmt(y - h * 1.6)}V${fmt(y - l * 1.25)}`, 'none', {
      stroke: '#dfe4e8',
      'stroke-width': Math.max(1, size * 0.025),
    });
  }
  return s;
}
