import { ridgeLine } from '../coast';
import { lavaRocks, smoothHill, volcano } from '../landforms';
import type { TSeaPalette } from '../sea';
import { cloudLayer } from '../sky';
import { fmt, path } from '../svg';
import { village, WHITE_TOWN } from '../town';
import { boats, HEIGHT, seaTexture, skyAndSea, WIDTH, type TScene } from './scene';

/** a volcanic island: a great cone in the clouds, a black beach and lava rocks in deep blue water */
export function volcanic(scene: TScene): string {
  const { defs, rng } = scene;
  const shoreY = HEIGHT * rng.range(0.5, 0.54);
  const sea: TSeaPalette = {
    horizon: '#3b78a6',
    middle: '#145e8e',
    near: '#062f52',
    crest: '#e9f6ff',
    trough: '#041f3a',
  };
  let s = skyAndSea(scene, shoreY, sea, 0);
  const vx = WIDTH * rng.range(0.42, 0.62);
  s += volcano(rng, defs, {
    x: vx,
    baseY: shoreY - 30,
    width: WIDTH * rng.range(1.2, 1.6),
    height: HEIGHT * rng.range(0.3, 0.37),
    rock: '#a07f63',
    shade: '#4b3a34',
    snow: rng.chance(0.45),
  });
  s += cloudLayer(rng, defs, {
    width: WIDTH,
    yMin: shoreY - HEIGHT * 0.16,
    yMax: shoreY - HEIGHT * 0.08,
    count: rng.int(4, 7),
    sizeMin: 40,
    sizeMax: 80,
    palette: scene.sky,
    opacity: 0.92,
  });
  s += smoothHill(
    ridgeLine(rng, -20, WIDTH + 20, (t) => shoreY - 50 - 30 * Math.sin(t * 5 + 1), 24, 18),
    shoreY + 2,
    defs.linear([
      [0, '#6e5548'],
      [1, '#4a3a36'],
    ]),
  );
  s += village(rng, {
    x0: WIDTH * rng.range(0.45, 0.6),
    x1: WIDTH * 0.85,
    topAt: () => shoreY - 50,
    bottomAt: () => shoreY - 12,
    size: 10,
    count: 34,
    palette: WHITE_TOWN,
    tiles: 0.1,
  });
  s += path(
    `M-20 ${fmt(shoreY - 14)}Q${fmt(WIDTH * 0.5)} ${fmt(shoreY - 24)} ${fmt(WIDTH + 20)} ${fmt(shoreY - 12)}V${fmt(shoreY + 6)}H-20Z`,
    '#2e2a2c',
  );
  s += path(
    `M-20 ${fmt(shoreY + 4)}Q${fmt(WIDTH * 0.5)} ${fmt(shoreY - 6)} ${fmt(WIDTH + 20)} ${fmt(shoreY + 6)}`,
    'none',
    { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.85 },
  );
  s += seaTexture(rng, sea, shoreY + 6, 0.9);
  let surf = '';
  for (let i = 1; i < 4; i += 1)
    surf += `M-20 ${fmt(shoreY + 8 + i * i * 7)}Q${fmt(WIDTH * 0.5)} ${fmt(shoreY - 2 + i * i * 8)} ${fmt(WIDTH + 20)} ${fmt(shoreY + 10 + i * i * 7)}`;
  s += path(surf, 'none', {
    stroke: '#ffffff',
    'stroke-width': 2.5,
    opacity: 0.45,
    'stroke-dasharray': '90 30 40 20',
  });
  const rockY = shoreY + HEIGHT * rng.range(0.1, 0.14);
  const rockX1 = WIDTH * rng.range(0.45, 0.6);
  s += lavaRocks(rng, defs, -40, rockX1, rockY, HEIGHT * rng.range(0.1, 0.15), '#2c2a2e');
  let foam = '';
  for (let x = -40; x < rockX1; x += rng.range(20, 50)) {
    const len = rng.range(30, 80);
    foam += `M${fmt(x)} ${fmt(rockY + rng.range(-4, 8))}q${fmt(len / 2)} -6 ${fmt(len)} 0q${fmt(-len / 2)} 8 ${fmt(-len)} 0z`;
  }
  s += path(foam, '#ffffff', { opacity: 0.6 });
  s += boats(rng, rng.int(1, 2), shoreY + 60, shoreY + 200, WIDTH * 0.55, WIDTH - 80);
  return s;
}
