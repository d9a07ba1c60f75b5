import type { TBoatTypeSlug } from '../catalog/types';
import type { TBoatShape, TBoatStyle } from './boat-kit';
import { drawMotorboat, drawYacht } from './boats-motor';
import { drawCatamaran, drawGulet, drawSailboat } from './boats-sail';
import { drawJetSki, drawRib, drawSmallBoat } from './boats-small';

const DRAWERS: Record<TBoatTypeSlug, (style: TBoatStyle) => TBoatShape> = {
  sailboat: drawSailboat,
  catamaran: drawCatamaran,
  motorboat: drawMotorboat,
  yacht: drawYacht,
  rib: drawRib,
  gulet: drawGulet,
  'boat-without-licence': drawSmallBoat,
  'jet-ski': drawJetSki,
};

/** rough length overall in metres, to size boats against each other in one picture */
export const BOAT_LENGTH_M: Record<TBoatTypeSlug, number> = {
  sailboat: 12,
  catamaran: 12,
  motorboat: 9,
  yacht: 24,
  rib: 7,
  gulet: 24,
  'boat-without-licence': 5,
  'jet-ski': 3.3,
};

export const SAILING_TYPES: readonly TBoatTypeSlug[] = ['sailboat', 'catamaran', 'gulet'];

export function drawBoat(type: TBoatTypeSlug, style: TBoatStyle): TBoatShape {
  return DRAWERS[type](style);
}
