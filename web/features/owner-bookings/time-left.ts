/** Below this, the time left to answer a request is shown as urgent (red). */
export const urgentMs = 2 * 60 * 60 * 1000;

export type TTimeLeft =
  | { kind: 'over' }
  | { kind: 'minutes'; minutes: number; urgent: boolean }
  | { kind: 'hours'; hours: number; minutes: number; urgent: boolean }
  | { kind: 'days'; days: number; hours: number; urgent: false };

/**
 * How long the owner still has to answer a request due at `respondBy` (ISO 8601), in whole
 * units rounded down, so the text never promises more time than there is. Under a minute reads
 * as one minute until the deadline itself passes.
 */
export function timeLeft(respondBy: string, now: number): TTimeLeft {
  const ms = Date.parse(respondBy) - now;
  if (!(ms > 0)) return { kind: 'over' };
  const urgent = ms < urgentMs;
  const totalMinutes = Math.max(1, Math.floor(ms / 60_000));
  if (totalMinutes < 60) return { kind: 'minutes', minutes: totalMinutes, urgent };
  const totalHours = Math.floor(totalMinutes / 60);
  if (totalHours < 48)
    return { kind: 'hours', hours: totalHours, minutes: totalMinutes % 60, urgent };
  return { kind: 'days', days: Math.floor(totalHours / 24), hours: totalHours % 24, urgent: false };
}

/** The catalogue key (under `ownerBookings.timeLeft`) and values that say a `TTimeLeft`. */
export function timeLeftText(left: TTimeLeft): {
  key: 'over' | 'minutes' | 'hours' | 'hoursMinutes' | 'days' | 'daysHours';
  values: Record<string, number>;
} {
  switch (left.kind) {
    case 'over':
      return { key: 'over', values: {} };
    case 'minutes':
      return { key: 'minutes', values: { minutes: left.minutes } };
    case 'hours':
      return left.minutes === 0
        ? { key: 'hours', values: { hours: left.hours } }
        : { key: 'hoursMinutes', values: { hours: left.hours, minutes: left.minutes } };
    case 'days':
      return left.hours === 0
        ? { key: 'days', values: { days: left.days } }
        : { key: 'daysHours', values: { days: left.days, hours: left.hours } };
  }
}
