/**
 * The shipowner's requests and bookings in the back office, in Spanish. Mounted under the
 * catalogue's top-level `ownerBookings` key; owner-bookings-en.ts has the same keys.
 */
export const ownerBookingsEs = {
  title: 'Solicitudes y reservas',
};
