import { z } from 'zod';
import { addDays, fromQueryDate, todayInMadrid } from '../dates';
import {
  defaultPageSize,
  effectiveDuration,
  maxPageSize,
  maxStayDays,
  parseLengthRange,
  searchDurations,
  searchSorts,
  type TBoatSearchFilters,
} from '../search';
import type { TValidationMessageKey } from '../validation-messages';

const m = (key: TValidationMessageKey) => ({ message: key });

/** A GET form sends empty fields as `name=`: they mean "no filter", not a bad value. */
const blank = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(60)
  .regex(/^[a-z0-9-]+$/);
const count = (max: number) => z.coerce.number().int().min(1).max(max);
const euros = z.coerce.number().int().min(0).max(100_000);
const queryDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const iso = fromQueryDate(value);
    if (!iso) ctx.addIssue({ code: 'custom', ...m('invalidDate') });
    return iso ?? '';
  });

/** `boat_type=sailboat,catamaran` or `boat_type=sailboat&boat_type=catamaran` (a GET form). */
const slugList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const slugs = (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (slugs.length > 10 || slugs.some((s) => !/^[a-z0-9-]{1,60}$/.test(s)))
    ctx.addIssue({ code: 'custom', message: 'invalid' });
  return slugs;
});

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The query of GET /api/boat: the spec's `boatsFiltersData` names, dates as DD-MM-YYYY (or
 * YYYY-MM-DD, what a date input sends), plus `plan`, price range per day, `sort` and paging.
 */
export const ZBoatSearchQuery = z
  .object({
    place: optional(z.string().trim().max(80)),
    boat_type: optional(slugList),
    plan: optional(slug),
    start_date: optional(queryDate),
    end_date: optional(queryDate),
    duration: optional(z.enum(searchDurations)),
    number_of_people: optional(count(300)),
    sleep_places: optional(count(100)),
    length: optional(
      z
        .string()
        .trim()
        .refine((value) => parseLengthRange(value) !== null),
    ),
    skipper: optional(z.enum(['with', 'without', 'true', 'false'])),
    isAcuaticToy: optional(booleanText),
    min_price: optional(euros),
    max_price: optional(euros),
    sort: optional(z.enum(searchSorts)),
    page: optional(z.coerce.number().int().min(1).max(1000)),
    pageSize: optional(z.coerce.number().int().min(1).max(maxPageSize)),
  })
  .superRefine((query, ctx) => {
    const issue = (path: string, key: TValidationMessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], ...m(key) });
    const today = todayInMadrid();
    if (query.start_date && query.start_date < today) issue('start_date', 'dateInPast');
    if (query.end_date && !query.start_date) issue('start_date', 'required');
    if (query.start_date && query.end_date) {
      if (query.end_date < query.start_date) issue('end_date', 'seasonsOrder');
      else if (query.end_date > addDays(query.start_date, maxStayDays - 1))
        issue('end_date', 'stayTooLong');
    }
    if (
      query.min_price !== undefined &&
      query.max_price !== undefined &&
      query.min_price > query.max_price
    )
      issue('max_price', 'priceRangeOrder');
  });

export type TBoatSearchQuery = z.infer<typeof ZBoatSearchQuery>;

/** The parsed query as the search service takes it. */
export function toSearchFilters(query: TBoatSearchQuery): TBoatSearchFilters {
  const length = query.length ? parseLengthRange(query.length) : null;
  const skipper =
    query.skipper === 'with' || query.skipper === 'true'
      ? 'with'
      : query.skipper === 'without' || query.skipper === 'false'
        ? 'without'
        : undefined;
  const duration = query.start_date
    ? effectiveDuration({
        startDate: query.start_date,
        endDate: query.end_date,
        duration: query.duration,
      })
    : query.duration;
  return {
    place: query.place || undefined,
    boatTypes: query.boat_type ?? [],
    plan: query.plan,
    startDate: query.start_date,
    endDate:
      query.start_date && duration === 'days'
        ? (query.end_date ?? query.start_date)
        : query.start_date,
    duration,
    people: query.number_of_people,
    sleepPlaces: query.sleep_places,
    lengthMin: length?.min,
    lengthMax: length?.max,
    skipper,
    aquaticToy: query.isAcuaticToy,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    sort: query.sort ?? 'relevance',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? defaultPageSize,
  };
}
