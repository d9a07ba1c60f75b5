import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { destinations, harbours, provinces, regions } from '../../../db/schema';
import type { TSearchPlace } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';

/** One harbour with the places above it: what a `place` filter can name. */
export type TPlaceRow = {
  harbourId: number;
  harbourSlug: string;
  harbourName: string;
  lat: number;
  lon: number;
  destinationSlug: string;
  destinationName: string;
  destinationLat: number;
  destinationLon: number;
  provinceSlug: string;
  provinceEs: string;
  provinceEn: string;
  regionSlug: string;
  regionEs: string;
  regionEn: string;
};

export type TResolvedPlace = TSearchPlace & { harbourIds: number[] };

/** Every harbour with its destination, province and region (a few dozen rows). */
export function loadPlaceRows(db: TDbOrTx): Promise<TPlaceRow[]> {
  return db
    .select({
      harbourId: harbours.id,
      harbourSlug: harbours.slug,
      harbourName: harbours.name,
      lat: harbours.lat,
      lon: harbours.lon,
      destinationSlug: destinations.slug,
      destinationName: destinations.name,
      destinationLat: destinations.lat,
      destinationLon: destinations.lon,
      provinceSlug: provinces.slug,
      provinceEs: provinces.nameEs,
      provinceEn: provinces.nameEn,
      regionSlug: regions.slug,
      regionEs: regions.nameEs,
      regionEn: regions.nameEn,
    })
    .from(harbours)
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
    .innerJoin(regions, eq(regions.id, provinces.regionId));
}

const placeRowsTtlMs = 60_000;
const placeRowsCache = new WeakMap<object, { rows: Promise<TPlaceRow[]>; expiresAt: number }>();

/**
 * The place rows of a database, kept a minute: reference data changes with a deploy, not
 * between two searches.
 */
export function placeRowsOf(db: TDbOrTx, now: number = Date.now()): Promise<TPlaceRow[]> {
  const cached = placeRowsCache.get(db);
  if (cached && cached.expiresAt > now) return cached.rows;
  // a query builder runs again each time it is awaited: keep one promise of its one run
  const rows = Promise.resolve(loadPlaceRows(db));
  placeRowsCache.set(db, { rows, expiresAt: now + placeRowsTtlMs });
  rows.catch(() => placeRowsCache.delete(db));
  return rows;
}

/** Forgets a database's place rows (an admin changed a place): the next search reads them again. */
export function forgetPlaceRows(db: TDbOrTx): void {
  placeRowsCache.delete(db);
}

/** Lower case without accents or punctuation: `Dénia` and `denia`, `Maó` and `mao` are equal. */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Edits (insert, delete, change) between two short words, stopping once over `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a typed text names a place: the start of a word of its name onwards (accents and case
 * ignored: `mallorca`, `port de ma`), or one typo away from one of its words when the text is long
 * enough for a typo to be a typo (`ibisa`, two typos from 8 letters: `fromentera`).
 */
export function textMatchesName(query: string, name: string): boolean {
  const q = normalizePlace(query);
  const n = normalizePlace(name);
  if (!q) return false;
  if (` ${n}`.includes(` ${q}`)) return true;
  if (q.includes(' ') || q.length < 5) return false;
  const limit = q.length >= 8 ? 2 : 1;
  return n.split(' ').some((word) => editDistance(q, word, limit) <= limit);
}

function centre(rows: TPlaceRow[]): { lat: number; lon: number } {
  const lat = rows.reduce((sum, r) => sum + r.lat, 0) / rows.length;
  const lon = rows.reduce((sum, r) => sum + r.lon, 0) / rows.length;
  return { lat: Math.round(lat * 1e4) / 1e4, lon: Math.round(lon * 1e4) / 1e4 };
}

/**
 * What a `place` filter means: a destination, harbour, province or region slug (in that order:
 * `barcelona` is the city before the province), else a name typed by the user. Null when nothing
 * matches: the search then has no results instead of ignoring the place.
 */
export function resolvePlace(rows: TPlaceRow[], place: string, lang: TLang): TResolvedPlace | null {
  const value = place.trim();
  const bySlug = (
    type: TSearchPlace['type'],
    pick: (row: TPlaceRow) => string,
    name: (row: TPlaceRow) => string,
    point: (row: TPlaceRow, all: TPlaceRow[]) => { lat: number; lon: number },
  ): TResolvedPlace | null => {
    const matched = rows.filter((row) => pick(row) === value.toLowerCase());
    if (matched.length === 0) return null;
    const first = matched[0]!;
    return {
      type,
      slug: pick(first),
      name: name(first),
      ...point(first, matched),
      harbourIds: matched.map((r) => r.harbourId),
    };
  };
  const es = lang === 'es';
  const found =
    bySlug(
      'destination',
      (r) => r.destinationSlug,
      (r) => r.destinationName,
      (r) => ({ lat: r.destinationLat, lon: r.destinationLon }),
    ) ??
    bySlug(
      'harbour',
      (r) => r.harbourSlug,
      (r) => r.harbourName,
      (r) => ({ lat: r.lat, lon: r.lon }),
    ) ??
    bySlug(
      'province',
      (r) => r.provinceSlug,
      (r) => (es ? r.provinceEs : r.provinceEn),
      (_, all) => centre(all),
    ) ??
    bySlug(
      'region',
      (r) => r.regionSlug,
      (r) => (es ? r.regionEs : r.regionEn),
      (_, all) => centre(all),
    );
  if (found) return found;
  const matched = rows.filter((r) =>
    [r.harbourName, r.destinationName, r.provinceEs, r.provinceEn, r.regionEs, r.regionEn].some(
      (name) => textMatchesName(value, name),
    ),
  );
  if (matched.length === 0) return null;
  const destinationsMatched = new Set(matched.map((r) => r.destinationSlug));
  const only = destinationsMatched.size === 1 ? matched[0]! : null;
  return {
    type: 'text',
    slug: null,
    name: only ? only.destinationName : value,
    ...centre(matched),
    harbourIds: matched.map((r) => r.harbourId),
  };
}
