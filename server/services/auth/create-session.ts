import type { TDbOrTx } from '../../../db/client';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { signIdToken, type TAuthUser } from './id-token';
import { issueRefreshToken } from './refresh-tokens';

/** A new session (a new refresh-token family) for a user who just proved who they are. */
export async function createSession(
  db: TDbOrTx,
  jwtSecret: string,
  user: TAuthUser & { name: string },
  rememberMe: boolean,
): Promise<TTokenResponse & { userId: string }> {
  const refresh = await issueRefreshToken(db, user.id, { rememberMe });
  return {
    idToken: await signIdToken(jwtSecret, user),
    refreshToken: refresh.token,
    role: user.role,
    name: user.name,
    userId: user.id,
  };
}
