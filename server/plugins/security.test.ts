import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';

describe('security headers and API docs', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict content security policy with a fresh script nonce per request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(csp).not.toContain('accounts.google.com');
  });

  it('allows no other origin: no CORS headers, even when a foreign page asks', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    for (const res of [preflight, read]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect(preflight.statusCode).toBe(404);
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/place',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/boat-type', '/api/plan', '/api/place'])
      expect(doc.paths).toHaveProperty(path);
    expect(doc.paths['/api/place'].get.parameters[0]).toMatchObject({ name: 'q', in: 'query' });
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('content security policy with social login configured', () => {
  it('allows the Google and Facebook SDK hosts only when their apps are set', async () => {
    const t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        FACEBOOK_APP_ID: '123',
        FACEBOOK_APP_SECRET: 's',
      },
    });
    try {
      const csp = String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).toMatch(
        /script-src 'self' 'nonce-[^']+' https:\/\/accounts\.google\.com https:\/\/connect\.facebook\.net/,
      );
      expect(csp).toContain(
        'frame-src https://accounts.google.com https://connect.facebook.net https://www.facebook.com',
      );
    } finally {
      await t.close();
    }
  });
});
