import { randomUUID } from 'node:crypto';
import { validBoatForm } from '../../shared/schemas/boat-form.fixture';
import { everyone, row, signedIn, type TRow } from './authorization-matrix-types';
import { clientPassword, userRoleOf, type TRole, type TWorld } from './matrix-world';

/** `YYYY-MM-DD` as the public pages' query strings write it, `DD-MM-YYYY`. */
const queryDate = (iso: string) => iso.split('-').reverse().join('-');
const signup = (role: TRole) => ({
  name: 'Nuria',
  surname: 'Vidal',
  email: `signup-${role}-${randomUUID().slice(0, 8)}@example.test`,
  password: 'Velero2026',
  check_password: 'Velero2026',
  phone: '+34 612 345 678',
  terms_and_services: true,
});
/** A picture upload the client has started: its id and signed path. */
async function uploadTicket(world: TWorld) {
  const ticket = await world.call('POST', '/api/asset/generate-signed-url', 'client', {
    kind: 'boat_picture',
    contentType: 'image/jpeg',
    size: world.jpeg.length,
  });
  const url = new URL(ticket.url as string);
  return { id: ticket.id as string, path: url.pathname, query: url.searchParams };
}

/**
 * The catalogue, the search, the boat pages, sign-up and login, and the caller's own account:
 * public routes answer everybody alike, account routes answer each user about themselves.
 */
