import { beach, distantLand, shallows } from '../coast';
import { cliffHeadland } from '../cliff-headland';
import { seaBackdrop, TURQUOISE_SEA, type TSeaPalette } from '../sea';
import { cloudLayer, skyBackdrop, sunGlow, type TSkyPalette } from '../sky';
import { village, WHITE_TOWN } from '../town';
import { HEIGHT, WIDTH, type TScene } from './scene';

/** the water of a sheltered cove: clear turquoise over sand */
export const COVE_SEA: TSeaPalette = {
  ...TURQUOISE_SEA,
  horizon: '#5fd0c8',
  middle: '#22a8b8',
  near: '#0f6d98',
};

/** where things are in the picture of a cove */
export type TCove = {
  sky: TSkyPalette;
  /** the top of the hills behind the beach */
  skyLine: number;
  beachY: number;
  sunX: number;
};

/** hills, perhaps a village, the back of the beach and the sky above, down to the beach line */
function hinterland(scene: TScene, { sky, skyLine, beachY, sunX }: TCove): string {
  const { defs, rng } = scene;
  let s = skyBackdrop(defs, WIDTH, beachY, sky, 0.5);
  s += sunGlow(defs, sunX, 0, 600, sky.sunGlow, 0.6);
  s += cloudLayer(rng, defs, {
    width: WIDTH,
    yMin: skyLine * 0.4,
    yMax: skyLine * 1.1,
    count: rng.int(2, 5),
    sizeMin: 25,
    sizeMax: 70,
    palette: sky,
    haze: 0.3,
  });
  s += distantLand(rng, defs, {
    x0: -50,
    x1: WIDTH + 50,
    horizonY: beachY,
    height: beachY - skyLine,
    color: '#7f9e86',
    shape: 'range',
    roughness: 0.25,
  });
  s += distantLand(rng, defs, {
    x0: WIDTH * 0.15,
    x1: WIDTH * 0.85,
    horizonY: beachY,
    height: (beachY - skyLine) * 0.55,
    color: '#5f8a5a',
    shape: 'island',
    roughness: 0.3,
  });
  if (!rng.chance(0.7)) return s;
  const vx = rng.range(WIDTH * 0.35, WIDTH * 0.65);
  return (
    s +
    village(rng, {
      x0: vx - 90,
      x1: vx + 90,
      topAt: () => beachY - 70,
      bottomAt: () => beachY - 6,
      size: 11,
      count: 14,
      palette: WHITE_TOWN,
      tiles: 0.4,
    })
  );
}

/** a cove seen from the sea: a beach at the back between two pine-topped headlands */
export function cove(scene: TScene, layout: TCove): string {
  const { defs, rng } = scene;
  const { skyLine, beachY } = layout;
  let s = hinterland(scene, layout);
  s += seaBackdrop(defs, WIDTH, HEIGHT, beachY, COVE_SEA);
  s += shallows(defs, WIDTH / 2, beachY + 10, WIDTH * 0.45, 120, '#b9f0dc', 0.75);
  s += beach(rng, defs, {
    x0: WIDTH * 0.15,
    x1: WIDTH * 0.85,
    y: beachY + 6,
    bow: 10,
    depth: 26,
    sand: '#ecd3a4',
    wetSand: '#c9b185',
  });
  for (let i = 0; i < 7; i += 1) {
    const by = rng.range(beachY + 140, HEIGHT);
    const r = rng.range(80, 220) * ((by - beachY) / HEIGHT + 0.4);
    s += shallows(defs, rng.range(0, WIDTH), by, r, r * 0.3, '#063a52', 0.35);
  }
  const rock = '#d9b88c';
  const cliff = { width: WIDTH, rock, rockShade: '#8f6e56', veg: '#3f6b3c', vegLight: '#6f9a58' };
  s += cliffHeadland(rng, defs, {
    ...cliff,
    side: 'left',
    edge: 0,
    tip: WIDTH * rng.range(0.24, 0.34),
    waterY: beachY + HEIGHT * rng.range(0.12, 0.2),
    topY: skyLine + rng.range(-20, 60),
    inlandTopY: skyLine - rng.range(40, 120),
    pines: rng.int(2, 5),
  });
  return (
    s +
    cliffHeadland(rng, defs, {
      ...cliff,
      side: 'right',
      edge: 0,
      tip: WIDTH * rng.range(0.16, 0.26),
      waterY: beachY + HEIGHT * rng.range(0.06, 0.12),
      topY: skyLine + rng.range(40, 100),
      inlandTopY: skyLine - rng.range(0, 80),
      pines: rng.int(1, 4),
    })
  );
}
