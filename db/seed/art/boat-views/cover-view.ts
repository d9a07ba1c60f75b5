import { placeBoat } from '../boat-water';
import { drawBoat } from '../boats/draw-boat';
import { mix } from '../color';
import { finish } from '../finish';
import { MIDDAY_SEA, sunGlints, TURQUOISE_SEA } from '../sea';
import { birds, MIDDAY_SKY } from '../sky';
import { openSeaBackground } from './open-sea';
import { boatStyle, frameBoat, HEIGHT, varySky, waves, WIDTH, type TScene } from './scene';

/** the cover: the boat large on open water in the midday sun, often under way */
export function coverView(scene: TScene): string {
  const { defs, rng, sailing } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const horizonY = HEIGHT * rng.range(sailing ? 0.5 : 0.4, sailing ? 0.56 : 0.47);
  const flip = rng.chance(0.5);
  const sunX = flip ? WIDTH * rng.range(0.05, 0.35) : WIDTH * rng.range(0.65, 0.95);
  const sea = { ...MIDDAY_SEA, near: mix(MIDDAY_SEA.near, TURQUOISE_SEA.near, rng.range(0, 0.6)) };
  const moving = rng.chance(sailing ? 0.5 : 0.7);
  const shape = drawBoat(scene.input.type, boatStyle(scene, 0.18, true, false));
  const waterY = HEIGHT * (sailing ? 0.87 : 0.76) + rng.range(-15, 15);
  const { scale, center } = frameBoat(scene, shape, flip, [0.93, 1.05], waterY - 30);
  const placed = placeBoat(defs, rng, shape, {
    x: WIDTH / 2 - center + rng.range(-60, 60),
    waterY,
    scale,
    flip,
    turn: rng.range(0.06, 0.12),
    moving,
    sea,
    hull: scene.hull,
    reflection: 0.32,
  });
  let s = openSeaBackground(scene, horizonY, sky, sea, sunX);
  s += sunGlints(rng, sunX - 400, sunX + 400, horizonY, 120, 70, 30);
  s += placed.under + waves(scene, sea, horizonY) + placed.boat + placed.over;
  if (rng.chance(0.6))
    s += birds(
      rng,
      rng.range(200, 1400),
      horizonY * rng.range(0.25, 0.6),
      120,
      rng.int(2, 5),
      sky.bird,
      12,
    );
  return s + finish(defs, WIDTH, HEIGHT, { x: sunX, y: 0, color: '#fff4d8', strength: 0.22 });
}
