import type {
  TIcalImportRequest,
  TIcalSettings,
  TIcalSyncResult,
} from '../../../shared/schemas/ical';
import { api } from '../../lib/api';

const base = (boatId: string) => `/backoffice/boat/${encodeURIComponent(boatId)}/ical`;

/** The boat's export feed URL and its imported calendars. */
export function fetchIcalSettings(boatId: string): Promise<TIcalSettings> {
  return api.get<TIcalSettings>(base(boatId));
}

/** A new secret export URL; the old one stops working. */
export function resetIcalLink(boatId: string): Promise<{ exportUrl: string }> {
  return api.post(`${base(boatId)}/reset`);
}

/** Imports a calendar: the server fetches it at once (422 when it cannot read it). */
export function addIcalImport(boatId: string, body: TIcalImportRequest): Promise<TIcalSyncResult> {
  return api.post(`${base(boatId)}/import`, body);
}

export function syncIcalImport(boatId: string, importId: string): Promise<TIcalSyncResult> {
  return api.post(`${base(boatId)}/import/${encodeURIComponent(importId)}/sync`);
}

export function removeIcalImport(boatId: string, importId: string): Promise<{ id: string }> {
  return api.request(`${base(boatId)}/import/${encodeURIComponent(importId)}`, {
    method: 'DELETE',
  });
}
