import type { TAdminUser } from './api';

/** One state per user for the badge: deleted, disabled, unverified or active. */
export function userStatus(user: TAdminUser): 'active' | 'disabled' | 'unverified' | 'deleted' {
  if (user.deletedAt) return 'deleted';
  if (user.disabledAt) return 'disabled';
  if (!user.verified) return 'unverified';
  return 'active';
}
