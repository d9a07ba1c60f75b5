import type { TRandom } from '../random';
import { seaBackdrop, waveStrokes, type TSeaPalette } from '../sea';
import { cloudLayer, skyBackdrop, sunGlow, wisps, type TSkyPalette } from '../sky';
import type { TDefs } from '../svg';
import { tinyBoat } from '../tiny-boat';

export const WIDTH = 1200;
export const HEIGHT = 1500;

export type TScene = { defs: TDefs; rng: TRandom; sky: TSkyPalette; sunX: number };

/** the sky with its clouds down to the horizon, and the plain sea below it */
export function skyAndSea(
  scene: TScene,
  horizonY: number,
  sea: TSeaPalette,
  cloudCount: number,
): string {
  const { defs, rng, sky } = scene;
  let s = skyBackdrop(defs, WIDTH, horizonY, sky, 0.5);
  s += sunGlow(defs, scene.sunX, horizonY * 0.12, 700, '#ffffff', 0.5);
  s += wisps(rng, WIDTH, horizonY * 0.1, horizonY * 0.5, rng.int(1, 4), '#ffffff', 0.35);
  s += cloudLayer(rng, defs, {
    width: WIDTH,
    yMin: horizonY * 0.25,
    yMax: horizonY * 0.9,
    count: cloudCount,
    sizeMin: 28,
    sizeMax: 80,
    palette: sky,
    haze: 0.4,
  });
  s += seaBackdrop(defs, WIDTH, HEIGHT, horizonY, sea);
  return s;
}

/** troughs and crests over the sea below `top` */
export function seaTexture(rng: TRandom, sea: TSeaPalette, top: number, density = 1): string {
  return (
    waveStrokes(rng, {
      x0: 0,
      x1: WIDTH,
      yTop: top + 3,
      yBottom: HEIGHT,
      count: Math.round(240 * density),
      lengthTop: 10,
      lengthBottom: 150,
      thickTop: 1,
      thickBottom: 8,
      color: sea.trough,
      opacity: 0.28,
    }) +
    waveStrokes(rng, {
      x0: 0,
      x1: WIDTH,
      yTop: top + 2,
      yBottom: HEIGHT,
      count: Math.round(170 * density),
      lengthTop: 8,
      lengthBottom: 110,
      thickTop: 0.8,
      thickBottom: 4,
      color: sea.crest,
      opacity: 0.25,
    })
  );
}

/** a few boats far out, the nearer ones larger */
export function boats(
  rng: TRandom,
  count: number,
  yMin: number,
  yMax: number,
  xMin = 80,
  xMax = WIDTH - 80,
): string {
  let s = '';
  const list: { x: number; y: number }[] = [];
  for (let i = 0; i < count; i += 1)
    list.push({ x: rng.range(xMin, xMax), y: rng.range(yMin, yMax) });
  for (const b of list.sort((a, c) => a.y - c.y)) {
    const size = 26 + ((b.y - yMin) / Math.max(1, yMax - yMin)) * 40;
    s += tinyBoat(b.x, b.y, size, rng.chance(0.5), rng.chance(0.45));
  }
  return s;
}
