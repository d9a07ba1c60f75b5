import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialTokenError } from './types';
import { createGoogleVerifier } from './verify-google-token';

const CLIENT_ID = 'marea-test.apps.googleusercontent.com';
const KID = 'test-key-1';

describe('createGoogleVerifier', () => {
  let server: Server;
  let jwksUrl: string;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function sign(
    claims: JWTPayload,
    opts: { key?: CryptoKey; audience?: string; issuer?: string; expiresAt?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: '1098765432', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? CLIENT_ID)
      .setIssuedAt(now - 60)
      .setExpirationTime(opts.expiresAt ?? now + 3600)
      .sign(opts.key ?? privateKey);
  }

  const verify = (token: string) => createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl })(token);

  it('returns the profile of a valid token', async () => {
    const token = await sign({
      email: 'marta@example.com',
      email_verified: true,
      name: 'Marta Vidal',
      given_name: 'Marta',
      family_name: 'Vidal',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    await expect(verify(token)).resolves.toEqual({
      provider: 'google',
      subject: '1098765432',
      email: 'marta@example.com',
      emailVerified: true,
      name: 'Marta',
      surname: 'Vidal',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('accepts the issuer without scheme and a token without email', async () => {
    const token = await sign({ name: 'Joan' }, { issuer: 'accounts.google.com' });
    await expect(verify(token)).resolves.toMatchObject({
      subject: '1098765432',
      email: null,
      emailVerified: false,
      name: 'Joan',
      surname: '',
      picture: null,
    });
  });

  it.each([
    ['wrong audience', /"aud"/, () => sign({}, { audience: 'other.apps.googleusercontent.com' })],
    ['wrong issuer', /"iss"/, () => sign({}, { issuer: 'https://evil.example.com' })],
    ['expired', /"exp"/, () => sign({}, { expiresAt: Math.floor(Date.now() / 1000) - 3600 })],
    ['signed by another key', /signature/, () => sign({}, { key: otherKey })],
    [
      'unverified email',
      /not verified/,
      () => sign({ email: 'a@example.com', email_verified: false }),
    ],
    ['email without email_verified', /not verified/, () => sign({ email: 'a@example.com' })],
    ['missing sub', /sub/, () => sign({ sub: undefined })],
  ])('rejects a token with %s', async (_case, reason, makeToken) => {
    const error = await verify(await makeToken()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocialTokenError);
    expect((error as SocialTokenError).reason).toMatch(reason);
  });

  it('rejects garbage', async () => {
    await expect(verify('not-a-jwt')).rejects.toBeInstanceOf(SocialTokenError);
  });

  it('rejects every token when the client id is not configured', async () => {
    const verifier = createGoogleVerifier({ clientId: undefined, jwksUrl });
    await expect(verifier(await sign({}))).rejects.toBeInstanceOf(SocialTokenError);
  });

  it('fetches the keys through fetchImpl', async () => {
    const seen: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    const verifier = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl, fetchImpl });
    await expect(verifier(await sign({}))).resolves.toMatchObject({ provider: 'google' });
    expect(seen).toEqual([jwksUrl]);
  });
});
