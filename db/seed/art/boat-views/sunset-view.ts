import { placeBoat } from '../boat-water';
import { drawBoat } from '../boats/draw-boat';
import { mix, sunsetTone } from '../color';
import { distantLand } from '../coast';
import { finish } from '../finish';
import { glitter, seaBackdrop, SUNSET_SEA, waveStrokes } from '../sea';
import {
  birds,
  cloudLayer,
  skyBackdrop,
  sunDisc,
  sunGlow,
  SUNSET_SKY,
  wisps,
  type TSkyPalette,
} from '../sky';
import { rect } from '../svg';
import { boatStyle, frameBoat, HEIGHT, WIDTH, type TScene } from './scene';

type TSun = { horizonY: number; x: number; y: number };

/** the sun low over the sea, land in silhouette and a path of light on the water */
function sunsetBackground(scene: TScene, sky: TSkyPalette, sun: TSun): string {
  const { defs, rng } = scene;
  const { horizonY } = sun;
  let s = skyBackdrop(defs, WIDTH, horizonY, sky, 0.6);
  s += sunGlow(defs, sun.x, sun.y, 900, '#ffcf8a', 0.75);
  s += wisps(rng, WIDTH, horizonY * 0.2, horizonY * 0.75, rng.int(3, 7), '#ffb98f', 0.45);
  s += cloudLayer(rng, defs, {
    width: WIDTH,
    yMin: horizonY * 0.25,
    yMax: horizonY * 0.85,
    count: rng.int(1, 4),
    sizeMin: 30,
    sizeMax: 80,
    palette: { ...sky, cloudLight: '#ffc79b', cloudShade: '#8e5f86' },
    opacity: 0.9,
  });
  s += sunDisc(defs, sun.x, sun.y, rng.range(38, 56), '#fff4d6', '#ffd27a');
  s += distantLand(rng, defs, {
    x0: rng.range(-300, 300),
    x1: rng.range(700, 1200),
    horizonY,
    height: rng.range(30, 70),
    color: '#8d6a8c',
    shape: 'island',
  });
  const fromLeft = rng.chance(0.5);
  s += distantLand(rng, defs, {
    x0: fromLeft ? -20 : WIDTH * 0.55,
    x1: fromLeft ? WIDTH * 0.45 : WIDTH + 20,
    horizonY,
    height: rng.range(70, 140),
    color: '#5a4568',
    shape: fromLeft ? 'left' : 'right',
  });
  s += seaBackdrop(defs, WIDTH, HEIGHT, horizonY, SUNSET_SEA);
  s += rect(
    0,
    horizonY,
    WIDTH,
    220,
    defs.linearAt(
      [
        [0, '#ffb478', 0.5],
        [1, '#ffb478', 0],
      ],
      0,
      horizonY,
      0,
      horizonY + 220,
    ),
  );
  s += glitter(rng, sun.x, horizonY + 2, HEIGHT, 40, 380, 260, '#ffd7a0', 0.75);
  return (
    s +
    waveStrokes(rng, {
      x0: 0,
      x1: WIDTH,
      yTop: horizonY + 4,
      yBottom: HEIGHT + 20,
      count: 260,
      lengthTop: 14,
      lengthBottom: 170,
      thickTop: 1,
      thickBottom: 8,
      color: SUNSET_SEA.trough,
      opacity: 0.35,
    })
  );
}

/** the boat in silhouette against the low sun, to one side of its reflection */
export function sunsetView(scene: TScene): string {
  const { defs, rng, sailing } = scene;
  const sky = {
    ...SUNSET_SKY,
    top: mix(SUNSET_SKY.top, '#203060', rng.range(0, 0.4)),
    middle: mix(SUNSET_SKY.middle, '#e0876a', rng.range(0, 0.5)),
  };
  const horizonY = HEIGHT * rng.range(sailing ? 0.58 : 0.5, sailing ? 0.64 : 0.58);
  const sunX = WIDTH * rng.range(0.25, 0.75);
  const sunY = horizonY - rng.range(20, 130);
  let s = sunsetBackground(scene, sky, { horizonY, x: sunX, y: sunY });
  const flip = rng.chance(0.5);
  const shape = drawBoat(scene.input.type, boatStyle(scene, 0.06, rng.chance(0.7), true));
  const waterY = HEIGHT * (sailing ? 0.88 : 0.8) + rng.range(-10, 10);
  const { scale, center } = frameBoat(scene, shape, flip, [0.75, 0.85], waterY - 40);
  const side = sunX > WIDTH / 2 ? -1 : 1;
  const placed = placeBoat(defs, rng, shape, {
    x: WIDTH / 2 - center + side * rng.range(60, 200),
    waterY,
    scale,
    flip,
    turn: rng.range(0, 0.06),
    moving: rng.chance(0.3),
    sea: SUNSET_SEA,
    hull: sunsetTone(scene.hull),
    reflection: 0.35,
    foam: '#ffd9b0',
  });
  s += placed.under + placed.boat + placed.over;
  if (rng.chance(0.7))
    s += birds(
      rng,
      sunX + rng.range(-300, 300),
      sunY - rng.range(80, 200),
      110,
      rng.int(3, 6),
      sky.bird,
      12,
    );
  return s + finish(defs, WIDTH, HEIGHT, { x: sunX, y: sunY, color: '#ffb870', strength: 0.18 });
}
