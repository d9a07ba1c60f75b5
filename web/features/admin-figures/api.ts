import type { TPlatformFigures } from '../../../shared/schemas/admin-figures';
import { api } from '../../lib/api';

/** `GET /backoffice/admin/figures`: both months included; the server's default without them. */
export function fetchFigures(period: { from?: string; to?: string }): Promise<TPlatformFigures> {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  const search = query.toString();
  return api.get<TPlatformFigures>(`/backoffice/admin/figures${search ? `?${search}` : ''}`);
}
