import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides mailed tokens, upload signatures, feed tokens and recovery addresses', () => {
    expect(redactUrl('/es/reset-password?token=abc.def')).toBe(
      '/es/reset-password?token=[redacted]',
    );
    expect(redactUrl('/en/verify-email?lang=en&token=x&next=%2F')).toBe(
      '/en/verify-email?lang=en&token=[redacted]&next=%2F',
    );
    expect(redactUrl('/api/asset/upload/1?expires=9&signature=s1g')).toBe(
      '/api/asset/upload/1?expires=9&signature=[redacted]',
    );
    expect(redactUrl('/api/ical/0a1b2c.ics')).toBe('/api/ical/[redacted]');
    expect(redactUrl('/api/auth/forgot-password/ana%40example.com?lang=es')).toBe(
      '/api/auth/forgot-password/[redacted]?lang=es',
    );
    expect(redactUrl('/api/boat?place=ibiza&page=2')).toBe('/api/boat?place=ibiza&page=2');
    expect(redactUrl('/api/boat?%74oken=x')).toBe('/api/boat?%74oken=[redacted]');
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TTestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('carry the redacted URL and no header (the session travels in headers and cookies)', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/ical/secret-feed-token.ics',
      headers: { authorization: 'Bearer very-secret', cookie: 'auth.idToken=cookie-secret' },
    });
    const logged = lines.join('');
    expect(logged).toContain('/api/ical/[redacted]');
    expect(logged).not.toContain('secret-feed-token');
    expect(logged).not.toContain('very-secret');
    expect(logged).not.toContain('cookie-secret');
  });
});
