import type { TMessage } from '../../../shared/i18n';
import { api } from '../../lib/api';

export const ownerBoatStatuses = [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'removed',
  'unpublished',
] as const;
export type TOwnerBoatStatus = (typeof ownerBoatStatuses)[number];

/** A boat of `GET /backoffice/boat` (server/routes/backoffice/schemas.ts, ZBoatSummary). */
export type TOwnerBoat = {
  id: string;
  slug: string;
  name: string;
  status: TOwnerBoatStatus;
  coverPictureId: string | null;
  type: { slug: string; name: TMessage };
  harbour: { slug: string; name: string; destination: string };
  fromPriceCents: number;
  rejectionReason: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  owner: { id: string; name: string; email: string; role: string };
};

export type TOwnerBoatPage = { items: TOwnerBoat[]; total: number; page: number; pageSize: number };

export const fleetPageSize = 24;

/** The caller's boats in any status (an admin's: everyone's), newest first, one page. */
export function fetchOwnerBoats(
  page: number,
  status: TOwnerBoatStatus | null,
): Promise<TOwnerBoatPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(fleetPageSize) });
  if (status) query.set('status', status);
  return api.get<TOwnerBoatPage>(`/backoffice/boat?${query.toString()}`);
}

/** `DELETE /boat/{id}`: hides the boat for good; refused (409) while it has future bookings. */
export function removeOwnerBoat(id: string): Promise<{ id: string; status: 'removed' }> {
  return api.request(`/boat/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export type TListedBoat = {
  id: string;
  slug: string;
  status: 'published' | 'unpublished';
  updatedAt: string;
};

/** `POST /backoffice/boat/{id}/unpublish` or `/publish`: off the public site, or back on it. */
export function setBoatListing(id: string, action: 'publish' | 'unpublish'): Promise<TListedBoat> {
  return api.post<TListedBoat>(`/backoffice/boat/${encodeURIComponent(id)}/${action}`);
}
