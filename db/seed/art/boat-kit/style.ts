import { darken, lighten, mix, type TTone } from '../color';
import type { TRandom } from '../random';
import type { TDefs } from '../svg';
import { hullGeo, type THull, type THullGeo } from './hull';

/**
 * Boats are drawn in their own units: the hull runs from x = -500 (stern) to x = 500 (bow),
 * the waterline is y = 0 and up is negative y. The scene scales and mirrors them.
 */
export type TBoatStyle = {
  hull: string;
  accent: string;
  tone: TTone;
  defs: TDefs;
  rng: TRandom;
  /** 0 = seen from the water, 1 = seen from high above: how much of the deck shows */
  elevation: number;
  sailsUp: boolean;
  sunset: boolean;
};

export type TBoatShape = {
  svg: string;
  left: number;
  right: number;
  top: number;
  /** where the hull meets the water */
  wlLeft: number;
  wlRight: number;
  /** how far the far side of the hull rises above the waterline in the picture */
  beam: number;
};

export type TBoatPaints = {
  white: string;
  whiteShade: string;
  offWhite: string;
  glass: string;
  glassLight: string;
  teak: string;
  teakDark: string;
  steel: string;
  dark: string;
  sail: string;
  sailShade: string;
  rope: string;
  hull: string;
  hullLight: string;
  hullDark: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  rim: string;
};

export function boatPaints(style: TBoatStyle): TBoatPaints {
  const t = style.tone;
  return {
    white: t('#f8f7f3'),
    whiteShade: t('#cfd8df'),
    offWhite: t('#ebe8e0'),
    glass: t('#182736'),
    glassLight: t('#5f7f99'),
    teak: t('#b8875a'),
    teakDark: t('#86603d'),
    steel: t('#e4eaee'),
    dark: t('#1f2731'),
    sail: style.sunset ? '#f0c7a2' : '#fcfbf7',
    sailShade: style.sunset ? '#b4838a' : '#d3d9e0',
    rope: t('#eee4cf'),
    hull: t(style.hull),
    hullLight: t(lighten(style.hull, 0.16)),
    hullDark: t(mix(darken(style.hull, 0.2), '#1f5a7a', 0.28)),
    accent: t(style.accent),
    accentDark: t(darken(style.accent, 0.3)),
    accentLight: t(lighten(style.accent, 0.25)),
    rim: style.sunset ? '#ffc27d' : '#ffffff',
  };
}

/** tinted glass with a soft reflection of the sky */
export function glassFill(style: TBoatStyle, paints: TBoatPaints): string {
  return style.defs.linear(
    [
      [0, paints.glassLight],
      [0.38, paints.glass],
      [0.62, paints.glass],
      [0.7, mix(paints.glass, paints.glassLight, 0.45)],
      [1, paints.glass],
    ],
    0,
    0,
    0.35,
    1,
  );
}

/** a lit vertical face: lighter at the top, with a cool shade at the bottom */
export function faceFill(style: TBoatStyle, color: string): string {
  return style.defs.linear([
    [0, lighten(color, 0.2)],
    [1, mix(color, style.sunset ? '#3b2d4a' : '#9fb2c2', 0.35)],
  ]);
}

/** what every hull drawing starts from: its paints and its hull geometry as seen at this elevation */
export function boatBasics(style: TBoatStyle, hull: THull): { p: TBoatPaints; g: THullGeo } {
  return { p: boatPaints(style), g: hullGeo(hull, style.elevation) };
}
