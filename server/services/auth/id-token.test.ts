import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signIdToken, verifyIdToken } from './id-token';

const secret = 'a-test-secret-that-is-long-enough-123456';
const user = { id: '7d3c2f7e-1c55-4a55-9a55-0a5b5c5d5e5f', role: 'shipowner' as const };

describe('id token', () => {
  it('round-trips user and role', async () => {
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
    const base = () =>
      new SignJWT({ role: 'client' }).setSubject(user.id).setIssuedAt().setExpirationTime('5m');
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
      'not.a.token',
    ];
    for (const token of bad)
      await expect(verifyIdToken(secret, token)).rejects.toMatchObject({ code: 'AA00018' });
  });
});
