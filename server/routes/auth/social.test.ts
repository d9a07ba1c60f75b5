import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/factories';
import { socialIdentities, users } from '../../../db/schema';
import { SocialTokenError, type TSocialProfile } from '../../services/auth/types';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/** The verifiers are tested against local keys in services/auth; here they are stand-ins. */
describe('POST /api/auth/social', () => {
  let t: TTestApp;
  const profiles = new Map<string, TSocialProfile>();
  beforeAll(async () => {
    t = await createTestApp();
    const verify = async (token: string) => {
      const profile = profiles.get(token);
      if (!profile) throw new SocialTokenError('invalid signature');
      return profile;
    };
    t.app.socialVerifiers.google = verify;
    t.app.socialVerifiers.facebook = verify;
  });
  afterAll(() => t.close());

  const profile = (
    subject: string,
    email: string | null,
    provider: 'google' | 'facebook' = 'google',
  ): TSocialProfile => ({
    provider,
    subject,
    email,
    emailVerified: email !== null,
    name: 'Leo',
    surname: 'Mar',
    picture: null,
  });

  it('creates a verified client on first login and finds it again by provider and subject', async () => {
    profiles.set('g1', profile('sub-1', 'leo@example.test'));
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { googleToken: 'g1' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ role: 'client', name: 'Leo' });
    // the same person later changes their Google email: still the same account
    profiles.set('g2', profile('sub-1', 'leo.new@example.test'));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { googleToken: 'g2' },
    });
    expect(second.statusCode).toBe(200);
    const accounts = await t.db.select().from(users).where(eq(users.name, 'Leo'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.emailVerifiedAt).not.toBeNull();
  });

  it('links an existing account by a provider-verified email, dropping an unverified password', async () => {
    const existing = await createUser(t.db, {
      email: 'sara@example.test',
      password: 'Squatter2026',
      emailVerifiedAt: null,
    });
    profiles.set('f1', profile('fb-9', 'sara@example.test', 'facebook'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { facebookToken: 'f1' },
    });
    expect(res.statusCode).toBe(200);
    const [identity] = await t.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, 'fb-9'));
    expect(identity?.userId).toBe(existing.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(user!.passwordHash).toBeNull();
  });

  it('refuses an invalid token or a profile without a verified email', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { googleToken: 'forged' },
    });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().code).toBe('AA00016');
    profiles.set('g3', profile('sub-3', null));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/social',
          payload: { googleToken: 'g3' },
        })
      ).json().code,
    ).toBe('AA00016');
    const neither = await t.app.inject({ method: 'POST', url: '/api/auth/social', payload: {} });
    expect(neither.statusCode).toBe(400);
  });
});
