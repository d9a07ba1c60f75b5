import type { TLang } from '../../shared/i18n';
import type { TArea } from './areas';
import type { TCatalog, TCoreCatalog } from './locales/types';

type TParts = { core: () => Promise<TCoreCatalog> } & {
  [A in TArea]: () => Promise<TCatalog[A]>;
};

/** One chunk per language and part, imported on demand in the browser. */
export const catalogParts: Record<TLang, TParts> = {
  es: {
    core: () => import('./locales/core-es').then((m) => m.coreEs),
    search: () => import('./locales/search-es').then((m) => m.searchEs),
    boatPage: () => import('./locales/boat-es').then((m) => m.boatEs),
    addBoat: () => import('./locales/add-boat-es').then((m) => m.addBoatEs),
    review: () => import('./locales/review-es').then((m) => m.reviewEs),
    account: () => import('./locales/settings-es').then((m) => m.settingsEs),
    map: () => import('./locales/map-es').then((m) => m.mapEs),
    payments: () => import('./locales/payments-es').then((m) => m.paymentsEs),
    booking: () => import('./locales/booking-es').then((m) => m.bookingEs),
    checkout: () => import('./locales/checkout-es').then((m) => m.checkoutEs),
    ownerBookings: () => import('./locales/owner-bookings-es').then((m) => m.ownerBookingsEs),
    admin: () => import('./locales/admin-es').then((m) => m.adminEs),
    inbox: () => import('./locales/inbox-es').then((m) => m.inboxEs),
    groups: () => import('./locales/groups-es').then((m) => m.groupsEs),
    createGroup: () => import('./locales/create-group-es').then((m) => m.createGroupEs),
    calendar: () => import('./locales/calendar-es').then((m) => m.calendarEs),
    ical: () => import('./locales/ical-es').then((m) => m.icalEs),
    earnings: () => import('./locales/earnings-es').then((m) => m.earningsEs),
    valuations: () => import('./locales/valuations-es').then((m) => m.valuationsEs),
    adminCatalog: () => import('./locales/admin-catalog-es').then((m) => m.adminCatalogEs),
    adminFigures: () => import('./locales/admin-figures-es').then((m) => m.adminFiguresEs),
    adminValuations: () => import('./locales/admin-valuations-es').then((m) => m.adminValuationsEs),
  },
  en: {
    core: () => import('./locales/core-en').then((m) => m.coreEn),
    search: () => import('./locales/search-en').then((m) => m.searchEn),
    boatPage: () => import('./locales/boat-en').then((m) => m.boatEn),
    addBoat: () => import('./locales/add-boat-en').then((m) => m.addBoatEn),
    review: () => import('./locales/review-en').then((m) => m.reviewEn),
    account: () => import('./locales/settings-en').then((m) => m.settingsEn),
    map: () => import('./locales/map-en').then((m) => m.mapEn),
    payments: () => import('./locales/payments-en').then((m) => m.paymentsEn),
    booking: () => import('./locales/booking-en').then((m) => m.bookingEn),
    checkout: () => import('./locales/checkout-en').then((m) => m.checkoutEn),
    ownerBookings: () => import('./locales/owner-bookings-en').then((m) => m.ownerBookingsEn),
    admin: () => import('./locales/admin-en').then((m) => m.adminEn),
    inbox: () => import('./locales/inbox-en').then((m) => m.inboxEn),
    groups: () => import('./locales/groups-en').then((m) => m.groupsEn),
    createGroup: () => import('./locales/create-group-en').then((m) => m.createGroupEn),
    calendar: () => import('./locales/calendar-en').then((m) => m.calendarEn),
    ical: () => import('./locales/ical-en').then((m) => m.icalEn),
    earnings: () => import('./locales/earnings-en').then((m) => m.earningsEn),
    valuations: () => import('./locales/valuations-en').then((m) => m.valuationsEn),
    adminCatalog: () => import('./locales/admin-catalog-en').then((m) => m.adminCatalogEn),
    adminFigures: () => import('./locales/admin-figures-en').then((m) => m.adminFiguresEn),
    adminValuations: () => import('./locales/admin-valuations-en').then((m) => m.adminValuationsEn),
  },
};
