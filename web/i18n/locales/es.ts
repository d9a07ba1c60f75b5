import { addBoatEs } from './add-boat-es';
import { bookingEs } from './booking-es';
import { checkoutEs } from './checkout-es';
import { inboxEs } from './inbox-es';
import { groupsEs } from './groups-es';
import { createGroupEs } from './create-group-es';
import { ownerBookingsEs } from './owner-bookings-es';
import { adminEs } from './admin-es';
import { icalEs } from './ical-es';
import { calendarEs } from './calendar-es';
import { earningsEs } from './earnings-es';
import { valuationsEs } from './valuations-es';
import { adminCatalogEs } from './admin-catalog-es';
import { adminFiguresEs } from './admin-figures-es';
import { adminValuationsEs } from './admin-valuations-es';
import { boatEs } from './boat-es';
import { coreEs } from './core-es';
import { mapEs } from './map-es';
import { paymentsEs } from './payments-es';
import { reviewEs } from './review-es';
import { searchEs } from './search-es';
import { settingsEs } from './settings-es';

/**
 * Spanish, the default and fallback language: the core catalogue and every area, the type all
 * keys are checked against. The server renders from it; the browser loads the core and only the
 * areas of the page (web/i18n/i18n.ts). en.ts must have exactly the same keys.
 */
export const es = {
  ...coreEs,
  account: settingsEs,
  map: mapEs,
  review: reviewEs,
  addBoat: addBoatEs,
  boatPage: boatEs,
  search: searchEs,
  payments: paymentsEs,
  booking: bookingEs,
  checkout: checkoutEs,
  ownerBookings: ownerBookingsEs,
  admin: adminEs,
  inbox: inboxEs,
  groups: groupsEs,
  createGroup: createGroupEs,
  ical: icalEs,
  calendar: calendarEs,
  earnings: earningsEs,
  valuations: valuationsEs,
  adminCatalog: adminCatalogEs,
  adminFigures: adminFiguresEs,
  adminValuations: adminValuationsEs,
};
