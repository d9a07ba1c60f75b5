import { stableUuid } from './ids';

/** The home page's hero picture: a fixed storage key and asset id, made at first start. */
export const heroStorageKey = 'site/hero.svg';
export const heroAssetId = stableUuid(heroStorageKey);
