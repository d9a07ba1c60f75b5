import type {
  TAdminBookingDetail,
  TAdminGroupDetail,
  TAdminRole,
  TAdminUser,
} from '../../../shared/schemas/admin';
import type { TAdminValuation } from '../../../shared/schemas/valuation';
import { api } from '../../lib/api';

export type {
  TAdminBooking,
  TAdminBookingDetail,
  TAdminGroup,
  TAdminGroupDetail,
  TAdminRole,
  TAdminUser,
  TAdminUserDetail,
  TAuditEntry,
  TLedgerLine,
  TLedgerSummary,
  TPage,
} from '../../../shared/schemas/admin';
export type { TAdminValuation, TAdminValuations } from '../../../shared/schemas/valuation';
export {
  adminRoles,
  bookingStatuses,
  groupStatuses,
  userStatuses,
} from '../../../shared/schemas/admin';

const base = '/backoffice/admin';

/** A query string of the filled-in values only. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const adminPaths = {
  users: (query: string) => `${base}/user${query}`,
  user: (id: string) => `${base}/user/${encodeURIComponent(id)}`,
  bookings: (query: string) => `${base}/booking${query}`,
  booking: (id: string) => `${base}/booking/${encodeURIComponent(id)}`,
  groups: (query: string) => `${base}/group${query}`,
  group: (id: string) => `${base}/group/${encodeURIComponent(id)}`,
  audit: (query: string) => `${base}/audit${query}`,
  valuations: (query: string) => `${base}/valuation${query}`,
  valuation: (id: string) => `${base}/valuation/${encodeURIComponent(id)}`,
};

/** The status filter of the valuations' moderation list, in the order of its choices. */
export const valuationStatuses = ['all', 'published', 'pending', 'hidden'] as const;
export type TValuationStatus = (typeof valuationStatuses)[number];

export function isValuationStatus(value: string | undefined): value is TValuationStatus {
  return valuationStatuses.includes(value as TValuationStatus);
}

/** Where a valuation stands: hidden by an admin, published, or waiting for the other side. */
export function valuationState(valuation: TAdminValuation): Exclude<TValuationStatus, 'all'> {
  if (valuation.hidden) return 'hidden';
  return valuation.publishedAt ? 'published' : 'pending';
}

export function changeRole(id: string, role: TAdminRole): Promise<TAdminUser> {
  return api.request(`${adminPaths.user(id)}/role`, { method: 'PUT', body: { role } });
}

export function setDisabled(id: string, disabled: boolean, reason: string): Promise<TAdminUser> {
  return api.post(`${adminPaths.user(id)}/${disabled ? 'disable' : 'enable'}`, {
    reason: reason || undefined,
  });
}

export function cancelBookingAsAdmin(id: string, reason: string): Promise<TAdminBookingDetail> {
  return api.post(`${adminPaths.booking(id)}/cancel`, { reason });
}

export function cancelGroupAsAdmin(id: string, reason: string): Promise<TAdminGroupDetail> {
  return api.post(`${adminPaths.group(id)}/cancel`, { reason });
}

/** Hides a valuation from the site, or shows it again; the reason goes to the audit log. */
export function moderateValuation(
  id: string,
  action: 'hide' | 'show',
  reason: string,
): Promise<TAdminValuation> {
  return api.post(`${adminPaths.valuation(id)}/${action}`, { reason });
}
