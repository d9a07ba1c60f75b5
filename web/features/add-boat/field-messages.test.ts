import { describe, expect, it } from 'vitest';
import { ZBoatAccommodationStep, ZBoatPriceStep } from '../../../shared/schemas/boat-form';
import { validationMessages } from '../../../shared/validation-messages';
import {
  decodeMessage,
  describeZodIssue,
  encodeMessage,
  issuesToErrors,
  schemaResolver,
} from './field-messages';

const issuesOf = (result: { error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as Parameters<typeof describeZodIssue>[0][];

describe('wizard field messages', () => {
  it('keeps both languages in one string', () => {
    const encoded = encodeMessage({ es: 'Hola', en: 'Hello' });
    expect(decodeMessage(encoded, 'es')).toBe('Hola');
    expect(decodeMessage(encoded, 'en')).toBe('Hello');
    expect(decodeMessage('plain text', 'en')).toBe('plain text');
    expect(decodeMessage(undefined, 'en')).toBeNull();
  });

  it('says what is wrong with a number instead of the shared "required"', () => {
    const result = ZBoatAccommodationStep.safeParse({
      day_places: 2.5,
      night_places: -1,
      cabins: undefined,
      baths: 1,
    });
    const [half, negative, missing] = issuesOf(result).map(describeZodIssue);
    expect(half?.en).toBe('Enter a whole number.');
    expect(negative?.en).toBe('Must be at least 0.');
    expect(missing).toEqual(validationMessages.required);
  });

  it('uses the named message of a price', () => {
    const result = ZBoatPriceStep.safeParse({
      prices: { high: { day: '12.345' }, mid: { day: '1' }, low: { day: '1' } },
    });
    const messages = issuesOf(result).map(describeZodIssue);
    expect(messages).toContainEqual(validationMessages.invalidPrice);
  });

  it('nests errors under their path, the first one winning', () => {
    const errors = issuesToErrors([
      { code: 'custom', path: ['prices', 'high', 'day'], message: 'invalidPrice', input: '' },
      { code: 'custom', path: ['prices', 'high', 'day'], message: 'required', input: '' },
      { code: 'custom', path: ['seasons', 0, 'end_date'], message: 'seasonsOrder', input: '' },
    ]) as unknown as {
      prices: { high: { day: { message: string } } };
      seasons: { 0: { end_date: { message: string } } };
    };
    expect(decodeMessage(errors.prices.high.day.message, 'en')).toBe('Price format is XXXX.YY.');
    expect(decodeMessage(errors.seasons[0].end_date.message, 'es')).toBe(
      validationMessages.seasonsOrder.es,
    );
  });

  it('resolves valid inputs to parsed values, and letters in a number to "enter a number"', async () => {
    const resolver = schemaResolver<{ day_places: string }>(
      ZBoatAccommodationStep,
      (v) => ({ ...v, night_places: 0, cabins: 0, baths: 0 }),
      undefined,
      (v) => (/^\d+$/.test(v.day_places) ? [] : ['day_places']),
    );
    const ok = await resolver({ day_places: '4' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.values).toMatchObject({ day_places: 4 });
    const bad = await resolver({ day_places: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const message = (bad.errors as { day_places?: { message?: string } }).day_places?.message;
    expect(decodeMessage(message, 'en')).toBe('Enter a number.');
  });
});
