import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../../../db/factories';
import { sessionCookies } from '../../routes/auth/cookies';
import { signIdToken } from '../../services/auth/id-token';
import { bearerOf, bookingParties, requestBooking, type THeaders } from '../booking';
import { groupBody, groupParties } from '../group';

/** Who sends a fuzz request: real users (so handlers see the input) and forged credentials. */
export const identities = [
  'anonymous',
  'client',
  'owner',
  'admin',
  'bearer-garbage',
  'jwt-malformed',
  'jwt-alg-none',
  'jwt-wrong-secret',
  'jwt-expired',
  'jwt-unknown-user',
  'jwt-no-session',
  'bearer-huge',
  'basic',
  'cookie-no-origin',
  'cookie-bad-origin',
  'cookie-garbage',
] as const;
export type TIdentity = (typeof identities)[number];

export type TFuzzWorld = {
  boatId: string;
  conversationId: string;
  headers: Record<TIdentity, THeaders>;
  /** ids of rows that exist (boats, a booking, a group, a conversation, users, a card) */
  uuids: string[];
  /** small integers: catalogue ids */
  ints: number[];
};

async function forgedHeaders(app: FastifyInstance, clientId: string, clientToken: string) {
  const claims = { role: 'admin', sub: clientId, iss: 'marea', aud: 'marea-api' };
  const algNone = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('1h').encode();
  const wrongSecret = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(clientId)
    .setIssuer('marea')
    .setAudience('marea-api')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-secret-not-the-secret-0123456789'));
  const expired = await signIdToken(
    app.secrets.jwt,
    { id: clientId, role: 'client', sessionId: randomUUID() },
    new Date(Date.now() - 86_400_000),
  );
  const unknown = await signIdToken(app.secrets.jwt, {
    id: '3f1e7c1a-2b4d-4e8f-9a6b-1c2d3e4f5a6b',
    role: 'superAdmin',
    sessionId: randomUUID(),
  });
  // well signed, for the real client, but naming no session of theirs (as one ended would)
  const noSession = await signIdToken(app.secrets.jwt, {
    id: clientId,
    role: 'superAdmin',
    sessionId: randomUUID(),
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cookie = { cookie: `${sessionCookies.idToken}=${clientToken}` };
  return {
    anonymous: {},
    'bearer-garbage': bearer('xyz'),
    'jwt-malformed': bearer('eyJhbGciOiJIUzI1NiJ9.e30.%%%'),
    'jwt-alg-none': bearer(algNone),
    'jwt-wrong-secret': bearer(wrongSecret),
    'jwt-expired': bearer(expired),
    'jwt-unknown-user': bearer(unknown),
    'jwt-no-session': bearer(noSession),
    'bearer-huge': bearer('A'.repeat(12_000)),
    basic: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    'cookie-no-origin': cookie,
    'cookie-bad-origin': { ...cookie, origin: 'https://evil.example', referer: 'javascript:1' },
    'cookie-garbage': {
      cookie: `${sessionCookies.idToken}=%E0%A4%A; ${sessionCookies.refreshToken}=\u00ff; =; a`,
    },
  } satisfies Record<Exclude<TIdentity, 'client' | 'owner' | 'admin'>, THeaders>;
}

/**
 * The data every fuzz file starts from: a client with a card and a booking request on an owner's
 * boat, a group, a conversation, an admin, and a bystander whose id admin routes may target.
 */
export async function createFuzzWorld(app: FastifyInstance): Promise<TFuzzWorld> {
  const { owner, boat, ownerHeaders, client } = await bookingParties(app);
  const bookingId = await requestBooking(app, client.headers, boat.id);
  const group = await groupParties(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/group',
    headers: group.creator.headers,
    payload: groupBody(group),
  });
  if (created.statusCode !== 201) throw new Error(`POST /group: ${created.body}`);
  const conversation = await app.inject({
    method: 'POST',
    url: '/api/conversation',
    headers: client.headers,
    payload: { boatId: boat.id, message: 'Hola, ¿está libre en julio?' },
  });
  if (conversation.statusCode >= 300) throw new Error(`POST /conversation: ${conversation.body}`);
  const cards = await app.inject({
    method: 'GET',
    url: '/api/billing/client/card',
    headers: client.headers,
  });
  const admin = await createUser(app.db, { role: 'superAdmin' });
  const bystander = await createUser(app.db);
  const cardIds = (cards.json() as { id?: string }[] | { items?: { id: string }[] }) ?? [];
  const cardList = Array.isArray(cardIds) ? cardIds : (cardIds.items ?? []);
  const clientToken = client.headers.authorization!.slice('Bearer '.length);
  return {
    boatId: boat.id,
    conversationId: (conversation.json() as { id: string }).id,
    headers: {
      client: client.headers,
      owner: ownerHeaders,
      admin: await bearerOf(app, admin),
      ...(await forgedHeaders(app, client.user.id, clientToken)),
    },
    uuids: [
      boat.id,
      group.boat.id,
      bookingId,
      (created.json() as { id: string }).id,
      (conversation.json() as { id: string }).id,
      bystander.id,
      owner.id,
      ...cardList.flatMap((card) => (card.id ? [card.id] : [])),
    ],
    ints: [1, 2, 3],
  };
}

/**
 * Whether the fuzz users still work and their boat is still listed: a fuzzed route may delete
 * the account (DELETE /user), disable it or remove the boat, and the next routes need them.
 */
export async function isWorldIntact(app: FastifyInstance, world: TFuzzWorld): Promise<boolean> {
  const checks = [
    ...(['client', 'owner', 'admin'] as const).map((who) => ({
      url: '/api/user/me',
      headers: world.headers[who],
    })),
    { url: `/api/boat/${world.boatId}`, headers: {} },
  ];
  for (const check of checks) {
    const response = await app.inject({ method: 'GET', ...check });
    if (response.statusCode !== 200) return false;
  }
  return true;
}
