import { mix } from '../color';
import { basilica, breakwater, bulletTower, marina, sailTower, skyline } from '../city';
import { ridgeLine } from '../coast';
import { smoothHill } from '../landforms';
import { TURQUOISE_SEA, type TSeaPalette } from '../sea';
import { rect } from '../svg';
import { lighthouse } from '../town';
import { palm } from '../trees';
import { boats, HEIGHT, seaTexture, skyAndSea, WIDTH, type TScene } from './scene';

/** a city on the sea: hills behind, towers, a palm-lined front and a marina behind its breakwater */
export function cityFront(scene: TScene): string {
  const { defs, rng } = scene;
  const shoreY = HEIGHT * rng.range(0.47, 0.52);
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#5aa6c0',
    middle: '#1d84a6',
    near: '#0b4a6e',
  };
  let s = skyAndSea(scene, shoreY, sea, rng.int(2, 5));
  const hills = ridgeLine(
    rng,
    -20,
    WIDTH + 20,
    (t) => shoreY - 150 - 90 * Math.sin(t * Math.PI * 0.9 + 0.3),
    50,
    24,
  );
  s += smoothHill(hills, shoreY, mix('#7d9cb4', scene.sky.horizon, 0.35));
  s += smoothHill(
    ridgeLine(rng, -20, WIDTH + 20, (t) => shoreY - 70 - 40 * Math.sin(t * Math.PI + 1), 30, 20),
    shoreY,
    '#7f9a9a',
  );
  const palette = { light: '#efe6d6', shade: '#b9b3aa', glass: '#3b5568', warm: '#e3c7a2' };
  const peak = WIDTH * rng.range(0.35, 0.6);
  s += skyline(rng.fork('far'), defs, -20, WIDTH + 20, shoreY - 22, 110, peak, {
    ...palette,
    light: mix(palette.light, '#a9bccb', 0.35),
    warm: mix(palette.warm, '#a9bccb', 0.35),
    shade: mix(palette.shade, '#a9bccb', 0.35),
  });
  if (rng.chance(0.7))
    s += basilica(
      WIDTH * rng.range(0.28, 0.45),
      shoreY - 18,
      rng.range(230, 290),
      '#d7c3a0',
      '#b7a27f',
    );
  if (rng.chance(0.7))
    s += bulletTower(
      defs,
      WIDTH * rng.range(0.55, 0.7),
      shoreY - 10,
      rng.range(170, 220),
      '#5d86a8',
    );
  s += skyline(rng, defs, -20, WIDTH + 20, shoreY, 80, peak, palette);
  s += sailTower(defs, WIDTH * rng.range(0.78, 0.86), shoreY + 4, rng.range(180, 240), '#7fa6bf');
  s += rect(0, shoreY - 2, WIDTH, 22, '#e9d3a6');
  let palms = '';
  for (let x = rng.range(10, 60); x < WIDTH * 0.75; x += rng.range(50, 110))
    palms += palm(rng, x, shoreY + 6, rng.range(60, 85), '#8a6a4a', '#3f6b45');
  s += palms;
  s += seaTexture(rng, sea, shoreY + 20, 0.8);
  const bwY = shoreY + HEIGHT * rng.range(0.07, 0.1);
  s += marina(rng, WIDTH * 0.02, WIDTH * 0.7, bwY - 10, 14, '#f5f5f1', '#e9eef1');
  s += breakwater(defs, -30, WIDTH * rng.range(0.72, 0.85), bwY + 8, 22, '#a99d8c');
  s += lighthouse(WIDTH * 0.8, bwY - 14, 70, '#c8413a');
  s += boats(rng, rng.int(1, 3), bwY + 90, HEIGHT * 0.7, 100, WIDTH - 100);
  return s;
}
