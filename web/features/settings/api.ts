import type { TMessage } from '../../../shared/i18n';
import type { TProfileUpdate } from '../../../shared/schemas/account';
import type { TSession, TSessionList } from '../../../shared/schemas/sessions';
import { api } from '../../lib/api';
import type { TRole } from '../../lib/session';

/** `GET /user/me`: the caller's whole profile (server/routes/user/me.ts). */
export type TMe = {
  id: string;
  name: string;
  surname: string;
  email: string;
  role: TRole;
  avatar: { url: string | null };
  phone: string | null;
  locale: 'es' | 'en';
  emailVerified: boolean;
  /** false for accounts made with Google or Facebook: nothing to re-enter before a sensitive change */
  hasPassword: boolean;
  mailAlerts: boolean;
  updates: boolean;
  description: string | null;
  countryId: string | null;
  userAddress: string | null;
  postal_code: string | null;
  city: string | null;
  birthdate: string | null;
  company_name: string | null;
  companyCif: string | null;
  companyAddress: string | null;
  iban: string | null;
};

/** A nautical degree or profession of the catalogues (`GET /degree`, `GET /profession`). */
export type TTitle = { id: number; slug: string; name: TMessage; level?: number };
export type TTitleKind = 'degree' | 'profession';

export function fetchMe(): Promise<TMe> {
  return api.get<TMe>('/user/me');
}

/** `PUT /user/me`: only the fields present change. */
export function updateProfile(body: TProfileUpdate): Promise<{ message: string }> {
  return api.request('/user/me', { method: 'PUT', body });
}

export type TTitleLists = { all: TTitle[]; mine: TTitle[] };

/** The catalogue (no token) and the caller's own list of one kind of title. */
export async function fetchTitles(kind: TTitleKind): Promise<TTitleLists> {
  const [all, mine] = await Promise.all([
    api.get<TTitle[]>(`/${kind}`),
    api.get<TTitle[]>(`/user/${kind}`),
  ]);
  return { all, mine };
}

export function addTitle(kind: TTitleKind, id: number): Promise<TTitle[]> {
  return api.post<TTitle[]>(`/user/${kind}`, { id });
}

export function removeTitle(kind: TTitleKind, id: number): Promise<{ message: string }> {
  return api.request(`/user/${kind}`, { method: 'DELETE', body: { id } });
}

export type TPasswordChange = { old_password: string; password: string; check_password: string };

/** Answers a new token pair and resets the session cookies (our session goes on). */
export function changePassword(body: TPasswordChange): Promise<unknown> {
  return api.request('/user/password', { method: 'PUT', body });
}

/** 'Wrong password' (AA00015) unless the password is right; then a link goes to the new address. */
export function changeEmail(body: { email: string; password: string }): Promise<unknown> {
  return api.request('/user/email', { method: 'PUT', body });
}

/** Erases the account for good; the server clears the session cookies. */
export function deleteAccount(password: string | undefined): Promise<unknown> {
  return api.request('/user', { method: 'DELETE', body: { password } });
}

/** One active login (a device) of the caller, as `GET /user/sessions` lists it. */
export type { TSession };
export type TSessionDevice = TSession['device'];
export type TDeviceType = TSessionDevice['type'];

/** The active sessions: the current one first, then the most recently active. */
export async function fetchSessions(): Promise<TSession[]> {
  const { sessions } = await api.get<TSessionList>('/user/sessions');
  return sessions;
}

/**
 * Ends one session (ASVS 3.3.4). `password` is required when the account has one: 403 AA00015
 * when wrong, 404 AA00004 when the session is no longer active. Ending the current session clears
 * the session cookies.
 */
export function endSession(id: string, password?: string): Promise<{ message: string }> {
  return api.request(`/user/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { password },
  });
}

/** Ends every session but the current one; answers how many ended. Same errors as endSession. */
export function endOtherSessions(password?: string): Promise<{ message: string; ended: number }> {
  return api.request('/user/sessions', { method: 'DELETE', body: { password } });
}
