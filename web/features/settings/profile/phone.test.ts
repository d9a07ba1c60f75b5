import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';
import { joinPhone, phonePrefixes, splitPhone } from './phone';

describe('phone with country prefix', () => {
  it('splits a stored number into its country and national number', () => {
    expect(splitPhone('+34 612 345 678')).toEqual({ country: 'ES', national: '612 34 56 78' });
    expect(splitPhone('+442079460958')).toEqual({ country: 'GB', national: '020 7946 0958' });
    expect(splitPhone('not a phone')).toEqual({ country: 'ES', national: 'not a phone' });
  });

  it('starts empty on the profile country, else Spain', () => {
    expect(splitPhone(null, 'FR')).toEqual({ country: 'FR', national: '' });
    expect(splitPhone('', 'XX')).toEqual({ country: 'ES', national: '' });
  });

  it('joins a valid number with the chosen prefix', () => {
    const phone = joinPhone({ country: 'ES', national: '612 345 678' });
    expect(phone).toBe('+34 612 34 56 78');
    expect(isValidPhoneNumber(phone)).toBe(true);
    // the national format of France keeps its leading 0; the joined number drops it
    expect(joinPhone(splitPhone('+33612345678'))).toBe('+33 6 12 34 56 78');
    expect(joinPhone(splitPhone('+442079460958'))).toBe('+44 20 7946 0958');
  });

  it('keeps a pasted international number and drops a 00 prefix', () => {
    expect(joinPhone({ country: 'ES', national: '+49 1512 3456789' })).toBe('+49 1512 3456789');
    expect(joinPhone({ country: 'FR', national: '0034612345678' })).toBe('+34 612 34 56 78');
    // unreadable numbers still carry the prefix, and the schema names the problem
    expect(joinPhone({ country: 'ES', national: '12' })).toBe('+34 12');
  });

  it('is empty without digits', () => {
    expect(joinPhone({ country: 'ES', national: '  ' })).toBe('');
  });

  it('lists prefixes and countries by name in each language', () => {
    const es = phonePrefixes('es');
    expect(es.find((o) => o.country === 'ES')).toEqual({
      country: 'ES',
      code: '34',
      name: 'España',
    });
    expect(phonePrefixes('en').find((o) => o.country === 'DE')?.name).toBe('Germany');
    const names = countryOptions('es').map((c) => c.name);
    expect(names).toContain('Alemania');
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
  });
});
