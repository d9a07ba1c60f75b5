/**
 * A booking as its client and the boat's owner see it: statuses, the reservation-request page and
 * /settings/bookings, in Spanish. Mounted under the catalogue's top-level `booking` key;
 * booking-en.ts has the same keys.
 */
export const bookingEs = {
  /** the spec's labels (pending, rejected, enjoyed, accepted, canceled) plus unanswered */
  status: {
    pending: 'Pendiente',
    accepted: 'Aceptada',
    rejected: 'Rechazada',
    expired: 'Sin respuesta',
    canceled: 'Cancelada',
    enjoyed: 'Disfrutada',
  },
};
