import type { TMessage } from '../../../shared/i18n';
import { api } from '../../lib/api';

/** The tabs of the review page, in order: the queue first. */
export const reviewStatuses = ['pending_review', 'published', 'rejected', 'removed'] as const;
export type TReviewStatus = (typeof reviewStatuses)[number];

export function isReviewStatus(value: unknown): value is TReviewStatus {
  return (reviewStatuses as readonly unknown[]).includes(value);
}

type TSeasonPrice = { dayCents: number; halfDayCents: number | null };

/** One boat of `GET /backoffice/admin/boat` (server/routes/backoffice/schemas.ts). */
export type TReviewBoat = {
  id: string;
  slug: string;
  name: string;
  status: TReviewStatus | 'draft';
  coverPictureId: string | null;
  pictureIds: string[];
  type: { slug: string; name: TMessage };
  harbour: { slug: string; name: string; destination: string };
  fromPriceCents: number;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  owner: { id: string; name: string; email: string; role: string };
  description: TMessage;
  facts: {
    manufacturer: string;
    model: string;
    year: number;
    lengthM: number;
    numberOfPlaces: number;
    cabins: number;
    baths: number;
    skipper: 'none' | 'optional' | 'mandatory';
    skipperPriceCents: number;
    depositCents: number | null;
    fuelType: string;
    enginePowerCv: number | null;
    equipmentCount: number;
  };
  prices: Record<'high' | 'mid' | 'low', TSeasonPrice | null>;
};

export type TReviewPage = {
  items: TReviewBoat[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<TReviewStatus, number>;
};

export const reviewPageSize = 12;

/** The first `pageSize` boats of a tab ("load more" asks for a longer first page). */
export function fetchReviewBoats(
  status: TReviewStatus,
  pageSize = reviewPageSize,
): Promise<TReviewPage> {
  const query = new URLSearchParams({ status, page: '1', pageSize: String(pageSize) });
  return api.get<TReviewPage>(`/backoffice/admin/boat?${query}`);
}

export function approveBoat(id: string): Promise<unknown> {
  return api.post(`/backoffice/admin/boat/${id}/approve`);
}

/** The reason (10–1000 characters) is mailed to the boat's owner. */
export function rejectBoat(id: string, reason: string): Promise<unknown> {
  return api.post(`/backoffice/admin/boat/${id}/reject`, { reason });
}
