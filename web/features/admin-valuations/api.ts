import type { TAdminValuation } from '../../../shared/schemas/valuation';
import { api } from '../../lib/api';

export type { TAdminValuation, TAdminValuations } from '../../../shared/schemas/valuation';

/** The status filter of the moderation list, in the order of its choices. */
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

const base = '/backoffice/admin/valuation';

/** `GET /backoffice/admin/valuation?status=&q=&page=` */
export function valuationsPath(filters: { status: TValuationStatus; q: string; page: number }) {
  const query = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.q) query.set('q', filters.q);
  return `${base}?${query.toString()}`;
}

/** Hides a valuation from the site, or shows it again; the reason goes to the audit log. */
export function moderateValuation(
  id: string,
  action: 'hide' | 'show',
  reason: string,
): Promise<TAdminValuation> {
  return api.post<TAdminValuation>(`${base}/${encodeURIComponent(id)}/${action}`, { reason });
}
