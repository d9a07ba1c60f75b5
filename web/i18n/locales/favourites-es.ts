/** Favourites ('my boats') and the heart button, in Spanish. Mounted under `favourites`; favourites-en.ts has the same keys. */
export const favouritesEs = {
  button: {
    label: 'Guardar {{name}} en favoritos',
    save: 'Guardar',
  },
  loginFirst: 'Primero debes iniciar sesión',
  saveFailed: 'No hemos podido guardar el cambio. Inténtalo de nuevo.',
  meta: { title: 'Mis barcos · Marea' },
  nav: { label: 'Mis barcos', hint: 'Los barcos que has guardado' },
  page: {
    title: 'Mis barcos',
    subtitle: 'Los barcos que has guardado, a mano para tu próxima salida.',
    count_one: '{{count}} barco guardado',
    count_other: '{{count}} barcos guardados',
    listLabel: 'Barcos guardados',
    loading: 'Cargando tus barcos…',
  },
  removed: {
    text: 'Has quitado {{name}} de tus barcos.',
    undo: 'Deshacer',
    dismiss: 'Cerrar aviso',
  },
  empty: {
    title: 'Aún no has guardado ningún barco',
    text: 'Pulsa el corazón de cualquier barco y lo tendrás aquí para reservar cuando quieras.',
    cta: 'Explorar barcos',
  },
};
