import { breakwater } from '../city';
import { distantLand, ridgeLine } from '../coast';
import { smoothHill } from '../landforms';
import { TURQUOISE_SEA, type TSeaPalette } from '../sea';
import { fmt, path, rect, sample } from '../svg';
import { tinyBoat } from '../tiny-boat';
import { cypress } from '../trees';
import { church, village, WHITE_TOWN } from '../town';
import { HEIGHT, seaTexture, skyAndSea, WIDTH, type TScene } from './scene';

/** a line through 25 points of y(x) from x0 to x1, to continue a path */
function sampleLine(x0: number, x1: number, y: (x: number) => number): string {
  return sample(x0, x1, 24)
    .map((x) => `L${fmt(x)} ${fmt(y(x))}`)
    .join('');
}

/** an old town climbing a hill above its harbour, a church at the top and llaüts at their moorings */
export function oldTown(scene: TScene): string {
  const { defs, rng } = scene;
  const horizonY = HEIGHT * rng.range(0.3, 0.34);
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#4f9cc0',
    middle: '#1c8aa8',
    near: '#0a4c72',
  };
  let s = skyAndSea(scene, horizonY, sea, rng.int(2, 4));
  const harbourY = HEIGHT * rng.range(0.56, 0.6);
  const peakX = WIDTH * rng.range(0.3, 0.5);
  const hillTop = HEIGHT * rng.range(0.2, 0.25);
  const ridgeY = (x: number): number => {
    const d = (x - peakX) / WIDTH;
    return hillTop + (d < 0 ? 0.9 * d * d : 1.1 * d * d) * (harbourY - hillTop) * 1.6;
  };
  s += distantLand(rng, defs, {
    x0: WIDTH * 0.5,
    x1: WIDTH + 40,
    horizonY,
    height: rng.range(30, 60),
    color: '#8aa5b8',
    shape: 'right',
  });
  const hill = ridgeLine(
    rng,
    -40,
    WIDTH + 40,
    (t) => Math.min(harbourY - 20, ridgeY(t * (WIDTH + 80) - 40)),
    14,
    30,
  );
  s += smoothHill(
    hill,
    harbourY + 10,
    defs.linear([
      [0, '#a9a474'],
      [1, '#8d8159'],
    ]),
  );
  const topAt = (x: number): number => Math.min(harbourY - 30, ridgeY(x) + 50);
  s += path(
    `M-20 ${fmt(topAt(-20) + 10)}${sampleLine(-20, WIDTH + 20, (x) => topAt(x) + 10)}L${fmt(WIDTH + 20)} ${fmt(harbourY)}L-20 ${fmt(harbourY)}Z`,
    '#c9b48f',
    { opacity: 0.5 },
  );
  for (let i = 0; i < 7; i += 1) {
    const x = rng.range(0, WIDTH);
    s += cypress(x, topAt(x) - 10, rng.range(30, 60), '#3d5a3a');
  }
  const size = rng.range(22, 28);
  s += village(rng, {
    x0: peakX - WIDTH * 0.35,
    x1: Math.min(WIDTH + 20, peakX + WIDTH * 0.55),
    topAt,
    bottomAt: () => harbourY - 4,
    size,
    count: 150,
    palette: WHITE_TOWN,
    tiles: rng.range(0.35, 0.7),
    windows: 0.4,
  });
  s += village(rng, {
    x0: -20,
    x1: WIDTH + 20,
    topAt: (x) => topAt(x) + 60,
    bottomAt: () => harbourY - 4,
    size: size * 1.1,
    count: 30,
    palette: WHITE_TOWN,
    tiles: 0.5,
    windows: 0.3,
  });
  s += church(peakX + rng.range(-60, 60), topAt(peakX) + 20, 80, WHITE_TOWN);
  s += rect(0, harbourY - 6, WIDTH, 20, '#d9cbb0');
  s += rect(0, harbourY + 12, WIDTH, 8, '#8f8471', { opacity: 0.5 });
  s += seaTexture(rng, sea, harbourY + 14, 0.5);
  let llauts = '';
  for (let x = rng.range(20, 80); x < WIDTH - 60; x += rng.range(70, 140))
    llauts += tinyBoat(
      x,
      harbourY + rng.range(40, 70),
      rng.range(40, 60),
      rng.chance(0.5),
      false,
      rng.pick(['#ffffff', '#f4efe4', '#2f6fa8']),
      false,
    );
  s += llauts;
  s += breakwater(defs, WIDTH * rng.range(0.3, 0.45), WIDTH + 40, harbourY + 120, 20, '#b3a894');
  return s;
}
