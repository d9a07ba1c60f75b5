import type { TBoatTypeSlug } from '../../catalog/types';
import type { TBoatShape, TBoatStyle } from '../boat-kit/style';
import { drawCatamaran } from './catamaran';
import { drawGulet } from './gulet';
import { drawJetSki } from './jet-ski';
import { drawMotorboat } from './motorboat';
import { drawRib } from './rib';
import { drawSailboat } from './sailboat';
import { drawSmallBoat } from './small-boat';
import { drawYacht } from './yacht';

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

export const SAILING_TYPES: readonly TBoatTypeSlug[] = ['sailboat', 'catamaran', 'gulet'];

export function drawBoat(type: TBoatTypeSlug, style: TBoatStyle): TBoatShape {
  return DRAWERS[type](style);
}
