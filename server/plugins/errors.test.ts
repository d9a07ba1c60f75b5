import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { appError } from '../errors';

/** The error shape of PRODUCT.md §7, from one handler, for every kind of failure. */
describe('error handler', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // Routes that exist only to provoke each kind of error.
    t = await createTestApp({
      extend: async (app, db) =>
        app
          .register(async (scope) => {
            scope.post(
              '/api/__test/validate',
              {
                schema: {
                  body: z.object({
                    email: z.email(),
                    age: z.number().int().min(18),
                    name: z.string(),
                  }),
                },
              },
              async () => ({ ok: true }),
            );
            scope.get('/api/__test/business', async () => {
              throw appError('AA00003');
            });
            scope.get('/api/__test/crash', async () => {
              throw new Error('secret internal detail');
            });
            scope.get('/api/__test/conflict', async () => {
              await db.execute(sql`create table if not exists dup (id int primary key)`);
              await db.execute(sql`insert into dup values (1) on conflict do nothing`);
              await db.execute(sql`insert into dup values (1)`);
              return {};
            });
          })
          .then(() => undefined),
    });
  });
  afterAll(() => t.close());

  it('answers 400 naming each bad field in both languages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/validate',
      payload: { email: 'nope', age: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('AA00001');
    expect(body.message).toEqual({ es: expect.any(String), en: expect.any(String) });
    const fields = Object.fromEntries(
      body.fields.map((f: { field: string; message: unknown }) => [f.field, f.message]),
    );
    expect(fields.email).toEqual({ es: '¡Email no válido!', en: 'Invalid email!' });
    expect(fields.age.en).toBe('Must be at least 18.');
    expect(fields.name).toEqual({
      es: 'Este campo es obligatorio.',
      en: 'This field is required.',
    });
  });

  it('answers 400 on malformed JSON and 415 on an unknown content type', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/__test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('AA00001');
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/__test/validate',
      headers: { 'content-type': 'application/x-nope' },
      payload: 'x',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().code).toBe('AA00010');
  });

  it('answers 413 when the body is too large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/validate',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('AA00009');
  });

  it('passes business errors through with their status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/business' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'AA00003',
      message: { es: 'No tienes permiso para hacer esto.', en: 'You are not allowed to do this.' },
    });
  });

  it('maps a unique violation to 409', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AA00006');
  });

  it('hides the details of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json().code).toBe('AA00008');
  });

  it('answers 404 in the same shape for an unknown API path, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'AA00004',
        message: { es: 'Recurso no encontrado', en: 'Resource not found' },
      });
    }
  });
});
