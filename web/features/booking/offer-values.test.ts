import { describe, expect, it } from 'vitest';
import { offerRequestFrom, offerTotalPreview, type TOfferValues } from './offer-values';

const values = (over: Partial<TOfferValues>): TOfferValues => ({
  kind: 'price',
  price: '',
  discount: '',
  note: '',
  ...over,
});

describe('offer form', () => {
  it('sends only the field of the kind chosen, with the note trimmed', () => {
    expect(
      offerRequestFrom(values({ price: ' 950.5 ', discount: '10', note: '  Fuel included ' })),
    ).toEqual({
      ok: true,
      request: { price: '950.5', note: 'Fuel included' },
    });
    expect(offerRequestFrom(values({ kind: 'discount', price: '950', discount: '15' }))).toEqual({
      ok: true,
      request: { discount: 15, note: null },
    });
  });

  it("names the field with the API schema's messages", () => {
    expect(offerRequestFrom(values({ price: '' }))).toEqual({
      ok: false,
      errors: { price: 'invalidPrice' },
    });
    expect(offerRequestFrom(values({ price: '12345' }))).toMatchObject({
      errors: { price: 'invalidPrice' },
    });
    for (const discount of ['', '0', '100', '12.5', 'abc'])
      expect(offerRequestFrom(values({ kind: 'discount', discount }))).toEqual({
        ok: false,
        errors: { discount: 'discountInvalid' },
      });
  });

  it('previews the new total as the server computes it', () => {
    expect(offerTotalPreview(values({ price: '950.50' }), 120000)).toBe(95050);
    // 15 % off 1 234,55 € = 185,1825 → 185,18 off (half up)
    expect(offerTotalPreview(values({ kind: 'discount', discount: '15' }), 123455)).toBe(104937);
    expect(offerTotalPreview(values({ kind: 'discount', discount: '' }), 123455)).toBeNull();
  });
});