export const publicRows: Record<string, TRow> = {
  'GET /api/health': row({ request: () => ({ url: '/api/health' }), expect: everyone(200) }),
  'GET /api/boat-type': row({ request: () => ({ url: '/api/boat-type' }), expect: everyone(200) }),
  'GET /api/plan': row({ request: () => ({ url: '/api/plan' }), expect: everyone(200) }),
  'GET /api/place': row({
    request: () => ({ url: '/api/place', query: { q: 'barcelona' } }),
    expect: everyone(200),
  }),
  'GET /api/boat': row({ request: () => ({ url: '/api/boat' }), expect: everyone(200) }),
  'GET /api/boat/:id': row({
    request: (w) => ({ url: `/api/boat/${w.boat.id}` }),
    expect: everyone(200),
  }),
  'GET /api/boat/:id/availability': row({
    request: (w) => ({ url: `/api/boat/${w.boat.id}/availability` }),
    expect: everyone(200),
  }),
  'GET /api/boat/:id/quote': row({
    request: (w) => ({
      url: `/api/boat/${w.boat.id}/quote`,
      query: { start_date: queryDate(w.make.freeDays()), people: '2' },
    }),
    expect: everyone(200),
  }),
  'GET /api/boat/:id/valuation': row({
    request: (w) => ({ url: `/api/boat/${w.boat.id}/valuation` }),
    expect: everyone(200),
  }),
  'GET /api/profession': row({
    request: () => ({ url: '/api/profession' }),
    expect: everyone(200),
  }),
  'GET /api/degree': row({ request: () => ({ url: '/api/degree' }), expect: everyone(200) }),

  // sign-up, login and recovery never depend on who calls
  'POST /api/auth/login': row({
    request: (w) => ({
      url: '/api/auth/login',
      body: { email: w.users.client.email, password: clientPassword },
    }),
    expect: everyone(200),
  }),
  'POST /api/auth/token': row({
    renew: 'used',
    setup: async (w) => {
      const session = await w.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: w.users.client.email, password: clientPassword },
      });
      if (session.statusCode !== 200) throw new Error(`matrix login: ${session.body}`);
      return session.json<{ refreshToken: string }>().refreshToken;
    },
    request: (_w, refreshToken) => ({ url: '/api/auth/token', body: { refreshToken } }),
    expect: everyone(200),
  }),
  'POST /api/auth/social': row({
    request: () => ({ url: '/api/auth/social', body: { googleToken: 'not-a-google-token' } }),
    expect: everyone(401),
  }),
  'POST /api/auth/logout': row({
    request: () => ({ url: '/api/auth/logout', body: {} }),
    expect: everyone(200),
  }),
  'POST /api/auth/verify-email': row({
    request: () => ({ url: '/api/auth/verify-email', body: { token: randomUUID() } }),
    expect: everyone(400),
  }),
  'GET /api/auth/forgot-password/:email': row({
    // an unknown address is 404: each role asks for its own (a visitor for the client's)
    request: (w, _t, role) => ({
      url: `/api/auth/forgot-password/${w.users[role === 'anonymous' ? 'client' : role].email}`,
    }),
    expect: everyone(200),
  }),
  'POST /api/auth/reset-password': row({
    request: () => ({
      url: '/api/auth/reset-password',
      body: { token: randomUUID(), password: 'Velero2026', check_password: 'Velero2026' },
    }),
    expect: everyone(400),
  }),
  'POST /api/user/signup-client': row({
    request: (_w, _t, role) => ({ url: '/api/user/signup-client', body: signup(role) }),
    expect: everyone(201),
  }),
  'POST /api/user/signup-shipowner': row({
    request: (_w, _t, role) => ({
      url: '/api/user/signup-shipowner',
      body: {
        ...signup(role),
        company_name: 'Nàutica Vidal S.L.',
        companyCif: 'B12345674',
        companyAddress: 'Moll de la Fusta 1, Barcelona',
      },
    }),
    expect: everyone(201),
  }),

  // the caller's own account: nobody reaches another's through these paths
  'GET /api/user/me': row({ request: () => ({ url: '/api/user/me' }), expect: signedIn(200) }),
  'PUT /api/user/me': row({
    request: () => ({ url: '/api/user/me', body: { locale: 'es' } }),
    expect: signedIn(200),
  }),
  'PUT /api/user/password': row({
    // a wrong old password: the check is the user's own, after the login check
    request: () => ({
      url: '/api/user/password',
      body: { old_password: 'Wrong2026x', password: 'Velero2026', check_password: 'Velero2026' },
    }),
    expect: signedIn(403),
  }),
  'PUT /api/user/email': row({
    request: () => ({
      url: '/api/user/email',
      body: { email: `new-${randomUUID().slice(0, 8)}@example.test`, password: 'Wrong2026x' },
    }),
    expect: signedIn(403),
  }),
  'DELETE /api/user': row({
    // each role deletes a fresh account of its own kind, not the world's user
    renew: 'role',
    setup: (w, role) => w.make.user(userRoleOf(role)),
    request: (_w, user) => ({ url: '/api/user', as: user }),
    expect: signedIn(200),
  }),
  'GET /api/user/sessions': row({
    request: () => ({ url: '/api/user/sessions' }),
    expect: signedIn(200),
  }),
  'DELETE /api/user/sessions': row({
    // a wrong password: refused to the client, who has one; the others have none (as accounts
    // made with Google) and end their other sessions, of which they have none
    request: () => ({ url: '/api/user/sessions', body: { password: 'Wrong2026x' } }),
    expect: { ...signedIn(200), client: 403 },
  }),
  'DELETE /api/user/sessions/:id': row({
    // another user's session, with the client's right password: not found for anyone
    setup: (w) => w.make.session(),
    request: (_w, id) => ({ url: `/api/user/sessions/${id}`, body: { password: clientPassword } }),
    expect: signedIn(404),
  }),
  'GET /api/user/profession': row({
    request: () => ({ url: '/api/user/profession' }),
    expect: signedIn(200),
  }),
  'POST /api/user/profession': row({
    request: () => ({ url: '/api/user/profession', body: { id: 1 } }),
    expect: signedIn(200),
  }),
  'DELETE /api/user/profession': row({
    request: () => ({ url: '/api/user/profession', body: { id: 1 } }),
    expect: signedIn(200),
  }),
  'GET /api/user/degree': row({
    request: () => ({ url: '/api/user/degree' }),
    expect: signedIn(200),
  }),
  'POST /api/user/degree': row({
    request: () => ({ url: '/api/user/degree', body: { id: 1 } }),
    expect: signedIn(200),
  }),
  'DELETE /api/user/degree': row({
    request: () => ({ url: '/api/user/degree', body: { id: 1 } }),
    expect: signedIn(200),
  }),
  'GET /api/user/favourite': row({
    request: () => ({ url: '/api/user/favourite' }),
    expect: signedIn(200),
  }),
  'PUT /api/user/favourite/:boatId': row({
    request: (w) => ({ url: `/api/user/favourite/${w.boat.id}` }),
    expect: signedIn(200),
  }),
  'DELETE /api/user/favourite/:boatId': row({
    request: (w) => ({ url: `/api/user/favourite/${w.boat.id}` }),
    expect: signedIn(200),
  }),
  'GET /api/user/boat-draft': row({
    request: () => ({ url: '/api/user/boat-draft' }),
    expect: signedIn(200),
  }),
  'PUT /api/user/boat-draft': row({
    request: () => {
      const { fuel_type, engine_power, max_speed, cruise_speed } = validBoatForm();
      return {
        url: '/api/user/boat-draft',
        body: { step: 'technical', values: { fuel_type, engine_power, max_speed, cruise_speed } },
      };
    },
    expect: signedIn(200),
  }),
  'DELETE /api/user/boat-draft': row({
    request: () => ({ url: '/api/user/boat-draft' }),
    expect: signedIn(200),
  }),

  // uploads: anyone logged in starts one; the signature alone authorises the file
  'POST /api/asset/generate-signed-url': row({
    request: () => ({
      url: '/api/asset/generate-signed-url',
      body: { kind: 'boat_picture', contentType: 'image/jpeg', size: 1000 },
    }),
    expect: signedIn(200),
  }),
  'PUT /api/asset/upload/:id': row({
    renew: 'used',
    setup: uploadTicket,
    request: (w, ticket) => ({
      url: ticket.path,
      query: Object.fromEntries(ticket.query),
      headers: { 'content-type': 'image/jpeg' },
      body: w.jpeg,
    }),
    expect: everyone(200),
  }),
  'PUT /api/asset/:id/confirm': row({
    setup: async (w) => {
      const ticket = await uploadTicket(w);
      const put = await w.app.inject({
        method: 'PUT',
        url: `${ticket.path}?${ticket.query.toString()}`,
        headers: { 'content-type': 'image/jpeg' },
        payload: w.jpeg,
      });
      if (put.statusCode !== 200) throw new Error(`matrix upload: ${put.body}`);
      return ticket.id;
    },
    request: (_w, id) => ({ url: `/api/asset/${id}/confirm` }),
    expect: { ...signedIn(404), client: 200 },
  }),
};
