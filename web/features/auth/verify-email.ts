import { api } from '../../lib/api';

const pending = new Map<string, Promise<void>>();

/**
 * POST /auth/verify-email, once per token: the token is single use, and React may run the
 * effect that calls this twice (Strict Mode) or again after a revalidation.
 */
export function verifyEmailOnce(token: string): Promise<void> {
  let call = pending.get(token);
  if (!call) {
    call = api.post<{ message: string }>('/auth/verify-email', { token }).then(() => undefined);
    pending.set(token, call);
  }
  return call;
}
