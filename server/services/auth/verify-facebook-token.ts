import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { SocialTokenError, type TSocialProfile, type TSocialVerifier } from './types';

const TIMEOUT_MS = 5000;

const ZDebugToken = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
    // Seconds since the epoch; 0 means the token never expires.
    expires_at: z.number().optional(),
  }),
});

const ZMe = z.object({
  id: z.string(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  picture: z
    .object({
      data: z.object({ url: z.string().optional(), is_silhouette: z.boolean().optional() }),
    })
    .optional(),
});

/**
 * Verifies Facebook user access tokens server-side: debug_token proves the token was issued to this
 * app and for which user, then /me reads the profile of that same user.
 */
export function createFacebookVerifier(options: {
  appId: string | undefined;
  appSecret: string | undefined;
  graphUrl: string;
  fetchImpl?: typeof fetch;
}): TSocialVerifier {
  const { appId, appSecret, fetchImpl = fetch } = options;
  const graphUrl = options.graphUrl.replace(/\/+$/, '');

  // The URLs carry the app secret and the user's token, so errors never mention them.
  async function getGraph<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>) {
    const url = new URL(`${graphUrl}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let body: unknown;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new SocialTokenError(`facebook ${path} answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof SocialTokenError) throw error;
      throw new SocialTokenError(`facebook ${path} request failed`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new SocialTokenError(`facebook ${path} answer has an unknown shape`);
    return parsed.data;
  }

  return async function verifyFacebookToken(accessToken: string): Promise<TSocialProfile> {
    if (!appId || !appSecret) throw new SocialTokenError('facebook login is not configured');
    if (!accessToken) throw new SocialTokenError('facebook token is empty');

    const { data } = await getGraph(
      'debug_token',
      { input_token: accessToken, access_token: `${appId}|${appSecret}` },
      ZDebugToken,
    );
    if (data.is_valid !== true) throw new SocialTokenError('facebook token is not valid');
    // A valid token issued to another app must not log anyone into this one.
    if (data.app_id !== appId) throw new SocialTokenError('facebook token belongs to another app');
    if (!data.user_id) throw new SocialTokenError('facebook token has no user');
    const expiresAt = data.expires_at ?? 0;
    if (expiresAt !== 0 && expiresAt * 1000 <= Date.now()) {
      throw new SocialTokenError('facebook token has expired');
    }

    // appsecret_proof shows Facebook the call comes from the app's server, not a stolen token.
    const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
    const me = await getGraph(
      'me',
      {
        fields: 'id,first_name,last_name,email,picture',
        access_token: accessToken,
        appsecret_proof: proof,
      },
      ZMe,
    );
    if (me.id !== data.user_id) throw new SocialTokenError('facebook profile is another user');

    const picture = me.picture?.data;
    return {
      provider: 'facebook',
      subject: me.id,
      email: me.email ?? null,
      // Facebook only returns addresses it has confirmed, so a present email counts as verified.
      emailVerified: Boolean(me.email),
      name: me.first_name ?? '',
      surname: me.last_name ?? '',
      // The default silhouette is not a photo of the user.
      picture: picture?.url && !picture.is_silhouette ? picture.url : null,
    };
  };
}
