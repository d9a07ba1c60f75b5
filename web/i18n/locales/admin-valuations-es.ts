/**
 * The admins' moderation of valuations in the back office, in Spanish. Mounted under the
 * catalogue's top-level `adminValuations` key; admin-valuations-en.ts has the same keys.
 */
export const adminValuationsEs = {
  metaTitle: 'Valoraciones · Backoffice Marea',
  title: 'Valoraciones',
  intro:
    'Todas las valoraciones de clientes y armadores. Oculta las que incumplen las normas: dejan de verse en la web y el motivo queda en la auditoría.',
  searchLabel: 'Barco, autor o texto',
  status: 'Estado',
  statuses: {
    all: 'Todas',
    published: 'Publicadas',
    pending: 'Pendientes',
    hidden: 'Ocultas',
  },
  badge: {
    published: 'Publicada',
    pending: 'Pendiente',
    hidden: 'Oculta',
  },
  author: {
    client: 'cliente',
    owner: 'armador',
  },
  fromTo: 'De {{from}} sobre {{about}}',
  authorAs: 'Escrita por el {{role}}',
  written: 'Escrita el {{date}}',
  published: 'Publicada el {{date}}',
  waiting: 'Esperando a la otra parte',
  hiddenOn: 'Oculta el {{date}}',
  hiddenReason: 'Motivo: {{reason}}',
  reply: 'Respuesta del armador',
  stars: '{{rating}} de 5 estrellas',
  hide: 'Ocultar',
  show: 'Volver a mostrar',
  hideTitle: 'Ocultar esta valoración',
  hideText:
    'Dejará de verse en la página del barco y en los perfiles, y las medias se recalculan. Sus dos partes verán el motivo.',
  showTitle: 'Volver a mostrar esta valoración',
  showText: 'Vuelve a la página del barco y cuenta de nuevo en las medias.',
  confirmHide: 'Ocultar valoración',
  confirmShow: 'Mostrar valoración',
  hidden: 'Valoración ocultada.',
  shown: 'La valoración vuelve a verse.',
  none: 'No hay valoraciones con estos filtros.',
};
