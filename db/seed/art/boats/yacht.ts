import { bootStripe, bowRail, cushion, ensign, swimPlatform } from '../boat-kit/fittings';
import { sheerBand, sheerStripe, sheerY, type THull } from '../boat-kit/hull';
import { deckSurface, hullSide } from '../boat-kit/surfaces';
import {
  boatBasics,
  faceFill,
  glassFill,
  type TBoatShape,
  type TBoatStyle,
} from '../boat-kit/style';
import { lighten, luminance } from '../color';
import { path } from '../svg';
import { yachtSuperstructure } from './yacht-superstructure';

const HULL: THull = {
  sternX: -500,
  sternWlX: -488,
  bowX: 530,
  bowWlX: 400,
  fbStern: 96,
  fbBow: 136,
  sag: 3,
  beam: 240,
  bowCurve: 0.35,
};

export function drawYacht(style: TBoatStyle): TBoatShape {
  const { rng, tone } = style;
  const { p, g } = boatBasics(style, HULL);
  // the fill of the lit faces goes into the defs ahead of the deck's
  const white = faceFill(style, p.white);
  let s = deckSurface(g, style, p.teak);
  s += cushion(g, 270, 430, 0.25, 0.75, p.accent, p.accentDark, 10);
  const upper = yachtSuperstructure(g, style, p, white);
  s += upper.svg;

  const ports = sheerBand(
    g,
    -160,
    170,
    (t) => 40 + 4 * Math.abs(t - 0.5),
    (t) => 54 - 4 * Math.abs(t - 0.5),
  );
  s += hullSide(
    g,
    style,
    p,
    path(
      sheerStripe(g, 18, 24, -520, 540),
      luminance(style.hull) > 0.6 ? p.accent : lighten(p.hull, 0.45),
    ) +
      path(ports, glassFill(style, p)) +
      path(sheerStripe(g, 44, 52, -400, -250), p.glass) +
      bootStripe(style, -12, 10, 1100),
  );
  s += bowRail(g, 280, 28, p.steel) + swimPlatform(p, -560, -34, 10, 12);
  if (rng.chance(0.8)) s += ensign(-494, sheerY(g, -494) - 4, 24, tone);
  return {
    svg: s,
    left: -560,
    right: 530,
    top: upper.top,
    wlLeft: -488,
    wlRight: 400,
    beam: g.depth,
  };
}
