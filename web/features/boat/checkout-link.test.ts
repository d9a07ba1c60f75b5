import { describe, expect, it } from 'vitest';
import type { TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import { checkoutPath, isBookable } from './checkout-link';

const choice: TQuoteChoice = {
  duration: 'half_day',
  startDate: '2027-07-14',
  endDate: '2027-07-14',
  slot: 'afternoon',
  skipper: true,
  people: 4,
};

describe('checkoutPath', () => {
  it('carries the whole choice in the quote format', () => {
    const url = new URL(checkoutPath('en', 'es-vedra-ibiza', choice), 'http://x');
    expect(url.pathname).toBe('/en/boats/es-vedra-ibiza/book');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start_date: '14-07-2027',
      duration: 'half_day',
      slot: 'afternoon',
      skipper: 'true',
      people: '4',
    });
  });

  it('names the return date of a stay of several days', () => {
    const path = checkoutPath('es', 'a', {
      ...choice,
      duration: 'days',
      endDate: '2027-07-17',
      slot: null,
    });
    expect(new URL(path, 'http://x').searchParams.get('end_date')).toBe('17-07-2027');
  });
});

describe('isBookable', () => {
  const quote = { available: true } as TBoatQuote;
  it('needs a free, settled quote', () => {
    expect(isBookable({ quote, loading: false })).toBe(true);
    expect(isBookable({ quote, loading: true })).toBe(false);
    expect(isBookable({ quote: null, loading: false })).toBe(false);
    expect(isBookable({ quote: { ...quote, available: false }, loading: false })).toBe(false);
  });
});
