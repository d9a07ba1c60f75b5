import type { TBoatTypeSlug } from '../catalog/types';

/** One generated boat picture: an SVG document of 1600 x 1067 (3:2), deterministic for its inputs. */
export type TBoatSceneInput = {
  /** any integer; the same seed always gives the same picture */
  seed: number;
  type: TBoatTypeSlug;
  hullColor: string; // #rrggbb
  accentColor: string; // #rrggbb
  /** which shot of the boat: the cover, a wide shot at anchor, the deck/interior feel, at sunset */
  view: 'cover' | 'anchored' | 'detail' | 'sunset';
};

/** A destination card picture: an SVG of 1200 x 1500 (4:5) of a Spanish coastline at that place. */
export type TDestinationSceneInput = {
  seed: number;
  slug: string;
  /** a hint of the landscape: islands with cliffs, city skyline, volcanic, long beaches */
  landscape: 'island-cliffs' | 'city' | 'volcanic' | 'beach' | 'old-town';
};
