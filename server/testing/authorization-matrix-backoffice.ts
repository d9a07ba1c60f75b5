import { validBoatForm } from '../../shared/schemas/boat-form.fixture';
import { adminOnly, ownerAndAdmin, row, signedIn, type TRow } from './authorization-matrix-types';
import { catalogRows } from './authorization-matrix-catalog';
import type { TUserRole, TWorld } from './matrix-world';

const reason = { reason: 'Revisión del equipo de Marea.' };
const thisYear = new Date().getUTCFullYear();

/** The wizard's boat with the caller's own pictures (a gallery must be the submitter's). */
const boatForm = (w: TWorld, gallery: string[]) => ({
  ...validBoatForm(),
  harbour: w.harbourSlug,
  harbor: { lat: w.boat.lat, lon: w.boat.lon },
  gallery,
});

/** A boat's calendar: its owner and admins; another owner is told no such boat, a client 403. */
const calendarOwner = (status: number) => ({ ...ownerAndAdmin(status), otherOwner: 404 });
/** The back office's own pages: shipowners and admins, not clients. */
const backofficeUsers = (status: number) => ({
  ...signedIn(status),
  client: 403,
  otherClient: 403,
});

/**
 * Writing boats and the back office: an owner manages their own boats (admins any boat), the
 * admin routes answer admins only. Targets are the owner's boat unless a row makes its own.
 */
