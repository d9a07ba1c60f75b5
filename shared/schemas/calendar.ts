import { z } from 'zod';
import type { TFieldError } from '../errors';
import { dayCountBetween } from '../pricing';
import { todayInMadrid } from '../dates';
import type { TValidationMessageKey } from '../validation-messages';
import { ZBoatForm, ZBoatPriceStep } from './boat-form';

/**
 * The back office's calendar (docs/decisions/0030-backoffice-calendar.md): the window read by
 * `GET /backoffice/calendar`, a blocked period, and the prices and seasons edited in place. The
 * prices and seasons are the add-boat wizard's own fields and rules (boat-form.ts).
 */
const m = (key: TValidationMessageKey) => ({ message: key });
const ZIsoDate = z.iso.date(m('invalidDate'));

/** The longest window one calendar read covers, and the longest block. */
export const maxCalendarDays = 400;
export const maxBlockDays = 366;

export const ZCalendarQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    boatId: z.uuid(m('invalidUuid')).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .superRefine((v, ctx) => {
    const valid = ZIsoDate.safeParse(v.from).success && ZIsoDate.safeParse(v.to).success;
    if (valid && v.to < v.from)
      ctx.addIssue({ code: 'custom', ...m('seasonsOrder'), path: ['to'] });
  });
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

/** A half day when start and end are the same day and a slot is given; else whole days. */
export const ZBlockRequest = z
  .object({
    start_date: ZIsoDate,
    end_date: ZIsoDate,
    slot: z.enum(['morning', 'afternoon']).nullish(),
    note: z.string().trim().max(200).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!ZIsoDate.safeParse(v.start_date).success || !ZIsoDate.safeParse(v.end_date).success)
      return;
    if (v.start_date < todayInMadrid())
      ctx.addIssue({ code: 'custom', ...m('dateInPast'), path: ['start_date'] });
    if (v.end_date < v.start_date)
      ctx.addIssue({ code: 'custom', ...m('seasonsOrder'), path: ['end_date'] });
  });
export type TBlockRequest = z.infer<typeof ZBlockRequest>;

/** The rules of a window or a block the validation messages have no words for (null: fine). */
export function calendarWindowError(from: string, to: string): TFieldError | null {
  if (to < from || dayCountBetween(from, to) <= maxCalendarDays) return null;
  return {
    field: 'to',
    message: {
      es: `Como máximo ${maxCalendarDays} días por consulta.`,
      en: `At most ${maxCalendarDays} days per request.`,
    },
  };
}

export function blockRangeError(block: TBlockRequest): TFieldError | null {
  if (block.slot && block.end_date !== block.start_date)
    return {
      field: 'slot',
      message: {
        es: 'Solo se bloquea medio día en un único día: la fecha final debe ser la inicial.',
        en: 'Only a single day can be blocked by halves: the end date must be the start date.',
      },
    };
  if (dayCountBetween(block.start_date, block.end_date) > maxBlockDays)
    return {
      field: 'end_date',
      message: {
        es: `Bloquea como máximo ${maxBlockDays} días de una vez.`,
        en: `Block at most ${maxBlockDays} days at once.`,
      },
    };
  return null;
}

/** Day and half-day prices per season and the skipper's day, `XXXX.YY` euros. */
export const ZPricesRequest = z.object({
  prices: ZBoatForm.shape.prices,
  skipper_price: ZBoatForm.shape.skipper_price,
});
export type TPricesRequest = z.infer<typeof ZPricesRequest>;
export type TPricesInput = z.input<typeof ZPricesRequest>;

/** Prices that pass any rule, so that only the season ranges' rules speak. */
const anyPrices = { high: { day: '1' }, mid: { day: '1' }, low: { day: '1' } };

/** The boat's own season ranges (empty: the default calendar), ordered and not overlapping. */
export const ZSeasonsRequest = z
  .object({ seasons: ZBoatForm.shape.seasons })
  .superRefine(({ seasons }, ctx) => {
    // the wizard's price step holds the rules of the ranges: run them on these ranges alone
    const result = ZBoatPriceStep.safeParse({ prices: anyPrices, seasons });
    if (result.success) return;
    for (const issue of result.error.issues)
      if (issue.code === 'custom') ctx.addIssue({ ...issue, code: 'custom' });
  });
export type TSeasonsRequest = z.infer<typeof ZSeasonsRequest>;

const ZSeason = z.enum(['high', 'mid', 'low']);
const ZSlot = z.enum(['morning', 'afternoon']);
const ZSeasonPrice = z.object({ dayCents: z.number(), halfDayCents: z.number().nullable() });

export const ZBoatPrices = z.object({
  high: ZSeasonPrice,
  mid: ZSeasonPrice,
  low: ZSeasonPrice,
  skipperPriceCents: z.number(),
});
export type TBoatPrices = z.infer<typeof ZBoatPrices>;

export const ZSeasonRangeOut = z.object({
  start_date: z.string(),
  end_date: z.string(),
  season: ZSeason,
});
export type TSeasonRangeOut = z.infer<typeof ZSeasonRangeOut>;

/** A blocked period; imported ones (iCal) carry their import and go only with it. */
export const ZCalendarBlock = z.object({
  id: z.uuid(),
  start_date: z.string(),
  end_date: z.string(),
  slot: ZSlot.nullable(),
  note: z.string().nullable(),
  importId: z.uuid().nullable(),
  importName: z.string().nullable(),
});
export type TCalendarBlock = z.infer<typeof ZCalendarBlock>;

export const ZCalendarBooking = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'accepted', 'enjoyed']),
  start_date: z.string(),
  end_date: z.string(),
  duration: z.enum(['day', 'half_day', 'days']),
  slot: ZSlot.nullable(),
  clientFirstName: z.string(),
  people: z.number(),
  totalCents: z.number(),
  /** until when the owner may answer a pending request (ISO 8601) */
  respondBy: z.string(),
});
export type TCalendarBooking = z.infer<typeof ZCalendarBooking>;

export const ZCalendarGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(['open', 'complete', 'requested', 'confirmed', 'sailed']),
  date: z.string(),
  seatsTaken: z.number(),
  numberOfPeople: z.number(),
  /** the group's reservation request to the owner, when it has one */
  bookingId: z.uuid().nullable(),
});
export type TCalendarGroup = z.infer<typeof ZCalendarGroup>;

export const ZCalendarBoat = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  status: z.string(),
  coverPictureId: z.uuid().nullable(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  skipper: z.enum(['none', 'optional', 'mandatory']),
  prices: ZBoatPrices,
  seasons: z.array(ZSeasonRangeOut),
  bookings: z.array(ZCalendarBooking),
  groups: z.array(ZCalendarGroup),
  blocks: z.array(ZCalendarBlock),
});
export type TCalendarBoat = z.infer<typeof ZCalendarBoat>;

export const ZCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  boats: z.array(ZCalendarBoat),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TCalendarResponse = z.infer<typeof ZCalendarResponse>;
