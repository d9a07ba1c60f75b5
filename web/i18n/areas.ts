import type { TCatalog } from './locales/types';

/**
 * The parts of the catalogue a page loads only when one of its routes uses them; everything else
 * (the core: shell, home, login, sign-up, boat cards…) is always loaded.
 */
export const areas = [
  'search',
  'boatPage',
  'addBoat',
  'review',
  'account',
  'map',
  'payments',
  'booking',
  'checkout',
  'ownerBookings',
  'inbox',
  'groups',
  'createGroup',
  'ical',
  'calendar',
  'earnings',
  'valuations',
  'adminCatalog',
  'adminFigures',
  'adminValuations',
  'admin',
] as const satisfies readonly (keyof TCatalog)[];

export type TArea = (typeof areas)[number];

/**
 * The `handle` of a route module names the areas its page uses besides the core. The server
 * renders with exactly those, the browser loads them before hydrating and, on a client-side
 * navigation, from the route's clientLoader (`loadRouteAreas`).
 */
export type TI18nHandle = { i18n?: readonly TArea[] };

/** The areas the matched routes' handles declare, in a stable order. */
export function areasOf(handles: readonly unknown[]): TArea[] {
  const wanted = new Set(
    handles.flatMap((handle) => (handle as TI18nHandle | undefined)?.i18n ?? []),
  );
  return areas.filter((area) => wanted.has(area));
}

/** The page's areas as the server wrote them on `<html data-i18n-areas>`. */
export function parseAreas(value: string | undefined): TArea[] {
  const names = new Set(value?.split(' '));
  return areas.filter((area) => names.has(area));
}
