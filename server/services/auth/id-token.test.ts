import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signIdToken, verifyIdToken } from './id-token';

const secret = 'a-test-secret-that-is-long-enough-123456';
const user = {
  id: '7d3c2f7e-1c55-4a55-9a55-0a5b5c5d5e5f',
  role: 'shipowner' as const,
  sessionId: '0b8f2a51-6c1d-4e2f-8a3b-9c4d5e6f7a8b',
};

describe('id token', () => {
  it('round-trips user, role and session', async () => {
    expect(await verifyIdToken(secret, await signIdToken(secret, user))).toEqual(user);
  });

  it('answers AA00005 once 50 minutes have passed', async () => {
    const token = await signIdToken(secret, user, new Date('2026-07-01T10:00:00Z'));
    expect(await verifyIdToken(secret, token, new Date('2026-07-01T10:49:00Z'))).toEqual(user);
    await expect(
      verifyIdToken(secret, token, new Date('2026-07-01T10:50:01Z')),
    ).rejects.toMatchObject({ code: 'AA00005', status: 401 });
  });

  it('rejects another key, audience, issuer, type or algorithm with AA00018', async () => {
    const key = new TextEncoder().encode(secret);
    const base = (claims: Record<string, unknown> = { role: 'client', sid: user.sessionId }) =>
      new SignJWT(claims).setSubject(user.id).setIssuedAt().setExpirationTime('5m');
    const valid = (claims?: Record<string, unknown>) =>
      base(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer('marea')
        .setAudience('marea-api')
        .sign(key);
    // the well-made token passes: each of the others fails for its own flaw
    expect(await verifyIdToken(secret, await valid())).toEqual({ ...user, role: 'client' });
    const bad = [
      await signIdToken('another-secret-that-is-long-enough-123456', user),
      await base()
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer('marea')
        .setAudience('other')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer('evil')
        .setAudience('marea-api')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('marea')
        .setAudience('marea-api')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
        .setIssuer('marea')
        .setAudience('marea-api')
        .sign(key),
      // a session is required, and must be a session id
      await valid({ role: 'client' }),
      await valid({ role: 'client', sid: 'not-a-session' }),
      await valid({ role: 'client', sid: 7 }),
      'not.a.token',
    ];
    for (const token of bad)
      await expect(verifyIdToken(secret, token)).rejects.toMatchObject({ code: 'AA00018' });
  });
});
