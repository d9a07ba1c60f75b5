import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../../shared/dates';
import { expect, logIn, saveCard, signUpClient } from './fixtures';

/** The body of a response that must be 2xx, typed. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const queryDate = (iso: string) => iso.split('-').reverse().join('-');
const isoPlus = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type TEnjoyedTrip = {
  email: string;
  password: string;
  /** the client's session token */
  token: string;
  ownerToken: string;
  bookingId: string;
};

/**
 * A fresh client's accepted day on a demo owner's boat (owner@marea.test), the first free day
 * `fromDays` ahead, made `enjoyed` by the lifecycle job run for that booking alone as if the day
 * after the trip had come (docs/decisions/0035-valuations.md).
 */
export async function enjoyedTrip(
  api: APIRequestContext,
  options: {
    boatId: string;
    fromDays: number;
    /** with the boat's skipper: no licence is asked */
    skipper: boolean;
    client: { email: string; name: string; surname: string; locale: 'es' | 'en' };
  },
): Promise<TEnjoyedTrip> {
  const password = 'Velero2026';
  const { client } = options;
  await signUpClient(api, { ...client, password, phone: '+34 633 444 555' });
  const token = await logIn(api, client.email, password);
  await saveCard(api, token);

  const from = options.fromDays;
  const { days } = await json<{ days: { date: string; status: string }[] }>(
    await api.get(
      `/api/boat/${options.boatId}/availability?from=${queryDate(isoPlus(from))}&to=${queryDate(isoPlus(from + 20))}`,
    ),
  );
  const day = days.find((d) => d.status === 'free')?.date;
  expect(day, 'a free day').toBeTruthy();
  const requested = await api.post('/api/booking', {
    headers: bearer(token),
    data: {
      boatId: options.boatId,
      start_date: day,
      duration: 'day',
      skipper: options.skipper,
      people: 2,
      message: 'Hola, ¿podemos salir a las 10:00?',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const bookingId = ((await requested.json()) as { id: string }).id;
  const ownerToken = await logIn(api, 'owner@marea.test');
  await json(await api.post(`/api/booking/${bookingId}/accept`, { headers: bearer(ownerToken) }));
  // only this booking moves: other specs' requests and bookings stay as they are
  await json(
    await api.post('/api/dev/jobs/booking-lifecycle', {
      data: { at: `${addDays(day!, 1)}T12:00:00.000Z`, bookingId },
    }),
  );
  const booking = await json<{ status: string }>(
    await api.get(`/api/booking/${bookingId}`, { headers: bearer(token) }),
  );
  expect(booking.status).toBe('enjoyed');
  return { email: client.email, password, token, ownerToken, bookingId };
}
