import type { TDbOrTx } from '../../../db/client';
import {
  bookingStatuses,
  groupStatuses,
  monthsBetween,
  type TFigures,
  type TFiguresQuery,
  type TPlatformFigures,
} from '../../../shared/schemas/admin-figures';
import { requireAdmin } from '../boat-review/require-admin';
import type { TActor } from '../booking/deps';
import { figurePeriod } from './figure-period';
import { bookingCounts, decisions, groupCounts, ledgerMoney } from './figure-queries';

const zeros = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;

function emptyFigures(): TFigures {
  return {
    bookings: zeros(bookingStatuses),
    groups: zeros(groupStatuses),
    grossVolumeCents: 0,
    commissionCents: 0,
    accepted: 0,
    answered: 0,
    acceptanceRate: null,
    medianResponseHours: null,
  };
}

type TDecision = { answered: number; accepted: number; medianHours: number | null };

function withDecisions(figures: TFigures, decision: TDecision | undefined): void {
  if (!decision) return;
  figures.answered = decision.answered;
  figures.accepted = decision.accepted;
  figures.acceptanceRate = decision.answered ? decision.accepted / decision.answered : null;
  figures.medianResponseHours =
    decision.medianHours === null ? null : Math.round(decision.medianHours * 10) / 10;
}

/**
 * The platform's figures by month (admin only, issue 8): requests and groups by status, gross
 * volume and commission from the ledger, acceptance rate and median owner response time.
 * Months are Madrid's; each figure counts by its own date (created, charged, decided).
 */
export async function getPlatformFigures(
  db: TDbOrTx,
  actor: TActor,
  query: TFiguresQuery,
): Promise<TPlatformFigures> {
  requireAdmin(actor);
  const period = figurePeriod(query);
  const [bookingRows, groupRows, moneyRows, monthDecisions, [periodDecision]] = await Promise.all([
    bookingCounts(db, period),
    groupCounts(db, period),
    ledgerMoney(db, period),
    decisions(db, period, true),
    decisions(db, period, false),
  ]);
  const months = new Map(monthsBetween(period.from, period.to).map((m) => [m, emptyFigures()]));
  const totals = emptyFigures();
  for (const row of bookingRows) {
    months.get(row.month)!.bookings[row.status] += row.count;
    totals.bookings[row.status] += row.count;
  }
  for (const row of groupRows) {
    months.get(row.month)!.groups[row.status] += row.count;
    totals.groups[row.status] += row.count;
  }
  for (const row of moneyRows) {
    const figures = months.get(row.month)!;
    figures.grossVolumeCents = row.gross;
    figures.commissionCents = row.commission;
    totals.grossVolumeCents += row.gross;
    totals.commissionCents += row.commission;
  }
  for (const row of monthDecisions) withDecisions(months.get(row.month)!, row);
  withDecisions(totals, periodDecision);
  return {
    ...period,
    months: [...months].map(([month, figures]) => ({ month, ...figures })),
    totals,
  };
}