export const backofficeRows: Record<string, TRow> = {
  'POST /api/boat': row({
    request: (w, _t, role) => ({
      url: '/api/boat',
      body: boatForm(w, w.gallery[role === 'anonymous' ? 'client' : (role as TUserRole)]),
    }),
    expect: signedIn(201),
  }),
  'GET /api/boat/:id/form': row({
    request: (w) => ({ url: `/api/boat/${w.boat.id}/form` }),
    expect: ownerAndAdmin(200),
  }),
  'PUT /api/boat/:id': row({
    // an edit rewrites the boat: one of its own, sent with the pictures it already has
    setup: (w) => w.make.boat(),
    request: async (w, boat) => {
      const form = await w.app.inject({
        url: `/api/boat/${boat.id}/form`,
        headers: w.headers.owner,
      });
      return {
        url: `/api/boat/${boat.id}`,
        body: boatForm(w, form.json<{ gallery: string[] }>().gallery),
      };
    },
    expect: ownerAndAdmin(200),
  }),
  'DELETE /api/boat/:id': row({
    renew: 'used',
    setup: (w) => w.make.boat(),
    request: (_w, boat) => ({ url: `/api/boat/${boat.id}` }),
    expect: ownerAndAdmin(200),
  }),
  'GET /api/backoffice/boat': row({
    request: () => ({ url: '/api/backoffice/boat' }),
    expect: signedIn(200),
  }),
  'GET /api/backoffice/admin/boat': row({
    request: () => ({ url: '/api/backoffice/admin/boat' }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/boat/:id/approve': row({
    setup: (w) => w.make.pendingBoat(),
    request: (_w, boat) => ({ url: `/api/backoffice/admin/boat/${boat.id}/approve` }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/boat/:id/reject': row({
    setup: (w) => w.make.pendingBoat(),
    request: (_w, boat) => ({
      url: `/api/backoffice/admin/boat/${boat.id}/reject`,
      body: { reason: 'Faltan fotos del interior del barco.' },
    }),
    expect: adminOnly(200),
  }),
  ...catalogRows,
  'GET /api/backoffice/admin/figures': row({
    request: () => ({ url: '/api/backoffice/admin/figures' }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/user': row({
    request: () => ({ url: '/api/backoffice/admin/user' }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/user/:id': row({
    request: (w) => ({ url: `/api/backoffice/admin/user/${w.users.client.id}` }),
    expect: adminOnly(200),
  }),
  'PUT /api/backoffice/admin/user/:id/role': row({
    setup: (w) => w.make.user(),
    request: (_w, user) => ({
      url: `/api/backoffice/admin/user/${user.id}/role`,
      body: { role: 'shipowner' },
    }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/user/:id/disable': row({
    setup: (w) => w.make.user(),
    request: (_w, user) => ({ url: `/api/backoffice/admin/user/${user.id}/disable`, body: reason }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/user/:id/enable': row({
    setup: async (w) => {
      const user = await w.make.user();
      await w.call('POST', `/api/backoffice/admin/user/${user.id}/disable`, 'admin', reason);
      return user;
    },
    request: (_w, user) => ({ url: `/api/backoffice/admin/user/${user.id}/enable`, body: {} }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/booking': row({
    request: () => ({ url: '/api/backoffice/admin/booking' }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/booking/:id': row({
    request: (w) => ({ url: `/api/backoffice/admin/booking/${w.booking}` }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/booking/:id/cancel': row({
    setup: (w) => w.make.booking('accepted'),
    request: (_w, id) => ({ url: `/api/backoffice/admin/booking/${id}/cancel`, body: reason }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/group': row({
    request: () => ({ url: '/api/backoffice/admin/group' }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/group/:id': row({
    request: (w) => ({ url: `/api/backoffice/admin/group/${w.group.id}` }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/group/:id/cancel': row({
    setup: (w) => w.make.group(),
    request: (_w, group) => ({
      url: `/api/backoffice/admin/group/${group.id}/cancel`,
      body: reason,
    }),
    expect: adminOnly(200),
  }),
  'GET /api/backoffice/admin/valuation': row({
    request: () => ({ url: '/api/backoffice/admin/valuation' }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/valuation/:id/hide': row({
    request: (w) => ({
      url: `/api/backoffice/admin/valuation/${w.rated.ownerValuationId}/hide`,
      body: reason,
    }),
    expect: adminOnly(200),
  }),
  'POST /api/backoffice/admin/valuation/:id/show': row({
    request: (w) => ({
      url: `/api/backoffice/admin/valuation/${w.hiddenValuationId}/show`,
      body: reason,
    }),
    expect: adminOnly(200),
  }),
  // the audit log is a superAdmin's: a plain admin is refused too
  'GET /api/backoffice/admin/audit': row({
    request: () => ({ url: '/api/backoffice/admin/audit' }),
    expect: adminOnly(403),
  }),

  // the owner's boats in the back office (and any boat for admins)
  'GET /api/backoffice/calendar': row({
    request: (w) => ({
      url: '/api/backoffice/calendar',
      query: { from: w.make.freeDays(), to: w.make.freeDays() },
    }),
    expect: backofficeUsers(200),
  }),
  'POST /api/backoffice/boat/:id/block': row({
    request: (w) => {
      const day = w.make.freeDays();
      return {
        url: `/api/backoffice/boat/${w.boat.id}/block`,
        body: { start_date: day, end_date: day },
      };
    },
    expect: calendarOwner(201),
  }),
  'DELETE /api/backoffice/boat/:id/block/:blockId': row({
    renew: 'used',
    setup: (w) => w.make.block(),
    request: (w, blockId) => ({ url: `/api/backoffice/boat/${w.boat.id}/block/${blockId}` }),
    expect: calendarOwner(204),
  }),
  'PUT /api/backoffice/boat/:id/prices': row({
    request: (w) => ({
      url: `/api/backoffice/boat/${w.boat.id}/prices`,
      body: {
        prices: {
          high: { day: '300', half_day: '190' },
          mid: { day: '300', half_day: '190' },
          low: { day: '300', half_day: '190' },
        },
        skipper_price: '180',
      },
    }),
    expect: calendarOwner(200),
  }),
  'PUT /api/backoffice/boat/:id/seasons': row({
    request: (w) => ({ url: `/api/backoffice/boat/${w.boat.id}/seasons`, body: { seasons: [] } }),
    expect: calendarOwner(200),
  }),
  'GET /api/backoffice/earnings': row({
    request: () => ({ url: '/api/backoffice/earnings', query: { year: String(thisYear) } }),
    expect: backofficeUsers(200),
  }),
  'GET /api/backoffice/earnings.csv': row({
    request: () => ({ url: '/api/backoffice/earnings.csv', query: { year: String(thisYear) } }),
    expect: backofficeUsers(200),
  }),
  'POST /api/backoffice/boat/:id/unpublish': row({
    renew: 'used',
    setup: (w) => w.make.boat(),
    request: (_w, boat) => ({ url: `/api/backoffice/boat/${boat.id}/unpublish` }),
    expect: ownerAndAdmin(200),
  }),
  'POST /api/backoffice/boat/:id/publish': row({
    renew: 'used',
    setup: (w) => w.make.boat({ status: 'unpublished' }),
    request: (_w, boat) => ({ url: `/api/backoffice/boat/${boat.id}/publish` }),
    expect: ownerAndAdmin(200),
  }),
  'GET /api/backoffice/boat/:id/ical': row({
    request: (w) => ({ url: `/api/backoffice/boat/${w.boat.id}/ical` }),
    expect: calendarOwner(200),
  }),
  'POST /api/backoffice/boat/:id/ical/reset': row({
    // a boat of its own: the world's boat keeps its feed token
    setup: (w) => w.make.boat(),
    request: (_w, boat) => ({ url: `/api/backoffice/boat/${boat.id}/ical/reset` }),
    expect: calendarOwner(200),
  }),
  'POST /api/backoffice/boat/:id/ical/import': row({
    request: (w, _t, role) => ({
      url: `/api/backoffice/boat/${w.boat.id}/ical/import`,
      body: { url: `${w.feedUrl}?${role}`, name: 'Otra agencia' },
    }),
    expect: calendarOwner(201),
  }),
  'POST /api/backoffice/boat/:id/ical/import/:importId/sync': row({
    setup: (w) => w.make.icalImport(),
    request: (w, id) => ({ url: `/api/backoffice/boat/${w.boat.id}/ical/import/${id}/sync` }),
    expect: calendarOwner(200),
  }),
  'DELETE /api/backoffice/boat/:id/ical/import/:importId': row({
    renew: 'used',
    setup: (w) => w.make.icalImport(),
    request: (w, id) => ({ url: `/api/backoffice/boat/${w.boat.id}/ical/import/${id}` }),
    expect: calendarOwner(200),
  }),
};
