import type { TBoatForm, TBoatFormInput, TBoatFormStepId } from '../../../shared/schemas/boat-form';
import { api } from '../../lib/api';

/** The saved wizard progress (server/routes/user/boat-draft.ts). */
export type TDraft = {
  /** index (0–7) of the furthest step the user may open */
  step: number;
  /** the saved steps' values, merged, as their schemas output them */
  data: Partial<TBoatFormInput>;
  completedSteps: TBoatFormStepId[];
  /** null when nothing was saved yet */
  updatedAt: string | null;
};

/** `GET /user/boat-draft`: the caller's draft (empty when there is none yet). */
export function fetchDraft(): Promise<TDraft> {
  return api.get<TDraft>('/user/boat-draft');
}

/** `PUT /user/boat-draft`: the server validates the step with its schema and merges it. */
export function saveDraftStep(step: TBoatFormStepId, values: object): Promise<unknown> {
  return api.request('/user/boat-draft', { method: 'PUT', body: { step, values } });
}

export function deleteDraft(): Promise<unknown> {
  return api.request('/user/boat-draft', { method: 'DELETE' });
}

export type TSubmitted = { id: string; slug: string; status: string };

/** `POST /boat`: the whole boat, sent for review. */
export function submitBoat(body: TBoatForm): Promise<TSubmitted> {
  return api.post<TSubmitted>('/boat', body);
}

/** `GET /boat/{id}/form`: an owned boat's values, to edit it with the wizard. */
export function fetchBoatForm(id: string): Promise<Partial<TBoatFormInput>> {
  return api.get<Partial<TBoatFormInput>>(`/boat/${encodeURIComponent(id)}/form`);
}

/** `PUT /boat/{id}`: the whole boat again. */
export function updateBoat(id: string, body: TBoatForm): Promise<unknown> {
  return api.request(`/boat/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** A harbour of the place autocomplete (`GET /place?q=`). */
export type THarbourOption = {
  slug: string;
  name: string;
  /** where it is: the destination's name, else the region */
  area: string;
  lat: number;
  lon: number;
};

type TPlace = {
  type: 'destination' | 'harbour' | 'province' | 'region';
  slug: string;
  name: string;
  destination: string;
  destinationName: string;
  region: { es: string; en: string };
  lat: number;
  lon: number;
};

/** Harbours whose name, town or region matches the query (accents and case ignored). */
export async function searchHarbours(
  query: string,
  lang: 'es' | 'en',
  signal?: AbortSignal,
): Promise<THarbourOption[]> {
  const places = await api.get<TPlace[]>(`/place?q=${encodeURIComponent(query.trim())}`, {
    signal,
  });
  const towns = new Map(
    places.filter((p) => p.type === 'destination').map((p) => [p.slug, p.name]),
  );
  return places
    .filter((p) => p.type === 'harbour')
    .map((p) => ({
      slug: p.slug,
      name: p.name,
      area: p.destinationName || (towns.get(p.destination) ?? p.region[lang]),
      lat: p.lat,
      lon: p.lon,
    }));
}
