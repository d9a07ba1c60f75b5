import { lighten, mix } from '../color';
import { distantLand } from '../coast';
import { seaBackdrop, type TSeaPalette } from '../sea';
import { cloudLayer, skyBackdrop, sunGlow, wisps, type TSkyPalette } from '../sky';
import { rect } from '../svg';
import { village, WHITE_TOWN } from '../town';
import { HEIGHT, WIDTH, type TScene } from './scene';

/** a far coast on the horizon, maybe with a white village on it */
function farCoast(scene: TScene, horizonY: number, sky: TSkyPalette): string {
  const { defs, rng } = scene;
  let s = '';
  const coast = rng.int(0, 3);
  if (coast === 1 || coast === 3) {
    const x0 = rng.range(-200, 700);
    s += distantLand(rng, defs, {
      x0,
      x1: x0 + rng.range(500, 1000),
      horizonY,
      height: rng.range(25, 60),
      color: mix(sky.horizon, '#5f86a2', 0.45),
      shape: 'island',
    });
  }
  if (coast < 2) return s;
  const fromLeft = rng.chance(0.5);
  const reach = rng.range(380, 760);
  const near = mix(sky.horizon, '#4d7590', 0.62);
  s += distantLand(rng, defs, {
    x0: fromLeft ? -20 : WIDTH - reach,
    x1: fromLeft ? reach : WIDTH + 20,
    horizonY,
    height: rng.range(50, 110),
    color: near,
    shape: fromLeft ? 'left' : 'right',
  });
  const vx = fromLeft ? rng.range(40, reach * 0.45) : WIDTH - rng.range(40, reach * 0.45);
  return (
    s +
    village(rng, {
      x0: vx - 70,
      x1: vx + 70,
      topAt: () => horizonY - 22,
      bottomAt: () => horizonY,
      size: 5,
      count: 26,
      palette: {
        ...WHITE_TOWN,
        wall: mix('#ffffff', near, 0.25),
        wallShade: mix('#c9cfd8', near, 0.4),
        roofTop: mix('#efe9dc', near, 0.3),
      },
      detail: false,
    })
  );
}

/** sky, clouds, maybe a coast far away, and the sea up to the horizon */
export function openSeaBackground(
  scene: TScene,
  horizonY: number,
  sky: TSkyPalette,
  sea: TSeaPalette,
  sunX: number,
): string {
  const { defs, rng } = scene;
  let s = skyBackdrop(defs, WIDTH, horizonY, sky);
  s += sunGlow(defs, sunX, horizonY * 0.05, 760, '#ffffff', 0.55);
  s += wisps(rng, WIDTH, horizonY * 0.08, horizonY * 0.45, rng.int(0, 5), '#ffffff', 0.35);
  s += cloudLayer(rng, defs, {
    width: WIDTH,
    yMin: horizonY * 0.35,
    yMax: horizonY * 0.96,
    count: rng.int(2, 6),
    sizeMin: 30,
    sizeMax: 95,
    palette: sky,
    haze: 0.45,
  });
  s += farCoast(scene, horizonY, sky);
  s += seaBackdrop(defs, WIDTH, HEIGHT, horizonY, sea);
  return s + rect(0, horizonY - 1, WIDTH, 3, lighten(sea.horizon, 0.25), { opacity: 0.5 });
}
