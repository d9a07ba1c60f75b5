import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { en } from '../../../i18n/locales/en';
import { es } from '../../../i18n/locales/es';
import { deviceLabel, formatSignInDate, formatTimeAgo } from './session-text';

const tEn = createI18n('en', en).t;
const tEs = createI18n('es', es).t;

describe('deviceLabel', () => {
  it('names the browser and the system in the page language', () => {
    const device = { browser: 'Chrome', os: 'macOS', type: 'desktop' } as const;
    expect(deviceLabel(device, tEn)).toBe('Chrome on macOS');
    expect(deviceLabel(device, tEs)).toBe('Chrome en macOS');
  });

  it('names what is known when one of them is not', () => {
    expect(deviceLabel({ browser: 'Firefox', os: null, type: 'unknown' }, tEn)).toBe('Firefox');
    expect(deviceLabel({ browser: null, os: 'iOS', type: 'mobile' }, tEs)).toBe('iOS');
    expect(deviceLabel({ browser: ' ', os: 'Android', type: 'tablet' }, tEn)).toBe('Android');
  });

  it('says the device is unknown when neither is', () => {
    expect(deviceLabel({ browser: null, os: null, type: 'unknown' }, tEn)).toBe('Unknown device');
    expect(deviceLabel({ browser: '', os: null, type: 'mobile' }, tEs)).toBe(
      'Dispositivo desconocido',
    );
  });
});

describe('formatSignInDate', () => {
  // midday UTC: the same calendar day in every time zone a test may run in
  it('gives the day, the short month and the year', () => {
    expect(formatSignInDate('2026-11-12T12:00:00Z', 'en')).toBe('12 Nov 2026');
    expect(formatSignInDate('2026-11-12T12:00:00Z', 'es')).toBe('12 nov 2026');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('is null under a minute and for a time a little ahead of now', () => {
    expect(formatTimeAgo(ago(0), 'en', now)).toBeNull();
    expect(formatTimeAgo(ago(59), 'en', now)).toBeNull();
    expect(formatTimeAgo(ago(-30), 'es', now)).toBeNull();
    expect(formatTimeAgo('not a date', 'es', now)).toBeNull();
  });

  it('counts whole minutes, hours, days and weeks', () => {
    expect(formatTimeAgo(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatTimeAgo(ago(59 * 60), 'en', now)).toBe('59 minutes ago');
    expect(formatTimeAgo(ago(2 * 3600 + 1800), 'en', now)).toBe('2 hours ago');
    expect(formatTimeAgo(ago(2 * 3600), 'es', now)).toBe('hace 2 horas');
    expect(formatTimeAgo(ago(3 * 86_400), 'en', now)).toBe('3 days ago');
    expect(formatTimeAgo(ago(15 * 86_400), 'en', now)).toBe('2 weeks ago');
    expect(formatTimeAgo(ago(60 * 86_400), 'es', now)).toBe('hace 2 meses');
  });

  it('says yesterday rather than one day ago, but never "last week"', () => {
    expect(formatTimeAgo(ago(30 * 3600), 'en', now)).toBe('yesterday');
    expect(formatTimeAgo(ago(30 * 3600), 'es', now)).toBe('ayer');
    expect(formatTimeAgo(ago(8 * 86_400), 'en', now)).toBe('1 week ago');
  });
});
