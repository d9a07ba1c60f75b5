import type { TBoatTypeSlug } from '../../catalog/types';
import type { TBoatShape, TBoatStyle } from '../boat-kit/style';
import { daylightTone, mix, sunsetTone } from '../color';
import type { TRandom } from '../random';
import { waveStrokes, type TSeaPalette } from '../sea';
import type { TSkyPalette } from '../sky';
import type { TDefs } from '../svg';
import type { TBoatSceneInput } from '../types';

export const WIDTH = 1600;
export const HEIGHT = 1067;

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

export type TScene = {
  input: TBoatSceneInput;
  hull: string;
  accent: string;
  defs: TDefs;
  rng: TRandom;
  sailing: boolean;
};

export function boatStyle(
  scene: TScene,
  elevation: number,
  sailsUp: boolean,
  sunset: boolean,
): TBoatStyle {
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

/**
 * The scale at which the boat fills `share` (a range, drawn at random) of its cover width,
 * without rising higher than `maxHeight`, and the offset of its centre at that scale.
 */
export function frameBoat(
  scene: TScene,
  shape: TBoatShape,
  flip: boolean,
  share: readonly [number, number],
  maxHeight: number,
): { scale: number; center: number } {
  const maxWidth = WIDTH * COVER_WIDTH[scene.input.type] * scene.rng.range(share[0], share[1]);
  const scale = Math.min(maxWidth / (shape.right - shape.left), maxHeight / -shape.top);
  return { scale, center: ((shape.left + shape.right) / 2) * (flip ? -scale : scale) };
}

export function varySky(rng: TRandom, base: TSkyPalette): TSkyPalette {
  const t = rng.range(0, 0.35);
  return {
    ...base,
    top: mix(base.top, '#3f5fb0', t * 0.5),
    middle: mix(base.middle, '#8fc3e6', rng.range(0, 0.3)),
  };
}

/** troughs and crests over the whole sea below `top` */
export function waves(scene: TScene, sea: TSeaPalette, top: number, density = 1): string {
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
