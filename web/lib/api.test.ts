import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, needsRefresh } from './api';

type TCall = { url: string; method: string; body?: string; headers: Record<string, string> };

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const expired = {
  code: 'AA00005',
  message: { es: 'Tu sesión ha caducado.', en: 'Your session has expired.' },
};
const noToken = {
  code: 'AA00002',
  message: { es: 'Primero debes iniciar sesión.', en: 'You should log in first.' },
};

/** A fake server: answers each call with the next response for its path. */
function fakeFetch(routes: Record<string, Response[]>) {
  const calls: TCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body as string | undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const next = routes[url]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('api client', () => {
  it('a body cut off while read is a network error, and a cancelled one stays cancelled', async () => {
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new TypeError('network'));
          },
        }),
        { status: 200 },
      );
    const server = fakeFetch({ '/api/a': [broken()], '/api/b': [broken()] });
    const api = createApiClient({ fetch: server.fetch });
    const error = await api.get('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);

    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/b', { signal: controller.signal })).rejects.not.toBeInstanceOf(ApiError);
  });

  it('sends JSON to /api and returns the body', async () => {
    const server = fakeFetch({ '/api/auth/login': [json(200, { role: 'client' })] });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.post('/auth/login', { email: 'a@b.es' })).resolves.toEqual({ role: 'client' });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      body: '{"email":"a@b.es"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('sends no content type without a body (POST /auth/token, /auth/logout)', async () => {
    const server = fakeFetch({ '/api/auth/logout': [json(200, { message: 'success' })] });
    await createApiClient({ fetch: server.fetch }).post('/auth/logout');
    expect(server.calls[0]!.headers['content-type']).toBeUndefined();
    expect(server.calls[0]!.body).toBeUndefined();
  });

  it('surfaces the server message in both languages and the field messages', async () => {
    const body = {
      code: 'AA00001',
      message: { es: 'Revisa los datos marcados.', en: 'Please check the highlighted fields.' },
      fields: [{ field: 'email', message: { es: '¡Email no válido!', en: 'Invalid email!' } }],
    };
    const server = fakeFetch({ '/api/user/signup-client': [json(400, body)] });
    const error = await createApiClient({ fetch: server.fetch })
      .post('/user/signup-client', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.text('es')).toBe('Revisa los datos marcados.');
    expect(apiError.text('en')).toBe('Please check the highlighted fields.');
    expect(apiError.fieldText('email', 'en')).toBe('Invalid email!');
  });

  it('on 401 AA00005 refreshes once with POST /auth/token and retries the request once', async () => {
    const server = fakeFetch({
      '/api/user/me': [json(401, expired), json(200, { name: 'Ana' })],
      '/api/auth/token': [json(200, { role: 'client' })],
    });
    const onSessionLost = vi.fn();
    const api = createApiClient({ fetch: server.fetch, onSessionLost });
    await expect(api.get('/user/me')).resolves.toEqual({ name: 'Ana' });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/user/me',
      'POST /api/auth/token',
      'GET /api/user/me',
    ]);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('retries only once: a second AA00005 is the caller’s error', async () => {
    const server = fakeFetch({
      '/api/user/me': [json(401, expired), json(401, expired)],
      '/api/auth/token': [json(200, {})],
    });
    const api = createApiClient({ fetch: server.fetch });
    await expect(api.get('/user/me')).rejects.toMatchObject({ code: 'AA00005' });
    expect(server.calls).toHaveLength(3);
  });

  it('ends the session when the forced refresh fails', async () => {
    const server = fakeFetch({
      '/api/user/me': [json(401, expired)],
      '/api/auth/token': [json(401, { code: 'AA00018', message: { es: 'x', en: 'x' } })],
    });
    const onSessionLost = vi.fn();
    const api = createApiClient({ fetch: server.fetch, onSessionLost });
    await expect(api.get('/user/me')).rejects.toMatchObject({ code: 'AA00005' });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it('shares one refresh between concurrent requests', async () => {
    const server = fakeFetch({
      '/api/user/me': [json(401, expired), json(200, { ok: 1 })],
      '/api/user/favourite': [json(401, expired), json(200, { ok: 2 })],
      '/api/auth/token': [json(200, {})],
    });
    const api = createApiClient({ fetch: server.fetch });
    await expect(Promise.all([api.get('/user/me'), api.get('/user/favourite')])).resolves.toEqual([
      { ok: 1 },
      { ok: 2 },
    ]);
    expect(server.calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1);
  });

  it('refreshes on AA00002 only while the session cookie says we are logged in', () => {
    const error = new ApiError(401, noToken.code, noToken.message);
    expect(needsRefresh(error, true)).toBe(true);
    expect(needsRefresh(error, false)).toBe(false);
    expect(needsRefresh(new ApiError(401, 'AA00012', null), true)).toBe(false);
    expect(needsRefresh(new ApiError(403, 'AA00005', null), true)).toBe(false);
  });

  it('refreshes on AA00018 (the session was ended) only while logged in', () => {
    const ended = new ApiError(401, 'AA00018', null);
    expect(needsRefresh(ended, true)).toBe(true);
    expect(needsRefresh(ended, false)).toBe(false);
  });

  it('never refreshes for the auth calls themselves (a wrong password is not an expired session)', async () => {
    const server = fakeFetch({ '/api/auth/login': [json(401, expired)] });
    const api = createApiClient({ fetch: server.fetch, hasSession: () => true });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'AA00005' });
    expect(server.calls).toHaveLength(1);
  });

  it('reports network failures and the 60-second timeout with client codes', async () => {
    const offline = createApiClient({ fetch: fakeFetch({}).fetch });
    await expect(offline.get('/boat')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });

    const hanging = createApiClient({
      timeoutMs: 20,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        })) as typeof fetch,
    });
    await expect(hanging.get('/boat')).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });
});
