import type { TBoatQuote } from '../../../shared/dto/boat-details';
import type { TSeason } from '../../../shared/seasons';

export type TPriceLine = { season: TSeason; days: number; priceCents: number; totalCents: number };

/**
 * The day lines of a quote grouped for reading: one line per season and price, in the order they
 * first appear ("2 days × 380 € mid season", "1 day × 450 € high season").
 */
export function groupDayLines(days: TBoatQuote['days']): TPriceLine[] {
  const lines: TPriceLine[] = [];
  for (const day of days) {
    const line = lines.find((l) => l.season === day.season && l.priceCents === day.priceCents);
    if (line) {
      line.days += 1;
      line.totalCents += day.priceCents;
    } else {
      lines.push({
        season: day.season,
        days: 1,
        priceCents: day.priceCents,
        totalCents: day.priceCents,
      });
    }
  }
  return lines;
}
