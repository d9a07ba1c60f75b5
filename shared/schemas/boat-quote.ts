import { z } from 'zod';
import { addDays, fromQueryDate } from '../dates';
import type { TFieldError } from '../errors';
import type { TMessage } from '../i18n';
import {
  dayCountBetween,
  offersHalfDayOn,
  type TPricingBoat,
  type TQuoteRequest,
} from '../pricing';

/** Longest stretch one availability call covers, and one quote may span. */
export const maxAvailabilityDays = 400;
export const maxQuoteDays = 60;
/** How far ahead a rental may start. */
export const maxDaysAhead = 730;

/** A `DD-MM-YYYY` query-string date (the format of `boatsFiltersData`), read as `YYYY-MM-DD`. */
export const ZQueryDate = z.string().transform((value, ctx) => {
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(value) ? fromQueryDate(value) : null;
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: 'invalidDate' });
    return z.NEVER;
  }
  return iso;
});

export const ZAvailabilityQuery = z.object({
  from: ZQueryDate.optional(),
  to: ZQueryDate.optional(),
});

/** `GET /boat/{id}/quote`: the shape of the request; checkQuoteRequest checks it against the boat. */
export const ZQuoteQuery = z.object({
  start_date: ZQueryDate,
  end_date: ZQueryDate.optional(),
  duration: z.enum(['day', 'half_day', 'days']).default('day'),
  slot: z.enum(['morning', 'afternoon']).optional(),
  skipper: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  people: z.coerce.number().int().min(1).max(500).optional(),
});
export type TQuoteQuery = z.output<typeof ZQuoteQuery>;

/** What a quote request is checked against. */
export type TQuoteRules = Pick<TPricingBoat, 'prices' | 'seasonRanges' | 'skipper'> & {
  minDays: number;
  numberOfPlaces: number;
};

const messages = {
  past: { es: 'Esa fecha ya ha pasado.', en: 'That date has already passed.' },
  tooFar: {
    es: 'Se puede reservar como mucho con dos años de antelación.',
    en: 'Rentals open up to two years ahead.',
  },
  endRequired: { es: 'Elige la fecha de vuelta.', en: 'Choose the return date.' },
  endBeforeStart: {
    es: 'La vuelta debe ser el día de salida o después.',
    en: 'The return must be on or after the departure date.',
  },
  sameDay: {
    es: 'Un día o medio día empieza y acaba la misma fecha.',
    en: 'A day or half day starts and ends on the same date.',
  },
  noHalfDay: {
    es: 'Este barco no se alquila por medio día esa fecha.',
    en: 'This boat does not rent half days on that date.',
  },
  slotRequired: { es: 'Elige mañana o tarde.', en: 'Choose morning or afternoon.' },
  slotOnlyHalfDay: {
    es: 'La franja solo se elige con medio día.',
    en: 'A slot goes only with a half day.',
  },
  noSkipper: {
    es: 'Este barco se alquila sin patrón.',
    en: 'This boat is rented without a skipper.',
  },
} satisfies Record<string, TMessage>;

const tooLong = (): TMessage => ({
  es: `Como máximo ${maxQuoteDays} días.`,
  en: `At most ${maxQuoteDays} days.`,
});
const belowMinDays = (days: number): TMessage => ({
  es: `Este barco se alquila como mínimo ${days} días.`,
  en: `This boat rents for at least ${days} days.`,
});
const overCapacity = (places: number): TMessage => ({
  es: `Como máximo ${places} personas.`,
  en: `At most ${places} people.`,
});

/**
 * Checks a quote (or booking) request against the boat's rules and today's date in Madrid.
 * Gives the request to price, or every wrong field with a message in both languages.
 */
export function checkQuoteRequest(
  query: TQuoteQuery,
  boat: TQuoteRules,
  today: string,
): { request: TQuoteRequest; errors: [] } | { request: null; errors: TFieldError[] } {
  const errors: TFieldError[] = [];
  const fail = (field: string, message: TMessage) => errors.push({ field, message });
  const { start_date: start, duration } = query;
  const end = query.end_date ?? (duration === 'days' ? null : start);

  if (start < today) fail('start_date', messages.past);
  else if (start > addDays(today, maxDaysAhead)) fail('start_date', messages.tooFar);

  if (end === null) fail('end_date', messages.endRequired);
  else if (duration !== 'days' && end !== start) fail('end_date', messages.sameDay);
  else if (end < start) fail('end_date', messages.endBeforeStart);
  else if (dayCountBetween(start, end) > maxQuoteDays) fail('end_date', tooLong());
  else if (duration === 'days' && dayCountBetween(start, end) < boat.minDays)
    fail('end_date', belowMinDays(boat.minDays));

  if (duration !== 'days' && boat.minDays > 1) fail('duration', belowMinDays(boat.minDays));
  else if (duration === 'half_day' && !offersHalfDayOn(boat, start))
    fail('duration', messages.noHalfDay);

  if (duration === 'half_day' && !query.slot) fail('slot', messages.slotRequired);
  if (duration !== 'half_day' && query.slot) fail('slot', messages.slotOnlyHalfDay);

  if (query.skipper && boat.skipper === 'none') fail('skipper', messages.noSkipper);
  if (query.people !== undefined && query.people > boat.numberOfPlaces)
    fail('people', overCapacity(boat.numberOfPlaces));

  if (errors.length > 0) return { request: null, errors };
  return {
    request: {
      startDate: start,
      endDate: end ?? start,
      duration,
      slot: duration === 'half_day' ? (query.slot ?? null) : null,
      skipper: boat.skipper === 'mandatory' || query.skipper,
    },
    errors: [],
  };
}
