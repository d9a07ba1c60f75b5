import { mix } from './color';
import { basilica, breakwater, bulletTower, marina, palm, sailTower, skyline } from './city';
import { cliffHeadland, cypress, distantLand, ridgeLine, shallows, umbrellaPine } from './coast';
import { finish } from './finish';
import { dunes, lavaRocks, smoothHill, volcano } from './landforms';
import { createRandom, hashString, type TRandom } from './random';
import { seaBackdrop, TURQUOISE_SEA, waveStrokes, type TSeaPalette } from './sea';
import {
  birds,
  cloudLayer,
  MIDDAY_SKY,
  MORNING_SKY,
  skyBackdrop,
  sunGlow,
  wisps,
  type TSkyPalette,
} from './sky';
import { createDefs, fmt, path, rect, svgDocument, type TDefs, type TPoint } from './svg';
import { tinyBoat } from './tiny-boat';
import { church, lighthouse, village, WHITE_TOWN } from './town';
import type { TDestinationSceneInput } from './types';

const WIDTH = 1200;
const HEIGHT = 1500;

type TScene = { defs: TDefs; rng: TRandom; sky: TSkyPalette; sunX: number };

function skyAndSea(scene: TScene, horizonY: number, sea: TSeaPalette, cloudCount: number): string {
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

function seaTexture(rng: TRandom, sea: TSeaPalette, top: number, density = 1): string {
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

function boats(
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

function islandCliffs(scene: TScene): string {
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

function cityFront(scene: TScene): string {
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

function volcanic(scene: TScene): string {
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

function longBeach(scene: TScene): string {
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

function oldTown(scene: TScene): string {
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

function sampleLine(x0: number, x1: number, y: (x: number) => number): string {
  let d = '';
  for (let i = 0; i <= 24; i += 1) {
    const x = x0 + ((x1 - x0) * i) / 24;
    d += `L${fmt(x)} ${fmt(y(x))}`;
  }
  return d;
}

export function renderDestinationScene(input: TDestinationSceneInput): string {
  const defs = createDefs();
  const rng = createRandom(input.seed).fork(`${input.slug}/${hashString(input.landscape)}`);
  const sky = rng.chance(0.3) ? MORNING_SKY : MIDDAY_SKY;
  const scene: TScene = {
    defs,
    rng,
    sky: { ...sky, top: mix(sky.top, '#2a5aa8', rng.range(0, 0.3)) },
    sunX: WIDTH * rng.range(0.15, 0.85),
  };
  let body: string;
  if (input.landscape === 'island-cliffs') body = islandCliffs(scene);
  else if (input.landscape === 'city') body = cityFront(scene);
  else if (input.landscape === 'volcanic') body = volcanic(scene);
  else if (input.landscape === 'beach') body = longBeach(scene);
  else body = oldTown(scene);
  if (rng.chance(0.5)) body = `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${body}</g>`;
  if (rng.chance(0.6))
    body += birds(
      rng,
      rng.range(200, 1000),
      HEIGHT * rng.range(0.08, 0.18),
      120,
      rng.int(2, 5),
      scene.sky.bird,
      11,
    );
  const scrim = defs.linearAt(
    [
      [0, '#06182a', 0],
      [0.45, '#06182a', 0.28],
      [1, '#06182a', 0.7],
    ],
    0,
    HEIGHT * 0.6,
    0,
    HEIGHT,
  );
  body += finish(defs, WIDTH, HEIGHT, { x: scene.sunX, y: 0, color: '#fff3d6', strength: 0.18 });
  body += rect(0, HEIGHT * 0.6, WIDTH, HEIGHT * 0.4, scrim);
  return svgDocument(WIDTH, HEIGHT, defs, body);
}
