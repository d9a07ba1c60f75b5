import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import { z } from 'zod';
import { SocialTokenError, type TSocialProfile, type TSocialVerifier } from './types';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// Google sends email_verified as a boolean today, but older tokens carried the string "true".
const ZGoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(1).optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/**
 * Verifies Google ID tokens (from Google Identity Services) against Google's published keys.
 * The key set is fetched lazily and cached by jose, so one verifier should live for the whole app.
 */
export function createGoogleVerifier(options: {
  clientId: string | undefined;
  jwksUrl: string;
  fetchImpl?: typeof fetch;
}): TSocialVerifier {
  const { clientId, jwksUrl, fetchImpl } = options;
  const keys = createRemoteJWKSet(
    new URL(jwksUrl),
    fetchImpl ? { [customFetch]: fetchImpl } : undefined,
  );

  return async function verifyGoogleToken(idToken: string): Promise<TSocialProfile> {
    if (!clientId) throw new SocialTokenError('google login is not configured');

    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        // Small allowance for clock skew between Google and this server.
        clockTolerance: 30,
      }));
    } catch (error) {
      const detail = error instanceof Error ? error.message : 'unknown error';
      throw new SocialTokenError(`google token rejected: ${detail}`, { cause: error });
    }

    const parsed = ZGoogleClaims.safeParse(payload);
    if (!parsed.success) throw new SocialTokenError('google token lacks a valid sub or profile');
    const claims = parsed.data;

    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    // An unverified address could belong to someone else; never let it reach account linking.
    if (claims.email && !emailVerified) throw new SocialTokenError('google email is not verified');

    return {
      provider: 'google',
      subject: claims.sub,
      email: claims.email ?? null,
      emailVerified: claims.email ? emailVerified : false,
      name: claims.given_name ?? claims.name ?? '',
      surname: claims.family_name ?? '',
      picture: claims.picture ?? null,
    };
  };
}
