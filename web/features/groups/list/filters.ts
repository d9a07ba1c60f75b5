import { fromQueryDate, toQueryDate } from '../../../../shared/dates';
import type { TGroupOptions } from '../../../../shared/schemas/group';
import type { TLang } from '../../../../shared/i18n';

/** The groups list's filters as the page shows them (the URL's, read leniently). */
export type TGroupFilters = {
  /** `YYYY-MM-DD` */
  date: string | null;
  place: string | null;
  plan: string | null;
  /** `XXXX.YY` euros */
  maxPrice: string | null;
  places: number | null;
};

const slug = (value: string | null) => (value && /^[a-z0-9-]{1,80}$/.test(value) ? value : null);

/** The filters of a URL query (ZGroupListQuery's names); bad values read as no filter. */
export function filtersFromQuery(query: URLSearchParams): TGroupFilters {
  const date = query.get('date');
  const maxPrice = query.get('max_price');
  const places = Number(query.get('places'));
  return {
    date: date ? fromQueryDate(date) : null,
    place: slug(query.get('place')),
    plan: slug(query.get('plan')),
    maxPrice: maxPrice && /^\d{1,4}(\.\d{1,2})?$/.test(maxPrice) ? maxPrice : null,
    places: Number.isInteger(places) && places >= 1 && places <= 50 ? places : null,
  };
}

/** The URL query of filters and a page (page 1 left out). */
export function groupsQuery(filters: TGroupFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.date) query.set('date', toQueryDate(filters.date));
  if (filters.place) query.set('place', filters.place);
  if (filters.plan) query.set('plan', filters.plan);
  if (filters.maxPrice) query.set('max_price', filters.maxPrice);
  if (filters.places) query.set('places', String(filters.places));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function countFilters(filters: TGroupFilters): number {
  return Object.values(filters).filter((value) => value !== null).length;
}

export type TPlaceChoice = { label: string; options: { slug: string; name: string }[] };

/**
 * The place filter's choices: one group per region, the region itself first ("All of …"),
 * then its provinces and harbours.
 */
export function placeChoices(
  options: Pick<TGroupOptions, 'regions' | 'provinces' | 'harbours'>,
  lang: TLang,
  allOf: (name: string) => string,
): TPlaceChoice[] {
  return options.regions.map((region) => {
    const provinces = options.provinces.filter((p) => p.region === region.slug);
    const harbours = options.harbours
      .filter((h) => provinces.some((p) => p.slug === h.province))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    return {
      label: region.name[lang],
      options: [
        { slug: region.slug, name: allOf(region.name[lang]) },
        ...(provinces.length > 1
          ? provinces.map((p) => ({ slug: p.slug, name: allOf(p.name[lang]) }))
          : []),
        ...harbours.map((h) => ({ slug: h.slug, name: `${h.name} · ${h.destinationName}` })),
      ],
    };
  });
}
