import type { TBoatTypeSlug } from '../catalog/types';
import type { TBoatShape, TBoatStyle } from './boat-kit';
import { placeBoat } from './boat-water';
import { drawBoat, SAILING_TYPES } from './boats';
import { daylightTone, lighten, mix, normalizeHex, sunsetTone } from './color';
import { beach, cliffHeadland, distantLand, shallows } from './coast';
import { renderDeckView } from './deck-view';
import { finish } from './finish';
import { createRandom, type TRandom } from './random';
import {
  glitter,
  MIDDAY_SEA,
  seaBackdrop,
  SUNSET_SEA,
  TURQUOISE_SEA,
  waveStrokes,
  type TSeaPalette,
} from './sea';
import {
  birds,
  cloudLayer,
  MIDDAY_SKY,
  skyBackdrop,
  sunDisc,
  sunGlow,
  SUNSET_SKY,
  wisps,
  type TSkyPalette,
} from './sky';
import { createDefs, el, fmt, path, rect, svgDocument, type TDefs } from './svg';
import { village, WHITE_TOWN } from './town';
import type { TBoatSceneInput } from './types';

const WIDTH = 1600;
const HEIGHT = 1067;

/** how much of the picture width a boat fills in the cover shot: small craft look small */
const COVER_WIDTH: Record<TBoatTypeSlug, number> = {
  sailboat: 0.66,
  catamaran: 0.66,
  motorboat: 0.64,
  yacht: 0.7,
  rib: 0.58,
  gulet: 0.7,
  'boat-without-licence': 0.52,
  'jet-ski': 0.46,
};

type TScene = {
  input: TBoatSceneInput;
  hull: string;
  accent: string;
  defs: TDefs;
  rng: TRandom;
  sailing: boolean;
};

function style(scene: TScene, elevation: number, sailsUp: boolean, sunset: boolean): TBoatStyle {
  return {
    hull: scene.hull,
    accent: scene.accent,
    tone: sunset ? sunsetTone : daylightTone,
    defs: scene.defs,
    rng: scene.rng.fork('boat'),
    elevation,
    sailsUp,
    sunset,
  };
}

function fit(shape: TBoatShape, maxWidth: number, maxHeight: number): number {
  return Math.min(maxWidth / (shape.right - shape.left), maxHeight / -shape.top);
}

function varySky(rng: TRandom, base: TSkyPalette): TSkyPalette {
  const t = rng.range(0, 0.35);
  return {
    ...base,
    top: mix(base.top, '#3f5fb0', t * 0.5),
    middle: mix(base.middle, '#8fc3e6', rng.range(0, 0.3)),
  };
}

function openSeaBackground(
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
  const coast = rng.int(0, 3);
  const farColor = mix(sky.horizon, '#5f86a2', 0.45);
  if (coast === 1 || coast === 3) {
    const x0 = rng.range(-200, 700);
    s += distantLand(rng, defs, {
      x0,
      x1: x0 + rng.range(500, 1000),
      horizonY,
      height: rng.range(25, 60),
      color: farColor,
      shape: 'island',
    });
  }
  if (coast >= 2) {
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
    s += village(rng, {
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
    });
  }
  s += seaBackdrop(defs, WIDTH, HEIGHT, horizonY, sea);
  s += rect(0, horizonY - 1, WIDTH, 3, lighten(sea.horizon, 0.25), { opacity: 0.5 });
  return s;
}

function waves(scene: TScene, sea: TSeaPalette, top: number, density = 1): string {
  const { rng } = scene;
  return (
    waveStrokes(rng, {
      x0: 0,
      x1: WIDTH,
      yTop: top + 4,
      yBottom: HEIGHT + 20,
      count: Math.round(300 * density),
      lengthTop: 14,
      lengthBottom: 180,
      thickTop: 1,
      thickBottom: 9,
      color: sea.trough,
      opacity: 0.3,
    }) +
    waveStrokes(rng, {
      x0: 0,
      x1: WIDTH,
      yTop: top + 2,
      yBottom: HEIGHT + 20,
      count: Math.round(230 * density),
      lengthTop: 10,
      lengthBottom: 130,
      thickTop: 0.8,
      thickBottom: 5,
      color: sea.crest,
      opacity: 0.28,
    })
  );
}

