/**
 * The destination field's texts (search.bar.place*), in Spanish: part of the search area, and
 * also of the core catalogue, since the home page's search shows the same field.
 */
export const searchPlaceEs = {
  placePlaceholder: 'Isla, pueblo, puerto o región',
  placeSuggestions: 'Sugerencias de destino',
  placeNoMatch: 'Ningún lugar coincide: se buscará «{{text}}»',
  placeTypes: {
    destination: '{{region}}',
    harbour: 'puerto',
    province: 'provincia',
    region: 'región',
  },
};
