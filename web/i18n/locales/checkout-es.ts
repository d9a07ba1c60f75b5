/**
 * The checkout of a private rental (from the boat page to `POST /booking`), in Spanish. Mounted
 * under the catalogue's top-level `checkout` key; checkout-en.ts has the same keys.
 */
export const checkoutEs = {
  title: 'Solicitar reserva',
};
