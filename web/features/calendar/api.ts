import type {
  TBlockRequest,
  TBoatPrices,
  TCalendarBlock,
  TCalendarResponse,
  TPricesInput,
  TSeasonRangeOut,
} from '../../../shared/schemas/calendar';
import { api } from '../../lib/api';

export type {
  TCalendarBlock,
  TCalendarBoat,
  TCalendarBooking,
  TCalendarGroup,
  TCalendarResponse,
  TBoatPrices,
  TSeasonRangeOut,
} from '../../../shared/schemas/calendar';

/** What holds the days of the caller's boats (or one boat) from `from` to `to`, `YYYY-MM-DD`. */
export function fetchCalendar(
  from: string,
  to: string,
  boatId?: string | null,
  signal?: AbortSignal,
): Promise<TCalendarResponse> {
  const query = new URLSearchParams({ from, to, pageSize: '100' });
  if (boatId) query.set('boatId', boatId);
  return api.get<TCalendarResponse>(`/backoffice/calendar?${query.toString()}`, { signal });
}

const boatPath = (boatId: string) => `/backoffice/boat/${encodeURIComponent(boatId)}`;

export function blockDates(boatId: string, block: TBlockRequest): Promise<TCalendarBlock> {
  return api.post<TCalendarBlock>(`${boatPath(boatId)}/block`, block);
}

export function unblockDates(boatId: string, blockId: string): Promise<void> {
  return api.request<void>(`${boatPath(boatId)}/block/${encodeURIComponent(blockId)}`, {
    method: 'DELETE',
  });
}

export function saveBoatPrices(boatId: string, prices: TPricesInput): Promise<TBoatPrices> {
  return api.request<TBoatPrices>(`${boatPath(boatId)}/prices`, { method: 'PUT', body: prices });
}

export function saveBoatSeasons(
  boatId: string,
  seasons: TSeasonRangeOut[],
): Promise<{ seasons: TSeasonRangeOut[] }> {
  return api.request(`${boatPath(boatId)}/seasons`, { method: 'PUT', body: { seasons } });
}
