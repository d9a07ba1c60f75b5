import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import { bookings, groups, ledgerEntries } from '../../../db/schema';
import { addMonths } from '../../../shared/schemas/admin-figures';

/** The start of a month in Madrid, as an instant. */
const monthStart = (month: string) =>
  sql`(${`${month}-01`}::timestamp at time zone 'Europe/Madrid')`;

/** An instant's month in Madrid, `YYYY-MM`. */
const monthOf = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'Europe/Madrid', 'YYYY-MM')`;

export type TPeriod = { from: string; to: string };

const within = (column: AnyPgColumn, period: TPeriod) =>
  and(gte(column, monthStart(period.from)), lt(column, monthStart(addMonths(period.to, 1))));

/** Requests made in the period, by month and their status now. */
export function bookingCounts(db: TDbOrTx, period: TPeriod) {
  const month = monthOf(bookings.createdAt);
  return db
    .select({ month, status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(within(bookings.createdAt, period))
    .groupBy(month, bookings.status);
}

/** Groups created in the period, by month and their status now. */
export function groupCounts(db: TDbOrTx, period: TPeriod) {
  const month = monthOf(groups.createdAt);
  return db
    .select({ month, status: groups.status, count: sql<number>`count(*)::int` })
    .from(groups)
    .where(within(groups.createdAt, period))
    .groupBy(month, groups.status);
}

/** The ledger's money by month: charges minus refunds, and commission (succeeded rows only). */
export function ledgerMoney(db: TDbOrTx, period: TPeriod) {
  const month = monthOf(ledgerEntries.createdAt);
  const sum = (kind: string) =>
    sql`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = ${kind}), 0)`;
  return db
    .select({
      month,
      gross: sql<number>`(${sum('charge')} - ${sum('refund')})::int`,
      commission: sql<number>`${sum('commission')}::int`,
    })
    .from(ledgerEntries)
    .where(and(within(ledgerEntries.createdAt, period), sql`${ledgerEntries.status} = 'succeeded'`))
    .groupBy(month);
}

// the owner's own decisions: an acceptance (the booking may since be enjoyed or canceled) or a
// rejection; a request closed because another booking took its dates is nobody's answer
const accepted = sql`(${bookings.status} in ('accepted', 'enjoyed') or (${bookings.status} = 'canceled' and ${bookings.decidedAt} is not null))`;
const answered = sql`(${accepted} or (${bookings.status} = 'rejected' and ${bookings.rejectReason} = 'owner'))`;
const hours = sql`extract(epoch from ${bookings.decidedAt} - ${bookings.createdAt}) / 3600`;

/**
 * Owners' decisions made in the period (by `decided_at`): answered, accepted and the median
 * hours to decide, by month (`byMonth`) or over the whole period.
 */
export function decisions(db: TDbOrTx, period: TPeriod, byMonth: boolean) {
  const month = monthOf(bookings.decidedAt);
  const query = db
    .select({
      month: byMonth ? month : sql<string>`''`,
      answered: sql<number>`(count(*) filter (where ${answered}))::int`,
      accepted: sql<number>`(count(*) filter (where ${accepted}))::int`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${hours}) filter (where ${answered})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(bookings)
    .where(within(bookings.decidedAt, period));
  return byMonth ? query.groupBy(month) : query;
}
