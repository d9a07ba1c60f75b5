import { z } from 'zod';
import { groupStatuses } from '../groups';
import { bookingStatuses } from './booking';

/** A calendar month, `YYYY-MM`. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
// the years the earnings statement accepts too: before 2000 the month arithmetic fails (a 500)
const ZMonth = z
  .string()
  .regex(monthPattern)
  .refine((month) => month >= '2000-01' && month <= '2100-12', '2000-01 to 2100-12');

/** The longest period the figures cover at once. */
export const maxFigureMonths = 36;

export { bookingStatuses, groupStatuses };

/** `GET /backoffice/admin/figures?from=YYYY-MM&to=YYYY-MM`: both months included. */
export const ZFiguresQuery = z.object({ from: ZMonth.optional(), to: ZMonth.optional() });
export type TFiguresQuery = z.infer<typeof ZFiguresQuery>;

const ZFigures = z.object({
  /** requests made in the period, by their status now */
  bookings: z.record(z.enum(bookingStatuses), z.number().int()),
  /** groups created in the period, by their status now */
  groups: z.record(z.enum(groupStatuses), z.number().int()),
  /** succeeded charges (card fees included) minus refunds, in cents, by the ledger's dates */
  grossVolumeCents: z.number().int(),
  /** the platform's commission rows of the ledger, in cents */
  commissionCents: z.number().int(),
  /** owners' decisions made in the period: accepted, and accepted or rejected by the owner */
  accepted: z.number().int(),
  answered: z.number().int(),
  /** accepted ÷ answered, 0–1; null without answers */
  acceptanceRate: z.number().nullable(),
  /** the median hours from a request to the owner's decision; null without answers */
  medianResponseHours: z.number().nullable(),
});
export type TFigures = z.infer<typeof ZFigures>;

export const ZPlatformFigures = z.object({
  from: ZMonth,
  to: ZMonth,
  /** every month of the period, oldest first, including months with nothing */
  months: z.array(ZFigures.extend({ month: ZMonth })),
  /** the whole period (the median of all the answers, not of the months') */
  totals: ZFigures,
});
export type TPlatformFigures = z.infer<typeof ZPlatformFigures>;
export type TMonthFigures = TPlatformFigures['months'][number];

/** `YYYY-MM` plus `count` months (negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
