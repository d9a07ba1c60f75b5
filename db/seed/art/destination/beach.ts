import { mix } from '../color';
import { distantLand } from '../coast';
import { dunes } from '../landforms';
import { TURQUOISE_SEA, type TSeaPalette } from '../sea';
import { fmt, path, type TPoint } from '../svg';
import { lighthouse } from '../town';
import { umbrellaPine } from '../trees';
import { boats, HEIGHT, seaTexture, skyAndSea, WIDTH, type TScene } from './scene';

/** a long sandy beach curving away to a lighthouse, with dunes, pines and sunshades */
export function longBeach(scene: TScene): string {
  const { defs, rng } = scene;
  const horizonY = HEIGHT * rng.range(0.3, 0.34);
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#4b95bd',
    middle: '#1f97b2',
    near: '#0c5f86',
  };
  let s = skyAndSea(scene, horizonY, sea, rng.int(2, 5));
  const endX = WIDTH * rng.range(0.1, 0.3);
  s += distantLand(rng, defs, {
    x0: endX - 200,
    x1: WIDTH + 40,
    horizonY,
    height: rng.range(40, 70),
    color: '#93aab0',
    shape: 'right',
  });
  s += lighthouse(endX + rng.range(10, 60), horizonY - 8, 50, '#c8413a', (c) =>
    mix(c, '#b8c8d2', 0.2),
  );
  s += seaTexture(rng, sea, horizonY, 0.7);
  const shore: TPoint[] = [];
  for (let i = 0; i <= 20; i += 1) {
    const t = i / 20;
    const x = endX + (WIDTH * 0.72 - endX) * t ** 0.8 + Math.sin(t * Math.PI) * WIDTH * 0.06;
    shore.push([x, horizonY + 4 + (HEIGHT * 1.02 - horizonY) * t ** 2]);
  }
  const line2 = (dx: (y: number) => number): string =>
    shore.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x + dx(y))} ${fmt(y)}`).join('');
  const depth = (y: number): number => (y - horizonY) / (HEIGHT - horizonY);
  s += path(
    `${line2((y) => -30 - 260 * depth(y))}L${fmt(WIDTH * 0.72)} ${fmt(HEIGHT)}L${fmt(WIDTH * 0.2)} ${fmt(HEIGHT)}Z`,
    '#0b5a80',
    { opacity: 0 },
  );
  s += path(
    `${line2((y) => -10 - 220 * depth(y))}${shore
      .map(([x, y]) => `L${fmt(x)} ${fmt(y)}`)
      .reverse()
      .join('')}Z`,
    defs.linear(
      [
        [0, '#7fe0d2', 0.2],
        [1, '#8ff0dc', 0.75],
      ],
      1,
      0,
      0,
      0,
    ),
  );
  s += path(
    `${line2(() => 0)}L${fmt(WIDTH + 20)} ${fmt(HEIGHT)}L${fmt(WIDTH + 20)} ${fmt(horizonY)}Z`,
    defs.linear([
      [0, '#f3dfb2'],
      [1, '#dcb77c'],
    ]),
  );
  s += path(
    `${line2((y) => 8 + 40 * depth(y))}L${fmt(WIDTH + 20)} ${fmt(HEIGHT)}L${fmt(WIDTH + 20)} ${fmt(horizonY)}Z`,
    '#e9d0a0',
    { opacity: 0.5 },
  );
  let foam = '';
  for (let k = 1; k <= 4; k += 1) {
    const pts = shore.map(
      ([x, y]) =>
        [
          x - k * (6 + 55 * depth(y)) + Math.sin(y * 0.05 + k) * 4 * (1 + depth(y) * 4),
          y,
        ] as TPoint,
    );
    foam += pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
  }
  s += path(foam, 'none', {
    stroke: '#ffffff',
    'stroke-width': 2.5,
    opacity: 0.55,
    'stroke-dasharray': '60 18 30 12',
    'stroke-linejoin': 'round',
  });
  s += path(
    line2(() => 0),
    'none',
    { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.85, 'stroke-linejoin': 'round' },
  );
  s += path(
    line2((y) => 6 + 12 * depth(y)),
    'none',
    { stroke: '#bf9a62', 'stroke-width': 6, opacity: 0.45 },
  );
  s += dunes(
    rng,
    defs,
    WIDTH * 0.6,
    WIDTH + 40,
    horizonY + HEIGHT * 0.1,
    HEIGHT * 0.05,
    '#e8cf9c',
    '#7d8f4e',
  );
  for (let i = 0; i < 4; i += 1)
    s += umbrellaPine(
      rng,
      WIDTH * rng.range(0.72, 1),
      horizonY + HEIGHT * rng.range(0.04, 0.08),
      rng.range(40, 70),
      '#3d6438',
      '#6a9450',
    );
  let umbrellas = '';
  for (let i = 0; i < rng.int(4, 8); i += 1) {
    const idx = rng.int(5, 12);
    const p = shore[idx] ?? [0, 0];
    const t = depth(p[1]);
    const x = p[0] + rng.range(40, 160) * (0.3 + t * 2);
    const y = p[1] + rng.range(-10, 10);
    const r = 6 + 40 * t;
    umbrellas +=
      path(
        `M${fmt(x - r)} ${fmt(y - r * 1.3)}Q${fmt(x)} ${fmt(y - r * 2.1)} ${fmt(x + r)} ${fmt(y - r * 1.3)}Z`,
        rng.pick(['#e0594a', '#f7f3ea', '#2f7fa8', '#f2b84b']),
      ) +
      path(`M${fmt(x)} ${fmt(y - r * 1.4)}V${fmt(y)}`, 'none', {
        stroke: '#6b5a48',
        'stroke-width': Math.max(1.2, r * 0.08),
      });
  }
  s += umbrellas;
  s += boats(rng, rng.int(1, 3), horizonY + 60, HEIGHT * 0.5, WIDTH * 0.05, WIDTH * 0.5);
  return s;
}
