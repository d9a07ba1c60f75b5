import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

export type TCreatedGroup = {
  id: string;
  name: string;
  date: string;
  harbour: string;
  deadline: string;
};

/** `YYYY-MM-DD`, `offset` days from today (UTC is close enough: dates are days ahead). */
export const isoIn = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** `YYYY-MM-DD` → `DD-MM-YYYY`, the query-string format. */
export const dmy = (date: string) => date.split('-').reverse().join('-');

/**
 * A group made through `POST /group` by the user of `token` (who has a card), of `people`, on the
 * first date from `fromDay` days ahead and the first harbour (Marina Botafoch first) with a
 * matching free boat: specs running side by side each get their own.
 */
export async function createGroupThroughApi(
  api: APIRequestContext,
  token: string,
  options: {
    name: string;
    people?: number;
    fromDay?: number;
    passenger: { name: string; email: string };
  },
): Promise<TCreatedGroup> {
  const auth = { authorization: `Bearer ${token}` };
  const people = options.people ?? 6;
  const catalogues = (await (await api.get('/api/group/options')).json()) as {
    harbours: { slug: string }[];
    plans: { slug: string }[];
  };
  const harbours = catalogues.harbours.map((h) => h.slug);
  harbours.sort((a, b) => Number(b === 'marina-botafoch') - Number(a === 'marina-botafoch'));
  for (let offset = options.fromDay ?? 6; offset < 60; offset += 4) {
    const date = isoIn(offset);
    for (const harbour of harbours.slice(0, 8)) {
      for (const plan of catalogues.plans.slice(0, 3)) {
        const query = `date=${dmy(date)}&harbour=${harbour}&plan=${plan.slug}&number_of_people=${people}`;
        const found = await api.get(`/api/group/boats?${query}`);
        if (!found.ok()) continue;
        const { items } = (await found.json()) as { items: { id: string }[] };
        if (items.length === 0) continue;
        const created = await api.post('/api/group', {
          headers: auth,
          data: {
            date,
            country: 'ES',
            harbour,
            plan: plan.slug,
            number_of_people: people,
            boatId: items[0]!.id,
            passengers: [options.passenger],
            group_name: options.name,
            note: 'Un día de calas y baños con patrón, comida a bordo y buen ambiente.',
          },
        });
        expect(created.ok(), await created.text()).toBe(true);
        const group = (await created.json()) as { id: string; deadline: string };
        return { id: group.id, name: options.name, date, harbour, deadline: group.deadline };
      }
    }
  }
  throw new Error('no boat could take a test group');
}
