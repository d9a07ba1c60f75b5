import { describe, expect, it } from 'vitest';
import type { TPaymentCard } from './api';
import { nextDefaultCard, withAddedCard, withDefaultCard, withoutCard } from './card-list-state';

const card = (id: string, isDefault = false): TPaymentCard => ({
  id,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  country: 'ES',
  isDefault,
  feeApplies: false,
});
const defaults = (cards: TPaymentCard[]) => cards.map((c) => `${c.id}${c.isDefault ? '*' : ''}`);

describe('saved cards after a change', () => {
  const list = [card('c'), card('b', true), card('a')];

  it('puts a new card first, the only default when it is one', () => {
    expect(defaults(withAddedCard(list, card('d')))).toEqual(['d', 'c', 'b*', 'a']);
    expect(defaults(withAddedCard([], card('d', true)))).toEqual(['d*']);
    expect(defaults(withAddedCard(list, card('d', true)))).toEqual(['d*', 'c', 'b', 'a']);
  });

  it('moves the default without reordering', () => {
    expect(defaults(withDefaultCard(list, 'a'))).toEqual(['c', 'b', 'a*']);
    expect(withDefaultCard(list, 'b')[0]).toBe(list[0]);
  });

  it('promotes the newest remaining card when the default goes, as the server does', () => {
    expect(defaults(withoutCard(list, 'b'))).toEqual(['c*', 'a']);
    expect(defaults(withoutCard(list, 'c'))).toEqual(['b*', 'a']);
    expect(defaults(withoutCard([card('a', true)], 'a'))).toEqual([]);
    expect(nextDefaultCard(list, 'c')?.id).toBe('b');
    expect(nextDefaultCard([card('a', true)], 'a')).toBeUndefined();
  });
});
