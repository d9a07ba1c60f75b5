import { cliffHeadland } from '../cliff-headland';
import { distantLand, shallows } from '../coast';
import { TURQUOISE_SEA, type TSeaPalette } from '../sea';
import { boats, HEIGHT, seaTexture, skyAndSea, WIDTH, type TScene } from './scene';

/** an island coast: two limestone headlands over clear water, boats in the bay between them */
export function islandCliffs(scene: TScene): string {
  const { defs, rng } = scene;
  const horizonY = HEIGHT * rng.range(0.28, 0.33);
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#3f8fb8',
    middle: '#1ea3b5',
    near: '#0b4f78',
  };
  let s = skyAndSea(scene, horizonY, sea, rng.int(2, 5));
  s += distantLand(rng, defs, {
    x0: rng.range(300, 700),
    x1: rng.range(900, 1400),
    horizonY,
    height: rng.range(20, 45),
    color: '#86a7bd',
    shape: 'island',
  });
  s += shallows(defs, WIDTH * 0.35, HEIGHT * 0.6, WIDTH * 0.5, 160, '#8fe6d6', 0.55);
  s += shallows(defs, WIDTH * 0.85, HEIGHT * 0.55, WIDTH * 0.3, 100, '#8fe6d6', 0.45);
  s += seaTexture(rng, sea, horizonY, 0.8);
  const cliff = {
    width: WIDTH,
    rock: '#dcbb8d',
    rockShade: '#92705a',
    veg: '#3c6a3a',
    vegLight: '#6e9a55',
  };
  s += cliffHeadland(rng, defs, {
    ...cliff,
    side: 'right',
    edge: 0,
    tip: WIDTH * rng.range(0.28, 0.4),
    waterY: HEIGHT * rng.range(0.5, 0.56),
    topY: horizonY + rng.range(10, 60),
    inlandTopY: horizonY - rng.range(0, 50),
    pines: rng.int(2, 4),
  });
  s += boats(rng, rng.int(2, 4), HEIGHT * 0.5, HEIGHT * 0.62, WIDTH * 0.25, WIDTH * 0.8);
  s += cliffHeadland(rng, defs, {
    ...cliff,
    side: 'left',
    edge: 0,
    tip: WIDTH * rng.range(0.5, 0.62),
    waterY: HEIGHT * rng.range(0.66, 0.72),
    topY: horizonY + rng.range(-40, 20),
    inlandTopY: horizonY - rng.range(80, 160),
    pines: rng.int(3, 6),
  });
  return s;
}
