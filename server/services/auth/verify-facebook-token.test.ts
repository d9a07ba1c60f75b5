import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SocialTokenError } from './types';
import { createFacebookVerifier } from './verify-facebook-token';

const APP_ID = '1234567890';
const APP_SECRET = 'test-app-secret';
const USER_TOKEN = 'EAAtestUserToken';
const USER_ID = '10220000000000001';

type TReply = { status: number; body: unknown };

describe('createFacebookVerifier', () => {
  let server: Server;
  let graphUrl: string;
  let debugReply: TReply;
  let meReply: TReply;
  let paths: string[];

  // Imitates the Graph API, including its refusal of calls with a wrong app token or proof.
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      paths.push(url.pathname);
      const q = url.searchParams;
      let reply: TReply = { status: 404, body: { error: { message: 'unknown path' } } };
      if (url.pathname === '/debug_token') {
        const okCaller = q.get('access_token') === `${APP_ID}|${APP_SECRET}`;
        reply = okCaller && q.get('input_token') === USER_TOKEN ? debugReply : badRequest();
      } else if (url.pathname === '/me') {
        const proof = createHmac('sha256', APP_SECRET).update(USER_TOKEN).digest('hex');
        const okCaller = q.get('access_token') === USER_TOKEN && q.get('appsecret_proof') === proof;
        const okFields = q.get('fields') === 'id,first_name,last_name,email,picture';
        reply = okCaller && okFields ? meReply : badRequest();
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    paths = [];
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    debugReply = ok({ app_id: APP_ID, is_valid: true, user_id: USER_ID, expires_at: inAnHour });
    meReply = {
      status: 200,
      body: {
        id: USER_ID,
        first_name: 'Pau',
        last_name: 'Ferrer',
        email: 'pau@example.com',
        picture: { data: { url: 'https://platform-lookaside.fbsbx.com/p.jpg' } },
      },
    };
  });

  const ok = (data: object): TReply => ({ status: 200, body: { data } });
  const badRequest = (): TReply => ({ status: 400, body: { error: { message: 'bad caller' } } });
  const verify = (token = USER_TOKEN) =>
    createFacebookVerifier({ appId: APP_ID, appSecret: APP_SECRET, graphUrl })(token);
  const expectRejection = async (reason: RegExp) => {
    const error = await verify().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialTokenError);
    expect((error as SocialTokenError).reason).toMatch(reason);
  };

  it('returns the profile of a valid token', async () => {
    await expect(verify()).resolves.toEqual({
      provider: 'facebook',
      subject: USER_ID,
      email: 'pau@example.com',
      emailVerified: true,
      name: 'Pau',
      surname: 'Ferrer',
      picture: 'https://platform-lookaside.fbsbx.com/p.jpg',
    });
    expect(paths).toEqual(['/debug_token', '/me']);
  });

  it('accepts a token that never expires and a profile without email', async () => {
    debugReply = ok({ app_id: APP_ID, is_valid: true, user_id: USER_ID, expires_at: 0 });
    meReply = { status: 200, body: { id: USER_ID, first_name: 'Pau' } };
    await expect(verify()).resolves.toMatchObject({
      email: null,
      emailVerified: false,
      surname: '',
      picture: null,
    });
  });

  it('rejects a token Facebook says is not valid', async () => {
    debugReply = ok({ app_id: APP_ID, is_valid: false, user_id: USER_ID, expires_at: 0 });
    await expectRejection(/not valid/);
  });

  it('rejects a token issued to another app', async () => {
    debugReply = ok({ app_id: '999', is_valid: true, user_id: USER_ID, expires_at: 0 });
    await expectRejection(/another app/);
    expect(paths).toEqual(['/debug_token']);
  });

  it('rejects an expired token', async () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    debugReply = ok({ app_id: APP_ID, is_valid: true, user_id: USER_ID, expires_at: anHourAgo });
    await expectRejection(/expired/);
  });

  it('rejects a profile of another user', async () => {
    meReply = { status: 200, body: { id: '10220000000000002', first_name: 'Eve' } };
    await expectRejection(/another user/);
  });

  it('rejects when the Graph API fails or answers nonsense', async () => {
    debugReply = { status: 500, body: { error: { message: 'internal' } } };
    await expectRejection(/answered 500/);
    debugReply = { status: 200, body: '<html>oops</html>' };
    await expectRejection(/request failed/);
    debugReply = { status: 200, body: { data: { is_valid: 'yes' } } };
    await expectRejection(/unknown shape/);
  });

  it('rejects when the Graph API cannot be reached', async () => {
    let signal: AbortSignal | undefined;
    const verifier = createFacebookVerifier({
      appId: APP_ID,
      appSecret: APP_SECRET,
      graphUrl,
      fetchImpl: (_input, init) => {
        signal = init?.signal ?? undefined;
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    await expect(verifier(USER_TOKEN)).rejects.toBeInstanceOf(SocialTokenError);
    // Every Graph call is bounded in time, so a hung Facebook cannot hang a login.
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects every token when the app is not configured', async () => {
    for (const config of [
      { appId: undefined, appSecret: APP_SECRET },
      { appId: APP_ID, appSecret: undefined },
    ]) {
      const verifier = createFacebookVerifier({ ...config, graphUrl });
      await expect(verifier(USER_TOKEN)).rejects.toBeInstanceOf(SocialTokenError);
    }
    expect(paths).toEqual([]);
  });
});
