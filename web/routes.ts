import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/root-index.tsx'),
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('backoffice', 'routes/backoffice.tsx'),
    route('settings/profile', 'routes/settings-profile.tsx'),
    route('settings/account', 'routes/settings-account.tsx'),
    route('settings/favourite', 'routes/settings-favourite.tsx'),
    route('settings/bookings', 'routes/settings-bookings.tsx'),
    route('settings/inbox', 'routes/settings-inbox.tsx'),
    route('settings/inbox/:id', 'routes/settings-inbox-thread.tsx'),
    route('settings/valuations', 'routes/settings-valuations.tsx'),
    // the same page inside the back office, one of the owner's tabs (docs/decisions/0035)
    route('backoffice/reviews', 'routes/settings-valuations.tsx', { id: 'backoffice-reviews' }),
    route('booking/:id', 'routes/booking.tsx'),
    route('boats', 'routes/boats.tsx'),
    route('boats/:slug/book', 'routes/checkout.tsx'),
    route('boats/:slug', 'routes/boat.tsx'),
    route('add-boat', 'routes/add-boat.tsx'),
    // boat sharing (docs/decisions/0028-groups.md)
    route('groups-info', 'routes/groups-info.tsx'),
    route('create-group', 'routes/create-group.tsx'),
    route('groups', 'routes/groups.tsx'),
    route('groups/:id', 'routes/group.tsx'),
    route('backoffice/review', 'routes/backoffice-review.tsx'),
    // the admins' users, every booking and group, and the audit log (docs/decisions/0033)
    route('backoffice/users', 'routes/backoffice-users.tsx'),
    route('backoffice/users/:id', 'routes/backoffice-user.tsx'),
    route('backoffice/all-bookings', 'routes/backoffice-admin-bookings.tsx'),
    route('backoffice/all-bookings/:id', 'routes/backoffice-admin-booking.tsx'),
    route('backoffice/all-bookings/groups/:id', 'routes/backoffice-admin-group.tsx'),
    route('backoffice/audit', 'routes/backoffice-audit.tsx'),
    route('backoffice/boats', 'routes/backoffice-boats.tsx'),
    route('backoffice/earnings', 'routes/backoffice-earnings.tsx'),
    route('backoffice/bookings', 'routes/backoffice-bookings.tsx'),
    // the back office's inbox (every back-office user) and support queue (admins): one page each
    route('backoffice/messages', 'routes/backoffice-inbox.tsx', { id: 'backoffice-messages' }),
    route('backoffice/support', 'routes/backoffice-inbox.tsx', { id: 'backoffice-support' }),
    route('backoffice/messages/:id', 'routes/backoffice-inbox-thread.tsx', {
      id: 'backoffice-messages-thread',
    }),
    route('backoffice/support/:id', 'routes/backoffice-inbox-thread.tsx', {
      id: 'backoffice-support-thread',
    }),
    route('backoffice/boats/new', 'routes/backoffice-boat-new.tsx'),
    route('backoffice/boats/:id/edit', 'routes/backoffice-boat-edit.tsx'),
    // the back office's calendars: the whole fleet's, and one boat's (docs/decisions/0030)
    route('backoffice/calendar', 'routes/backoffice-calendar.tsx'),
    route('backoffice/boats/:id/calendar', 'routes/backoffice-boat-calendar.tsx'),
    // the admins' catalogues and platform figures (docs/decisions/0034)
    route('backoffice/catalogues', 'routes/backoffice-catalogues.tsx'),
    route('backoffice/figures', 'routes/backoffice-figures.tsx'),
    // the admins' moderation of valuations (issue 9)
    route('backoffice/valuations', 'routes/backoffice-valuations.tsx'),
    // information pages (/es/faq, /en/cookie-policy…); an unknown single segment is a 404 there
    route(':page', 'routes/content-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
