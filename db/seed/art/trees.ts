import { mix } from './color';
import type { TRandom } from './random';
import { fmt, path } from './svg';

export function umbrellaPine(
  rng: TRandom,
  x: number,
  y: number,
  size: number,
  dark: string,
  light: string,
): string {
  const lean = rng.range(-0.35, 0.35) * size;
  const topX = x + lean;
  const topY = y - size * rng.range(0.9, 1.25);
  const trunk = `M${fmt(x - size * 0.03)} ${fmt(y)}Q${fmt(x + lean * 0.2)} ${fmt((y + topY) / 2)} ${fmt(topX)} ${fmt(topY + size * 0.1)}L${fmt(topX + size * 0.05)} ${fmt(topY + size * 0.1)}Q${fmt(x + lean * 0.25 + size * 0.06)} ${fmt((y + topY) / 2)} ${fmt(x + size * 0.05)} ${fmt(y)}Z`;
  const w = size * rng.range(0.6, 0.85);
  const h = size * 0.26;
  let canopy = '';
  let highlight = '';
  const lobes = rng.int(3, 5);
  for (let i = 0; i < lobes; i += 1) {
    const cx = topX + w * (i / (lobes - 1) - 0.5) * 1.3;
    const cy = topY + Math.abs(i / (lobes - 1) - 0.5) * h * 0.6;
    const rx = w * rng.range(0.3, 0.45);
    canopy += `M${fmt(cx - rx)} ${fmt(cy)}a${fmt(rx)} ${fmt(h)} 0 1 0 ${fmt(rx * 2)} 0a${fmt(rx)} ${fmt(h)} 0 1 0 ${fmt(-rx * 2)} 0z`;
    highlight += `M${fmt(cx - rx * 0.8)} ${fmt(cy - h * 0.25)}a${fmt(rx * 0.8)} ${fmt(h * 0.6)} 0 1 1 ${fmt(rx * 1.6)} 0z`;
  }
  return (
    path(trunk, mix(dark, '#5a3b25', 0.6)) +
    path(canopy, dark) +
    path(highlight, light, { opacity: 0.8 })
  );
}

export function cypress(x: number, y: number, h: number, color: string): string {
  const w = h * 0.14;
  return path(
    `M${fmt(x)} ${fmt(y - h)}C${fmt(x + w)} ${fmt(y - h * 0.6)} ${fmt(x + w * 1.1)} ${fmt(y - h * 0.1)} ${fmt(x)} ${fmt(y)}C${fmt(x - w * 1.1)} ${fmt(y - h * 0.1)} ${fmt(x - w)} ${fmt(y - h * 0.6)} ${fmt(x)} ${fmt(y - h)}Z`,
    color,
  );
}

export function palm(
  rng: TRandom,
  x: number,
  y: number,
  h: number,
  trunk: string,
  leaf: string,
): string {
  const lean = rng.range(-0.25, 0.25) * h;
  const tx = x + lean;
  const ty = y - h;
  let fronds = '';
  for (let i = 0; i < 7; i += 1) {
    const a = -Math.PI + (i / 6) * Math.PI + rng.range(-0.15, 0.15);
    const len = h * rng.range(0.38, 0.5);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.45 + len * 0.35;
    const cx = tx + Math.cos(a) * len * 0.5;
    const cy = ty - len * 0.25;
    fronds += `M${fmt(tx)} ${fmt(ty)}Q${fmt(cx)} ${fmt(cy - h * 0.03)} ${fmt(ex)} ${fmt(ey)}Q${fmt(cx)} ${fmt(cy + h * 0.05)} ${fmt(tx)} ${fmt(ty + h * 0.02)}Z`;
  }
  return (
    path(
      `M${fmt(x - h * 0.025)} ${fmt(y)}Q${fmt(x + lean * 0.1)} ${fmt(y - h * 0.5)} ${fmt(tx - h * 0.012)} ${fmt(ty)}L${fmt(tx + h * 0.012)} ${fmt(ty)}Q${fmt(x + lean * 0.15 + h * 0.02)} ${fmt(y - h * 0.5)} ${fmt(x + h * 0.025)} ${fmt(y)}Z`,
      trunk,
    ) + path(fronds, leaf)
  );
}
