import { describe, expect, it } from 'vitest';
import { csvAmount, csvText } from './earnings-csv';
import { maskIban } from './mask-iban';
import { groupRows, monthsBetween, sumRows, type TEarningsRow } from './summarize';

const row = (over: Partial<TEarningsRow>): TEarningsRow => ({
  bookingId: 'a',
  kind: 'charge',
  amountCents: 0,
  feeCents: 0,
  month: '2026-07',
  day: '2026-07-01',
  ...over,
});

describe('earnings arithmetic', () => {
  it('splits charges from their fees, refunds from theirs, and derives what is not settled', () => {
    const rows = [
      row({ amountCents: 18_270, feeCents: 270 }),
      row({ kind: 'refund', amountCents: 9_135, feeCents: 135 }),
      row({ kind: 'commission', amountCents: 1_800 }),
      row({ kind: 'payout', amountCents: 7_200 }),
      row({ bookingId: 'b', amountCents: 12_000, month: '2026-08', day: '2026-08-09' }),
    ];
    expect(sumRows(rows)).toEqual({
      grossCents: 30_000,
      cardFeeCents: 135,
      refundCents: 9_000,
      commissionCents: 1_800,
      netCents: 7_200,
      pendingCents: 12_000,
    });
    const grouped = groupRows(rows, '2026-06', '2026-09');
    expect(grouped.months.map((m) => [m.month, m.grossCents])).toEqual([
      ['2026-06', 0],
      ['2026-07', 18_000],
      ['2026-08', 12_000],
      ['2026-09', 0],
    ]);
    expect(grouped.bookings.find((b) => b.bookingId === 'b')).toMatchObject({
      lastMovementOn: '2026-08-09',
      pendingCents: 12_000,
    });
  });

  it('walks months across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-01', '2026-12')).toHaveLength(12);
  });

  it('writes CSV amounts and text safely', () => {
    expect(csvAmount(123_456)).toBe('1234.56');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-1_005)).toBe('-10.05');
    expect(csvText('Brisa; "la buena"')).toBe('"Brisa; ""la buena"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('Ana')).toBe('Ana');
  });

  it('masks an IBAN down to its country, check digits and last four', () => {
    expect(maskIban('ES91 2100 0418 4502 0005 1332')).toBe('ES91 •••• 1332');
    expect(maskIban(null)).toBeNull();
    expect(maskIban('')).toBeNull();
  });
});
