import { z } from 'zod';

/**
 * The shipowner's earnings statement (docs/decisions/0032-earnings-and-fleet.md): every amount in
 * integer cents, derived from the succeeded ledger rows of the owner's bookings, each row counted
 * in the Madrid month it was written.
 */
// the years `year` accepts: a statement never spans more than these 1,212 months
const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')
  .refine((month) => month >= '2000-01' && month <= '2100-12', '2000-01 to 2100-12');

export const ZEarningsQuery = z
  .object({
    /** a calendar year; the default is the current one (Madrid) */
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    /** or a range of months, both included */
    from: ZMonth.optional(),
    to: ZMonth.optional(),
    /** admins only: one owner's statement (without it, an admin sees every owner's) */
    ownerId: z.uuid().optional(),
    /** the CSV's header language (else `Accept-Language`) */
    lang: z.enum(['es', 'en']).optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    path: ['to'],
    message: 'from and to go together',
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { path: ['to'], message: 'to < from' })
  .refine((q) => !(q.from && q.year !== undefined), {
    path: ['year'],
    message: 'year or from/to',
  });
export type TEarningsQuery = z.infer<typeof ZEarningsQuery>;

/** The figures of a line, a month or a whole period. */
export const ZEarningsTotals = z.object({
  /** what clients paid for the rental, card fees left out */
  grossCents: z.number(),
  /** card fees charged (net of the fees refunded): Marea's, never the owner's */
  cardFeeCents: z.number(),
  /** rental money given back to clients (card fees left out) */
  refundCents: z.number(),
  /** Marea's 20 % of the rental money kept, written when the booking settles */
  commissionCents: z.number(),
  /** what the owner is owed: the payout rows */
  netCents: z.number(),
  /** rental money collected and not yet settled (e.g. a first payment before the check-in) */
  pendingCents: z.number(),
});
export type TEarningsTotals = z.infer<typeof ZEarningsTotals>;

export const ZEarningsLine = ZEarningsTotals.extend({
  bookingId: z.uuid(),
  status: z.enum(['pending', 'accepted', 'rejected', 'expired', 'canceled', 'enjoyed']),
  startDate: z.string(),
  endDate: z.string(),
  checkedIn: z.boolean(),
  boat: z.object({ id: z.uuid(), name: z.string() }),
  /** the client's first name only */
  clientName: z.string(),
  /** a group sail's booking */
  group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** the Madrid date of the line's last ledger row in the period */
  lastMovementOn: z.string(),
});
export type TEarningsLine = z.infer<typeof ZEarningsLine>;

export const ZEarnings = z.object({
  period: z.object({ from: ZMonth, to: ZMonth }),
  ownerId: z.uuid().nullable(),
  totals: ZEarningsTotals,
  /** every month of the period, oldest first, zeros included */
  months: z.array(ZEarningsTotals.extend({ month: ZMonth })),
  /** the current Madrid month, whatever the period */
  currentMonth: ZEarningsTotals.extend({ month: ZMonth }),
  /** bookings with money in the period, newest movement first */
  lines: z.array(ZEarningsLine),
  /** where the payouts go: the owner's IBAN, masked (null for an admin's all-owners view) */
  payoutAccount: z.object({ ibanMasked: z.string().nullable() }).nullable(),
});
export type TEarnings = z.infer<typeof ZEarnings>;
