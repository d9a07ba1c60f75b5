import type {
  TBooking,
  TCreateBookingRequest,
  TOfferRequest,
} from '../../../shared/schemas/booking';
import { api } from '../../lib/api';

/**
 * The booking API (PRODUCT.md §3 and §8) as the pages call it: the request, the lists, one booking
 * and its transitions. Every answer is the whole booking again, so a page replaces what it shows.
 */
export type { TBooking };
export type TBookingStatus = TBooking['status'];

const path = (id: string, action = '') =>
  `/booking/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function requestBooking(body: TCreateBookingRequest): Promise<TBooking> {
  return api.post<TBooking>('/booking', body);
}

/** The user's bookings as a client, or the requests for their boats (`owner`), newest first. */
export async function fetchBookings(as: 'client' | 'owner' = 'client'): Promise<TBooking[]> {
  return (await api.get<{ items: TBooking[] }>(`/booking?as=${as}`)).items;
}

export function fetchBooking(id: string): Promise<TBooking> {
  return api.get<TBooking>(path(id));
}

export const acceptBooking = (id: string) => api.post<TBooking>(path(id, 'accept'));
export const rejectBooking = (id: string) => api.post<TBooking>(path(id, 'reject'));
export const cancelBooking = (id: string) => api.post<TBooking>(path(id, 'cancel'));
export const checkInBooking = (id: string) => api.post<TBooking>(path(id, 'check-in'));
/** Accepts the offer the client saw (`offeredAt`): 409 when the owner replaced it meanwhile. */
export const acceptOffer = (id: string, offeredAt: string) =>
  api.post<TBooking>(path(id, 'offer/accept'), { offeredAt });
export const makeOffer = (id: string, offer: TOfferRequest) =>
  api.post<TBooking>(path(id, 'offer'), offer);

/** The boat's sailing hours (`HH:MM`, Madrid): the schedule shown and the refund's deadline. */
export type TBoatTimes = { departureTime: string; arrivalTime: string };
