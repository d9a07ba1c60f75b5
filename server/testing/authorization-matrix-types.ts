import type { TUser } from '../../db/factories';
import { roles, type TRole, type TWorld } from './matrix-world';

/** One status, or the few a call may rightly answer (`[200, 201]`: created or found). */
export type TStatus = number | readonly number[];
export type TExpect = Record<TRole, TStatus>;

/** What one role sends; its bearer token is added unless `as` names another user of its role. */
export type TCall = {
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** a fresh user who acts for the role (a call that would use the world's user up) */
  as?: TUser;
};

type TRowDefinition<T> = {
  /** the row's own target, made before its first call */
  setup?: (world: TWorld, role: TRole) => Promise<T>;
  /**
   * When to make it again: `used`, after a permitted call (which uses it up: delete, cancel…);
   * `role`, for every role (it is made for the role, e.g. a fresh account of its kind).
   */
  renew?: 'used' | 'role';
  request: (world: TWorld, target: T, role: TRole) => TCall | Promise<TCall>;
  expect: TExpect;
  /** a server-sent event stream: only the status of its head is read */
  stream?: boolean;
};

export type TRow = TRowDefinition<unknown>;

/** A row of the matrix; `T` is what its setup makes. */
export function row<T = undefined>(definition: TRowDefinition<T>): TRow {
  return definition as unknown as TRow;
}

const each = (status: TStatus): TExpect =>
  Object.fromEntries(roles.map((role) => [role, status])) as TExpect;

/** A public route: the same answer for everybody. */
export const everyone = (status: TStatus): TExpect => each(status);

/** Any logged-in user gets `status` (about their own things); a visitor 401. */
export const signedIn = (status: TStatus): TExpect => ({ ...each(status), anonymous: 401 });

/** Admins only: 401 for a visitor, 403 for clients and owners. */
export const adminOnly = (status: TStatus): TExpect => ({
  ...each(403),
  anonymous: 401,
  admin: status,
});

/** The owner's boat (and admins): a visitor 401, anyone else `others` (403 unless said). */
export const ownerAndAdmin = (status: TStatus, others: TStatus = 403): TExpect => ({
  ...each(others),
  anonymous: 401,
  owner: status,
  admin: status,
});
