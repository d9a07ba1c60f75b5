import type { TBoatTypeSlug } from '../catalog/types';
import type { TBoatStyle } from './boat-kit/style';
import { placeBoat } from './boat-water';
import { drawBoat } from './boats/draw-boat';
import { daylightTone, mix } from './color';
import { cliffHeadland } from './cliff-headland';
import { distantLand, shallows } from './coast';
import { finish } from './finish';
import { createRandom, type TRandom } from './random';
import { seaBackdrop, sunGlints, TURQUOISE_SEA, waveStrokes, type TSeaPalette } from './sea';
import { birds, cloudLayer, MORNING_SKY, skyBackdrop, sunGlow, wisps } from './sky';
import { createDefs, svgDocument, type TDefs } from './svg';
import { tinyBoat } from './tiny-boat';
import { church, village, WHITE_TOWN } from './town';

const WIDTH = 2400;
const HEIGHT = 1200;
const HERO_SEED = 20240601;

type THeroBoat = readonly [
  type: TBoatTypeSlug,
  /** names its random streams: `salt` for the boat, `salt-water` for the water around it */
  salt: string,
  hull: string,
  accent: string,
  sailsUp: boolean,
  x: number,
  waterY: number,
  scale: number,
  turn: number,
];

/** the boats crossing the bay, heading left, from the farthest */
const HERO_BOATS: readonly THeroBoat[] = [
  ['sailboat', 'yacht', '#f6f6f3', '#1f5f8b', true, 1460, 930, 0.46, 0.08],
  ['motorboat', 'motor', '#f3f1ec', '#2f8f83', false, 1880, 1090, 0.3, 0.1],
];

function boatUnderWay(defs: TDefs, rng: TRandom, sea: TSeaPalette, boat: THeroBoat): string {
  const [type, salt, hull, accent, sailsUp, x, waterY, scale, turn] = boat;
  const style: TBoatStyle = {
    hull,
    accent,
    tone: daylightTone,
    defs,
    rng: rng.fork(salt),
    elevation: 0.2,
    sailsUp,
    sunset: false,
  };
  const placed = placeBoat(defs, rng.fork(`${salt}-water`), drawBoat(type, style), {
    x,
    waterY,
    scale,
    flip: true,
    turn,
    moving: true,
    sea,
    hull,
    reflection: 0.3,
  });
  return placed.under + placed.boat + placed.over;
}

/** the home page hero: a bay in late-morning light, quiet on the left for the headline and search box */
export function renderHeroScene(): string {
  const defs = createDefs();
  const rng = createRandom(HERO_SEED);
  const horizonY = 560;
  const sky = { ...MORNING_SKY, top: '#3a7fc2', middle: '#93c6e6', horizon: '#f6ead0' };
  const sea: TSeaPalette = {
    ...TURQUOISE_SEA,
    horizon: '#5d9fc0',
    middle: '#2596b4',
    near: '#0d5f88',
  };
  let s = skyBackdrop(defs, WIDTH, horizonY, sky, 0.5);
  s += sunGlow(defs, 520, 60, 1000, '#ffffff', 0.45);
  s += wisps(rng, WIDTH, 80, 260, 5, '#ffffff', 0.3);
  s += cloudLayer(rng.fork('clouds'), defs, {
    width: WIDTH,
    yMin: 250,
    yMax: 520,
    count: 6,
    sizeMin: 30,
    sizeMax: 80,
    palette: sky,
    haze: 0.45,
    xMin: 900,
    xMax: 2500,
  });
  s += cloudLayer(rng.fork('far-clouds'), defs, {
    width: WIDTH,
    yMin: 470,
    yMax: 540,
    count: 3,
    sizeMin: 22,
    sizeMax: 34,
    palette: sky,
    haze: 0.5,
    opacity: 0.7,
    xMin: -100,
    xMax: 900,
  });
  s += distantLand(rng.fork('island'), defs, {
    x0: 80,
    x1: 620,
    horizonY,
    height: 34,
    color: mix(sky.horizon, '#7d9fb5', 0.5),
    shape: 'island',
  });
  s += distantLand(rng.fork('coast'), defs, {
    x0: 1150,
    x1: WIDTH + 40,
    horizonY,
    height: 150,
    color: mix(sky.horizon, '#6f93a6', 0.6),
    shape: 'right',
  });
  s += village(rng.fork('far-village'), {
    x0: 1500,
    x1: 1750,
    topAt: () => horizonY - 60,
    bottomAt: () => horizonY - 6,
    size: 7,
    count: 40,
    palette: {
      ...WHITE_TOWN,
      wall: '#f4f1ea',
      wallShade: '#b9c5cf',
      roofTop: '#e6e1d6',
      tile: '#c99a84',
    },
    detail: false,
  });
  s += seaBackdrop(defs, WIDTH, HEIGHT, horizonY, sea);
  s += shallows(defs, 2150, 820, 520, 170, '#95ecd9', 0.55);
  s += sunGlints(rng.fork('glints'), 200, 1100, horizonY, 160, 80, 36);
  s += waveStrokes(rng.fork('troughs'), {
    x0: 0,
    x1: WIDTH,
    yTop: horizonY + 4,
    yBottom: HEIGHT + 20,
    count: 250,
    lengthTop: 14,
    lengthBottom: 200,
    thickTop: 1,
    thickBottom: 9,
    color: sea.trough,
    opacity: 0.26,
  });
  s += waveStrokes(rng.fork('crests'), {
    x0: 0,
    x1: WIDTH,
    yTop: horizonY + 2,
    yBottom: HEIGHT + 20,
    count: 180,
    lengthTop: 10,
    lengthBottom: 150,
    thickTop: 0.8,
    thickBottom: 5,
    color: sea.crest,
    opacity: 0.25,
  });

  const cliffRng = rng.fork('cliff');
  s += cliffHeadland(cliffRng, defs, {
    side: 'right',
    width: WIDTH,
    edge: 0,
    tip: 520,
    waterY: 800,
    topY: 500,
    inlandTopY: 380,
    rock: '#e0c093',
    rockShade: '#95735a',
    veg: '#3f6b3c',
    vegLight: '#74a05a',
    pines: 4,
  });
  s += village(rng.fork('village'), {
    x0: 2010,
    x1: 2420,
    topAt: (x) => 380 + (2400 - x) * 0.22,
    bottomAt: (x) => 440 + (2400 - x) * 0.26,
    size: 22,
    count: 46,
    palette: WHITE_TOWN,
    tiles: 0.35,
    windows: 0.5,
  });
  s += church(2230, 420, 62, WHITE_TOWN);
  s += tinyBoat(1760, 820, 60, true, false);
  s += tinyBoat(1560, 760, 44, false, true);
  s += tinyBoat(1330, 700, 32, true, true);

  for (const boat of HERO_BOATS) s += boatUnderWay(defs, rng, sea, boat);
  s += birds(rng.fork('birds'), 1300, 250, 140, 4, sky.bird, 13);
  s += finish(defs, WIDTH, HEIGHT, { x: 520, y: 0, color: '#fff0cc', strength: 0.22 });
  return svgDocument(WIDTH, HEIGHT, defs, s);
}
