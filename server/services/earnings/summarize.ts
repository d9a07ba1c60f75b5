import type { TEarningsTotals } from '../../../shared/schemas/earnings';

/** One succeeded ledger row of an owner's booking, dated in Madrid. */
export type TEarningsRow = {
  bookingId: string;
  kind: 'charge' | 'refund' | 'commission' | 'payout';
  amountCents: number;
  feeCents: number;
  /** `YYYY-MM` */
  month: string;
  /** `YYYY-MM-DD` */
  day: string;
};

export function zeroTotals(): TEarningsTotals {
  return {
    grossCents: 0,
    cardFeeCents: 0,
    refundCents: 0,
    commissionCents: 0,
    netCents: 0,
    pendingCents: 0,
  };
}

/**
 * Adds ledger rows up (integer cents, no rounding): a charge is rental money plus its card fee, a
 * refund gives back rental money plus its share of the fee, commission and payout settle the
 * rental money kept. So gross − refunds − commission − net = the rental money not yet settled.
 */
export function sumRows(rows: readonly TEarningsRow[]): TEarningsTotals {
  const totals = zeroTotals();
  for (const row of rows) {
    if (row.kind === 'charge') {
      totals.grossCents += row.amountCents - row.feeCents;
      totals.cardFeeCents += row.feeCents;
    } else if (row.kind === 'refund') {
      totals.refundCents += row.amountCents - row.feeCents;
      totals.cardFeeCents -= row.feeCents;
    } else if (row.kind === 'commission') totals.commissionCents += row.amountCents;
    else totals.netCents += row.amountCents;
  }
  totals.pendingCents =
    totals.grossCents - totals.refundCents - totals.commissionCents - totals.netCents;
  return totals;
}

/** Every `YYYY-MM` from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to) break;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The rows by month of the period (zeros included) and by booking. */
export function groupRows(rows: readonly TEarningsRow[], from: string, to: string) {
  const byMonth = new Map<string, TEarningsRow[]>();
  const byBooking = new Map<string, TEarningsRow[]>();
  for (const row of rows) {
    byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  }
  return {
    months: monthsBetween(from, to).map((month) => ({
      month,
      ...sumRows(byMonth.get(month) ?? []),
    })),
    bookings: [...byBooking].map(([bookingId, own]) => ({
      bookingId,
      lastMovementOn: own.reduce((last, r) => (r.day > last ? r.day : last), ''),
      ...sumRows(own),
    })),
  };
}