function coverView(scene: TScene): string {
  const { defs, rng, sailing } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const horizonY = HEIGHT * rng.range(sailing ? 0.5 : 0.4, sailing ? 0.56 : 0.47);
  const flip = rng.chance(0.5);
  const sunX = flip ? WIDTH * rng.range(0.05, 0.35) : WIDTH * rng.range(0.65, 0.95);
  const sea = { ...MIDDAY_SEA, near: mix(MIDDAY_SEA.near, TURQUOISE_SEA.near, rng.range(0, 0.6)) };
  const moving = rng.chance(sailing ? 0.5 : 0.7);
  const shape = drawBoat(scene.input.type, style(scene, 0.18, true, false));
  const waterY = HEIGHT * (sailing ? 0.87 : 0.76) + rng.range(-15, 15);
  const scale = fit(
    shape,
    WIDTH * COVER_WIDTH[scene.input.type] * rng.range(0.93, 1.05),
    waterY - 30,
  );
  const center = ((shape.left + shape.right) / 2) * (flip ? -scale : scale);
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
  s += waveStrokes(rng, {
    x0: sunX - 400,
    x1: sunX + 400,
    yTop: horizonY + 2,
    yBottom: horizonY + 120,
    count: 70,
    lengthTop: 6,
    lengthBottom: 30,
    thickTop: 0.8,
    thickBottom: 2,
    color: '#ffffff',
    opacity: 0.55,
  });
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

function anchoredView(scene: TScene): string {
  const { defs, rng } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const skyLine = HEIGHT * rng.range(0.2, 0.28);
  const beachY = HEIGHT * rng.range(0.42, 0.48);
  let s = skyBackdrop(defs, WIDTH, beachY, sky, 0.5);
  const sunX = WIDTH * rng.range(0.2, 0.8);
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
  if (rng.chance(0.7)) {
    const vx = rng.range(WIDTH * 0.35, WIDTH * 0.65);
    s += village(rng, {
      x0: vx - 90,
      x1: vx + 90,
      topAt: () => beachY - 70,
      bottomAt: () => beachY - 6,
      size: 11,
      count: 14,
      palette: WHITE_TOWN,
      tiles: 0.4,
    });
  }
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#5fd0c8',
    middle: '#22a8b8',
    near: '#0f6d98',
  };
  s += seaBackdrop(defs, WIDTH, HEIGHT, beachY, sea);
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
  s += cliffHeadland(rng, defs, {
    ...cliff,
    side: 'right',
    edge: 0,
    tip: WIDTH * rng.range(0.16, 0.26),
    waterY: beachY + HEIGHT * rng.range(0.06, 0.12),
    topY: skyLine + rng.range(40, 100),
    inlandTopY: skyLine - rng.range(0, 80),
    pines: rng.int(1, 4),
  });
  const flip = rng.chance(0.5);
  const shape = drawBoat(scene.input.type, style(scene, 0.5, false, false));
  const waterY = HEIGHT * rng.range(0.74, 0.8);
  const scale = fit(
    shape,
    WIDTH * COVER_WIDTH[scene.input.type] * rng.range(0.46, 0.54),
    waterY - HEIGHT * 0.06,
  );
  const center = ((shape.left + shape.right) / 2) * (flip ? -scale : scale);
  const x = WIDTH / 2 - center + rng.range(-120, 120);
  const placed = placeBoat(defs, rng, shape, {
    x,
    waterY,
    scale,
    flip,
    turn: rng.range(-0.14, 0.16),
    moving: false,
    sea,
    hull: scene.hull,
    reflection: 0.22,
  });
  const hullLen = (shape.wlRight - shape.wlLeft) * scale;
  const seabedShadow = el('ellipse', {
    cx: x + (flip ? -1 : 1) * hullLen * 0.05,
    cy: waterY + hullLen * 0.16,
    rx: hullLen * 0.5,
    ry: hullLen * 0.07,
    fill: '#05344a',
    opacity: 0.22,
  });
  const bowX = x + shape.wlRight * (flip ? -scale : scale);
  const anchor = path(
    `M${fmt(bowX)} ${fmt(waterY + 2)}q${fmt((flip ? -1 : 1) * hullLen * 0.18)} ${fmt(hullLen * 0.1)} ${fmt((flip ? -1 : 1) * hullLen * 0.3)} ${fmt(hullLen * 0.28)}`,
    'none',
    { stroke: '#0b3346', 'stroke-width': 2.5, opacity: 0.35, 'stroke-dasharray': '6 5' },
  );
  s +=
    seabedShadow +
    anchor +
    placed.under +
    waves(scene, sea, beachY, 0.7) +
    placed.boat +
    placed.over;
  if (rng.chance(0.5))
    s += birds(rng, rng.range(300, 1300), skyLine * 0.6, 100, rng.int(2, 4), sky.bird, 10);
  return s + finish(defs, WIDTH, HEIGHT, { x: sunX, y: 0, color: '#fff6df', strength: 0.2 });
}

