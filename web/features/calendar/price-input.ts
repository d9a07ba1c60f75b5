/** Cents as the `XXXX.YY` price input: `350` or `350.50`; empty for no price. */
export function priceInput(cents: number | null): string {
  if (cents === null || cents <= 0) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
