import { addDays } from './dates';

/**
 * Refunds when the client cancels (PRODUCT.md §3, docs/decisions/0013): each stage refunds
 * `refundPercent` of what the client has paid until `daysBefore` days before the departure time;
 * after the last stage nothing is refunded. The rest due at check-in is never charged once a
 * booking is cancelled. An owner's cancellation always refunds everything.
 */
export type TCancelationConditions = 'flexible' | 'moderate' | 'strict';
export type TRefundStage = { daysBefore: number; refundPercent: number };

export const cancellationStages: Record<TCancelationConditions, TRefundStage[]> = {
  flexible: [{ daysBefore: 1, refundPercent: 100 }],
  moderate: [
    { daysBefore: 7, refundPercent: 100 },
    { daysBefore: 0, refundPercent: 50 },
  ],
  strict: [{ daysBefore: 14, refundPercent: 50 }],
};

/** The stages for one departure: until when (local `YYYY-MM-DD` and `HH:MM`) each refund holds. */
export function refundDeadlines(
  conditions: TCancelationConditions,
  startDate: string,
  departureTime: string,
): { date: string; time: string; refundPercent: number }[] {
  return cancellationStages[conditions].map((stage) => ({
    date: addDays(startDate, -stage.daysBefore),
    time: departureTime.slice(0, 5),
    refundPercent: stage.refundPercent,
  }));
}

/** The percent of the amount paid refunded when the client cancels at a local time. */
export function refundPercentAt(
  conditions: TCancelationConditions,
  startDate: string,
  departureTime: string,
  /** local `YYYY-MM-DD HH:MM` */
  at: string,
): number {
  const stage = refundDeadlines(conditions, startDate, departureTime).find(
    (s) => at < `${s.date} ${s.time}`,
  );
  return stage?.refundPercent ?? 0;
}
