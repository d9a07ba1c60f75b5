import { describe, expect, it } from 'vitest';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import { bookingRequestOf, choiceSearch, readChoice } from './choice-query';

const fallback: TQuoteChoice = {
  duration: 'day',
  startDate: '2027-06-02',
  endDate: '2027-06-02',
  slot: null,
  skipper: false,
  people: 2,
};
const read = (query: string) => readChoice(new URLSearchParams(query), fallback);

describe('readChoice', () => {
  it('reads the boat page link (DD-MM-YYYY dates)', () => {
    expect(
      read('start_date=14-07-2027&duration=half_day&slot=afternoon&skipper=true&people=5'),
    ).toEqual({
      duration: 'half_day',
      startDate: '2027-07-14',
      endDate: '2027-07-14',
      slot: 'afternoon',
      skipper: true,
      people: 5,
    });
  });

  it('reads a stay of several days, ISO dates too', () => {
    expect(read('start_date=2027-07-14&end_date=17-07-2027&duration=days&people=3')).toMatchObject({
      duration: 'days',
      startDate: '2027-07-14',
      endDate: '2027-07-17',
      slot: null,
      people: 3,
    });
  });

  it('falls back on what is missing or unreadable', () => {
    expect(read('')).toEqual(fallback);
    expect(read('start_date=31-02-2027&duration=week&people=-1&skipper=maybe')).toEqual({
      ...fallback,
      skipper: false,
    });
  });

  it('never ends before it starts, and a slot only goes with a half day', () => {
    expect(read('start_date=14-07-2027&end_date=10-07-2027&duration=days')).toMatchObject({
      endDate: '2027-07-14',
    });
    expect(read('start_date=14-07-2027&duration=day&slot=morning').slot).toBeNull();
    expect(read('start_date=14-07-2027&duration=half_day').slot).toBe('morning');
  });
});

describe('choiceSearch', () => {
  it('round-trips through readChoice', () => {
    const choices: TQuoteChoice[] = [
      { ...fallback, duration: 'days', endDate: '2027-06-05', skipper: true, people: 6 },
      { ...fallback, duration: 'half_day', slot: 'morning' },
      fallback,
    ];
    for (const choice of choices) expect(read(choiceSearch(choice))).toEqual(choice);
  });
});

describe('bookingRequestOf', () => {
  it('is the body of POST /booking', () => {
    expect(
      bookingRequestOf('b', { ...fallback, duration: 'half_day', slot: 'morning' }, '  Hola  '),
    ).toEqual({
      boatId: 'b',
      start_date: '2027-06-02',
      end_date: '2027-06-02',
      duration: 'half_day',
      slot: 'morning',
      skipper: false,
      people: 2,
      message: 'Hola',
    });
    expect(bookingRequestOf('b', fallback, ' ').message).toBeNull();
  });
});