function sunsetView(scene: TScene): string {
  const { defs, rng, sailing } = scene;
  const sky = {
    ...SUNSET_SKY,
    top: mix(SUNSET_SKY.top, '#203060', rng.range(0, 0.4)),
    middle: mix(SUNSET_SKY.middle, '#e0876a', rng.range(0, 0.5)),
  };
  const horizonY = HEIGHT * rng.range(sailing ? 0.58 : 0.5, sailing ? 0.64 : 0.58);
  const sunX = WIDTH * rng.range(0.25, 0.75);
  const sunY = horizonY - rng.range(20, 130);
  let s = skyBackdrop(defs, WIDTH, horizonY, sky, 0.6);
  s += sunGlow(defs, sunX, sunY, 900, '#ffcf8a', 0.75);
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
  s += sunDisc(defs, sunX, sunY, rng.range(38, 56), '#fff4d6', '#ffd27a');
  const far = '#8d6a8c';
  s += distantLand(rng, defs, {
    x0: rng.range(-300, 300),
    x1: rng.range(700, 1200),
    horizonY,
    height: rng.range(30, 70),
    color: far,
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
  s += glitter(rng, sunX, horizonY + 2, HEIGHT, 40, 380, 260, '#ffd7a0', 0.75);
  s += waveStrokes(rng, {
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
  });
  const flip = rng.chance(0.5);
  const shape = drawBoat(scene.input.type, style(scene, 0.06, rng.chance(0.7), true));
  const waterY = HEIGHT * (sailing ? 0.88 : 0.8) + rng.range(-10, 10);
  const scale = fit(
    shape,
    WIDTH * COVER_WIDTH[scene.input.type] * rng.range(0.75, 0.85),
    waterY - 40,
  );
  const center = ((shape.left + shape.right) / 2) * (flip ? -scale : scale);
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

function detailView(scene: TScene): string {
  const { defs, rng } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const horizonY = HEIGHT * rng.range(0.3, 0.4);
  const sunX = WIDTH * rng.range(0.1, 0.9);
  const sea = {
    ...MIDDAY_SEA,
    near: mix(MIDDAY_SEA.near, TURQUOISE_SEA.near, rng.range(0.3, 0.9)),
  };
  const roll = rng.range(-2.2, 2.2);
  let s = openSeaBackground(scene, horizonY, sky, sea, sunX);
  s += waveStrokes(rng, {
    x0: sunX - 400,
    x1: sunX + 400,
    yTop: horizonY + 2,
    yBottom: horizonY + 160,
    count: 90,
    lengthTop: 6,
    lengthBottom: 40,
    thickTop: 0.8,
    thickBottom: 2,
    color: '#ffffff',
    opacity: 0.55,
  });
  s += waves(scene, sea, horizonY, 0.8);
  s += renderDeckView({
    type: scene.input.type,
    hull: scene.hull,
    accent: scene.accent,
    defs,
    rng: rng.fork('deck'),
    width: WIDTH,
    height: HEIGHT,
    horizonY,
  });
  return (
    el(
      'g',
      {
        transform: `rotate(${fmt(roll)} ${WIDTH / 2} ${HEIGHT / 2}) scale(1.04) translate(-32 -21)`,
      },
      s,
    ) + finish(defs, WIDTH, HEIGHT, { x: sunX, y: 0, color: '#fff4d8', strength: 0.2 })
  );
}

export function renderBoatScene(input: TBoatSceneInput): string {
  const defs = createDefs();
  const scene: TScene = {
    input,
    hull: normalizeHex(input.hullColor, '#f4f4f2'),
    accent: normalizeHex(input.accentColor, '#1f5f8b'),
    defs,
    rng: createRandom(input.seed).fork(`${input.type}/${input.view}`),
    sailing: SAILING_TYPES.includes(input.type),
  };
  let body: string;
  if (input.view === 'cover') body = coverView(scene);
  else if (input.view === 'anchored') body = anchoredView(scene);
  else if (input.view === 'sunset') body = sunsetView(scene);
  else body = detailView(scene);
  return svgDocument(WIDTH, HEIGHT, defs, body);
}
