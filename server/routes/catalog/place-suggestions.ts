import { z } from 'zod';
import {
  normalizePlace,
  textMatchesName,
  type TPlaceRow,
} from '../../services/search/resolve-place';

export const ZPlace = z.object({
  type: z.enum(['destination', 'harbour', 'province', 'region']),
  slug: z.string(),
  name: z.string(),
  /** the destination's slug ('' for a province or region) */
  destination: z.string(),
  /** the destination's name ('' for a province or region) */
  destinationName: z.string(),
  region: z.object({ es: z.string(), en: z.string() }),
  lat: z.number(),
  lon: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** How well a typed text names a place: 0 its start, 1 a word's start, 2 a typo; null no match. */
function matchScore(q: string, names: string[]): number | null {
  let best: number | null = null;
  for (const name of names) {
    const n = normalizePlace(name);
    const score = n.startsWith(q) ? 0 : ` ${n}`.includes(` ${q}`) ? 1 : null;
    const found = score ?? (textMatchesName(q, name) ? 2 : null);
    if (found !== null && (best === null || found < best)) best = found;
  }
  return best;
}

/** Reached only through a matched place above it (the harbours of a matched town, say). */
const inherited = 3;
const typeRank: Record<TPlace['type'], number> = {
  destination: 0,
  harbour: 1,
  province: 2,
  region: 3,
};

function centre(rows: TPlaceRow[]): { lat: number; lon: number } {
  const lat = rows.reduce((sum, r) => sum + r.lat, 0) / rows.length;
  const lon = rows.reduce((sum, r) => sum + r.lon, 0) / rows.length;
  return { lat: Math.round(lat * 1e4) / 1e4, lon: Math.round(lon * 1e4) / 1e4 };
}

/**
 * The places a typed text may mean, best first: destinations (towns, islands), harbours,
 * provinces and regions whose name matches it the way the search's `place` filter does (accents
 * and case ignored, a small typo forgiven, see `textMatchesName`), then the towns and harbours
 * inside a matched place. An empty text lists destinations with their harbours.
 */
export function suggestPlaces(rows: TPlaceRow[], query: string, limit: number): TPlace[] {
  const q = normalizePlace(query);
  // punctuation alone names nothing
  if (!q && query.trim()) return [];
  const candidates = new Map<string, { place: TPlace; score: number; order: number }>();
  const add = (place: TPlace, score: number | null) => {
    if (score === null) return;
    const key = `${place.type}:${place.slug}`;
    const current = candidates.get(key);
    if (!current) candidates.set(key, { place, score, order: candidates.size });
    else if (score < current.score) current.score = score;
  };
  const score = (names: string[]) => (q ? matchScore(q, names) : null);
  // the name in the language the text was typed in (`balearic` reads Balearic Islands)
  const matchedName = (es: string, en: string) =>
    q && (matchScore(q, [en]) ?? inherited) < (matchScore(q, [es]) ?? inherited) ? en : es;
  const regionScore = new Map<string, number | null>();
  const provinceScore = new Map<string, number | null>();
  for (const row of rows) {
    const region = { es: row.regionEs, en: row.regionEn };
    if (!regionScore.has(row.regionSlug))
      regionScore.set(row.regionSlug, score([row.regionEs, row.regionEn]));
    if (!provinceScore.has(row.provinceSlug)) {
      // a province named like its region (Illes Balears) is the region already
      const sameAsRegion = normalizePlace(row.provinceEs) === normalizePlace(row.regionEs);
      provinceScore.set(
        row.provinceSlug,
        sameAsRegion ? null : score([row.provinceEs, row.provinceEn]),
      );
    }
    const above = [regionScore.get(row.regionSlug), provinceScore.get(row.provinceSlug)].some(
      (s) => s != null,
    );
    const own = score([row.destinationName]);
    const destinationScore = !q ? inherited : (own ?? (above ? inherited : null));
    add(
      {
        type: 'destination',
        slug: row.destinationSlug,
        name: row.destinationName,
        destination: row.destinationSlug,
        destinationName: row.destinationName,
        region,
        lat: row.destinationLat,
        lon: row.destinationLon,
      },
      destinationScore,
    );
    add(
      {
        type: 'harbour',
        slug: row.harbourSlug,
        name: row.harbourName,
        destination: row.destinationSlug,
        destinationName: row.destinationName,
        region,
        lat: row.lat,
        lon: row.lon,
      },
      score([row.harbourName]) ?? (destinationScore === null ? null : inherited),
    );
  }
  for (const [slug, s] of provinceScore) {
    const within = rows.filter((r) => r.provinceSlug === slug);
    const first = within[0]!;
    const region = { es: first.regionEs, en: first.regionEn };
    add(
      {
        type: 'province',
        slug,
        name: matchedName(first.provinceEs, first.provinceEn),
        destination: '',
        destinationName: '',
        region,
        ...centre(within),
      },
      s,
    );
  }
  for (const [slug, s] of regionScore) {
    const within = rows.filter((r) => r.regionSlug === slug);
    const first = within[0]!;
    const region = { es: first.regionEs, en: first.regionEn };
    add(
      {
        type: 'region',
        slug,
        name: matchedName(first.regionEs, first.regionEn),
        destination: '',
        destinationName: '',
        region,
        ...centre(within),
      },
      s,
    );
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        a.score - b.score ||
        (a.score < inherited ? typeRank[a.place.type] - typeRank[b.place.type] : 0) ||
        a.order - b.order,
    )
    .slice(0, limit)
    .map((c) => c.place);
}
