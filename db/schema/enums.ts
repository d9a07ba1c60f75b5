import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['client', 'shipowner', 'admin', 'superAdmin']);
export const lang = pgEnum('lang', ['es', 'en']);
export const boatStatus = pgEnum('boat_status', [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'removed',
  /** taken off the search by its owner; published again at will (issue 8) */
  'unpublished',
]);
export const boatKind = pgEnum('boat_kind', ['sail', 'motor']);
export const skipperPolicy = pgEnum('skipper_policy', ['none', 'optional', 'mandatory']);
export const fuelType = pgEnum('fuel_type', ['diesel', 'gasoline', 'electric', 'none']);
export const cancelationConditions = pgEnum('cancelation_conditions', [
  'flexible',
  'moderate',
  'strict',
]);
export const season = pgEnum('season', ['high', 'mid', 'low']);
export const equipmentCategory = pgEnum('equipment_category', ['outdoor', 'electronic', 'other']);
export const assetKind = pgEnum('asset_kind', ['boat_picture', 'avatar', 'destination_picture']);
export const assetStatus = pgEnum('asset_status', ['pending', 'ready']);
