import { addBoatEn } from './add-boat-en';
import { bookingEn } from './booking-en';
import { checkoutEn } from './checkout-en';
import { inboxEn } from './inbox-en';
import { groupsEn } from './groups-en';
import { createGroupEn } from './create-group-en';
import { ownerBookingsEn } from './owner-bookings-en';
import { adminEn } from './admin-en';
import { icalEn } from './ical-en';
import { calendarEn } from './calendar-en';
import { earningsEn } from './earnings-en';
import { valuationsEn } from './valuations-en';
import { adminCatalogEn } from './admin-catalog-en';
import { adminFiguresEn } from './admin-figures-en';
import { adminValuationsEn } from './admin-valuations-en';
import { boatEn } from './boat-en';
import { coreEn } from './core-en';
import { mapEn } from './map-en';
import { paymentsEn } from './payments-en';
import { reviewEn } from './review-en';
import { searchEn } from './search-en';
import { settingsEn } from './settings-en';
import type { TCatalog } from './types';

/** English: the core catalogue and every area. Must have exactly the keys of es.ts (the type and a test check it). */
export const en: TCatalog = {
  ...coreEn,
  account: settingsEn,
  map: mapEn,
  review: reviewEn,
  addBoat: addBoatEn,
  boatPage: boatEn,
  search: searchEn,
  payments: paymentsEn,
  booking: bookingEn,
  checkout: checkoutEn,
  ownerBookings: ownerBookingsEn,
  admin: adminEn,
  inbox: inboxEn,
  groups: groupsEn,
  createGroup: createGroupEn,
  ical: icalEn,
  calendar: calendarEn,
  earnings: earningsEn,
  valuations: valuationsEn,
  adminCatalog: adminCatalogEn,
  adminFigures: adminFiguresEn,
  adminValuations: adminValuationsEn,
};
