import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzWorld, type TFuzzWorld } from '../testing/fuzz/world';
import { createTestApp, type TTestApp } from '../testing/test-app';

/**
 * The counter-examples the fuzzer found (server/routes/fuzz-*.test.ts), shrunk, as plain tests:
 * each answered 500 or left the error shape before its fix (docs/decisions/0037-fuzzing.md).
 */
describe('fuzz regressions', () => {
  let t: TTestApp;
  let world: TFuzzWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createFuzzWorld(t.app);
  }, 180_000);
  afterAll(() => t.close());

  async function expect400(
    request: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'QUERY';
      url: string;
      payload?: unknown;
    },
    field: string,
    who: 'client' | 'admin' = 'client',
  ) {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: world.headers[who],
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('AA00001');
    expect(body.fields.map((item: { field: string }) => item.field)).toContain(field);
  }

  it('a malformed escape in the path is a 400 in our shape, not Fastify’s own', async () => {
    await expect400({ method: 'DELETE', url: '/api/%' }, 'params');
  });

  it('a 400 raised by Fastify itself names what is wrong', async () => {
    await expect400({ method: 'QUERY', url: '/api/', payload: '' }, 'body');
  });

  it('a NUL character in a body, a query or a path is a 400, not a database error', async () => {
    await expect400(
      { method: 'PUT', url: '/api/user/me', payload: { name: 'a\u0000b', surname: 'x' } },
      'name',
    );
    await expect400({ method: 'GET', url: '/api/boat/a%00b' }, 'id');
    await expect400({ method: 'GET', url: '/api/backoffice/admin/user?q=%00' }, 'q', 'admin');
    const conversation = world.conversationId;
    await expect400(
      {
        method: 'POST',
        url: `/api/chat/${conversation}/message`,
        payload: { message: 'hola\u0000' },
      },
      'message',
    );
  });

  it('an earnings or figures period is bounded to the years 2000 to 2100', async () => {
    await expect400(
      { method: 'GET', url: '/api/backoffice/admin/figures?from=0794-11' },
      'from',
      'admin',
    );
    await expect400(
      { method: 'GET', url: '/api/backoffice/earnings?from=0001-01&to=9999-12' },
      'from',
      'admin',
    );
  });

  it('an integer id or cursor beyond PostgreSQL integers is a 400', async () => {
    const huge = Number.MAX_SAFE_INTEGER;
    await expect400({ method: 'POST', url: '/api/user/degree', payload: { id: huge } }, 'id');
    await expect400({ method: 'DELETE', url: '/api/user/profession', payload: { id: huge } }, 'id');
    await expect400(
      { method: 'DELETE', url: `/api/backoffice/admin/catalog/plan/${huge}` },
      'id',
      'admin',
    );
    const conversation = world.conversationId;
    await expect400({ method: 'GET', url: `/api/chat/${conversation}?before=${huge}` }, 'before');
    await expect400(
      { method: 'POST', url: `/api/chat/${conversation}/read`, payload: { upTo: huge } },
      'upTo',
    );
  });
});
