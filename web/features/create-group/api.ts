import type { TGroup, TGroupBoatOption } from '../../../shared/schemas/group';
import { api } from '../../lib/api';
import type { requestBody } from './steps';
import type { TGroupCard, TWizardValues } from './types';

/** The filters of `GET /group/boats`: the place and plan of step 1, the wishes of step 2. */
export function boatsQuery(values: TWizardValues): string {
  const params = new URLSearchParams({
    date: values.date,
    harbour: values.harbour,
    plan: values.plan,
    boat_type: values.boat_type,
    boat_kind: values.boat_kind,
    number_of_people: values.number_of_people,
    min_price: values.min_price.trim(),
    max_price: values.max_price.trim(),
  });
  for (const [key, value] of [...params]) if (!value) params.delete(key);
  return params.toString();
}

/** The boats a group could take (no session needed), cheapest per person first. */
export async function fetchGroupBoats(query: string, signal?: AbortSignal) {
  return (await api.get<{ items: TGroupBoatOption[] }>(`/group/boats?${query}`, { signal })).items;
}

/** The user's saved cards, newest first. */
export async function fetchGroupCards(): Promise<TGroupCard[]> {
  return (await api.get<{ items: TGroupCard[] }>('/billing/client/card')).items;
}

/** The card a group is paid with becomes the default, as at a rental's checkout. */
export function makeDefaultCard(id: string): Promise<TGroupCard> {
  return api.post<TGroupCard>(`/billing/client/card/${encodeURIComponent(id)}/default`);
}

export function createGroup(body: ReturnType<typeof requestBody>): Promise<TGroup> {
  return api.post<TGroup>('/group', body);
}
