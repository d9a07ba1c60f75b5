import type { TLang } from '../../../shared/i18n';
import type { TEarnings } from '../../../shared/schemas/earnings';
import { api } from '../../lib/api';

/** `GET /backoffice/earnings?year=`: the statement of a year, from the ledger. */
export function fetchEarnings(year: number | null, ownerId?: string | null): Promise<TEarnings> {
  const query = new URLSearchParams();
  if (year !== null) query.set('year', String(year));
  if (ownerId) query.set('ownerId', ownerId);
  const search = query.toString();
  return api.get<TEarnings>(`/backoffice/earnings${search ? `?${search}` : ''}`);
}

/** The CSV of a year, with its header row in the page's language (a download link). */
export function earningsCsvUrl(year: number, lang: TLang): string {
  return `/api/backoffice/earnings.csv?year=${year}&lang=${lang}`;
}
