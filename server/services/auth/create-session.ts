import type { TDbOrTx } from '../../../db/client';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { signIdToken, type TAuthUser } from './id-token';
import { issueRefreshToken, type TClient } from './refresh-tokens';

/**
 * A new session (a new refresh-token family) for a user who just proved who they are, on the
 * device `client` describes. The id token names the session.
 */
export async function createSession(
  db: TDbOrTx,
  jwtSecret: string,
  user: TAuthUser & { name: string },
  options: { rememberMe: boolean; client: TClient },
): Promise<TTokenResponse & { userId: string }> {
  const refresh = await issueRefreshToken(db, user.id, options);
  return {
    idToken: await signIdToken(jwtSecret, {
      id: user.id,
      role: user.role,
      sessionId: refresh.familyId,
    }),
    refreshToken: refresh.token,
    role: user.role,
    name: user.name,
    userId: user.id,
  };
}
