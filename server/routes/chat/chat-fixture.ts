import { createUser, type TUser } from '../../../db/factories';
import { bearerOf, bookingParties, requestBooking, type THeaders } from '../../testing/booking';
import type { TTestApp } from '../../testing/test-app';

/**
 * Helpers of the messaging API tests: the parties of a boat (its owner and a client with a card)
 * and calls through `app.inject`.
 */
export function chatCalls(t: TTestApp) {
  const start = (headers: THeaders | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/conversation', headers, payload });
  const send = (headers: THeaders | undefined, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/chat/${id}/message`, headers, payload });
  const read = (headers: THeaders | undefined, id: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/chat/${id}/read`, headers, payload: payload ?? {} });
  const thread = (headers: THeaders | undefined, id: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/chat/${id}${query}`, headers });
  const list = (headers: THeaders | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/chat${query}`, headers });
  const conversations = (headers: THeaders | undefined) =>
    t.app.inject({ method: 'GET', url: '/api/conversation', headers });

  /** A boat conversation opened by a fresh client with `message`: its id and the parties. */
  async function boatConversation(message = 'Hola, ¿está disponible en julio?') {
    const parties = await bookingParties(t.app);
    const response = await start(parties.client.headers, { boatId: parties.boat.id, message });
    if (response.statusCode !== 201) throw new Error(`POST /conversation: ${response.body}`);
    return { ...parties, id: response.json().id as string };
  }

  /** Another user, not part of anything, with their headers. */
  async function stranger(role: TUser['role'] = 'client') {
    const user = await createUser(t.db, { role });
    return { user, headers: await bearerOf(t.app, user) };
  }

  /** A pending request of the parties' client on their boat, then the owner's accept. */
  async function acceptedBooking(parties: Awaited<ReturnType<typeof bookingParties>>) {
    const bookingId = await requestBooking(t.app, parties.client.headers, parties.boat.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/accept`,
      headers: parties.ownerHeaders,
    });
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
    return bookingId;
  }

  return {
    start,
    send,
    read,
    thread,
    list,
    conversations,
    boatConversation,
    stranger,
    acceptedBooking,
  };
}

export const unknownId = '00000000-0000-4000-8000-000000000000';

export const fieldsOf = (response: { json: () => { fields?: { field: string }[] } }) =>
  (response.json().fields ?? []).map((f) => f.field);
