/**
 * Two-way iCal of one boat in the back office (export feed, imported calendars), in Spanish.
 * Mounted under the catalogue's top-level `ical` key; ical-en.ts has the same keys.
 */
export const icalEs = {
  title: 'Sincronizar calendarios (iCal)',
  intro:
    'Comparte el calendario de este barco con otras plataformas e importa los suyos: sus eventos bloquean esos días aquí.',
  loading: 'Cargando calendarios…',
  retry: 'Reintentar',
  export: {
    title: 'Exportar el calendario de Marea',
    text: 'Pega esta dirección en Airbnb, Booking, Google Calendar u otra plataforma. Incluye reservas y bloqueos, sin datos personales.',
    label: 'Dirección del calendario',
    copy: 'Copiar',
    copied: 'Dirección copiada',
    copyFailed: 'No se pudo copiar: selecciona la dirección y cópiala a mano.',
    reset: 'Cambiar dirección',
    resetTitle: '¿Cambiar la dirección del calendario?',
    resetText:
      'La dirección actual dejará de funcionar: tendrás que pegar la nueva en cada plataforma que la use.',
    resetConfirm: 'Cambiar dirección',
    cancel: 'Cancelar',
    resetDone: 'Dirección nueva lista. Actualízala en tus otras plataformas.',
  },
  how: {
    title: 'Cómo funciona',
    export:
      'Las otras plataformas leen esta dirección cada pocas horas: tus reservas de Marea les llegan solas.',
    import:
      'Los eventos importados bloquean esos días en Marea (los verás como «Importado (iCal)») y se actualizan cada hora.',
    conflicts:
      'Si un evento coincide con una reserva o un bloqueo de Marea, no se importa y te avisamos aquí.',
  },
  imports: {
    title: 'Calendarios importados',
    text: 'Sus eventos bloquean el barco aquí. Se sincronizan cada hora.',
    empty: 'Aún no importas ningún calendario.',
    unnamed: 'Calendario sin nombre',
    lastSync: 'Última sincronización: {{when}}',
    neverSynced: 'Aún sin sincronizar',
    events_one: '{{count}} evento',
    events_other: '{{count}} eventos',
    failed: 'Error al sincronizar',
    ok: 'Sincronizado',
    conflicts_one: '{{count}} evento no se pudo bloquear: esos días ya estaban ocupados.',
    conflicts_other: '{{count}} eventos no se pudieron bloquear: esos días ya estaban ocupados.',
    conflictDays: 'Días ocupados',
    sync: 'Sincronizar ahora',
    syncing: 'Sincronizando…',
    synced_one: '«{{name}}» sincronizado: {{count}} evento.',
    synced_other: '«{{name}}» sincronizado: {{count}} eventos.',
    remove: 'Quitar',
    removeTitle: '¿Quitar «{{name}}»?',
    removeText: 'Se desbloquearán los días que venían de este calendario.',
    removeConfirm: 'Quitar calendario',
    removed: '«{{name}}» quitado y sus días desbloqueados.',
    actionsFor: 'Acciones de {{name}}',
  },
  form: {
    title: 'Importar un calendario',
    name: 'Nombre',
    namePlaceholder: 'Airbnb, Booking…',
    nameHint: 'Opcional: para reconocerlo en la lista.',
    url: 'Dirección iCal (.ics)',
    urlPlaceholder: 'https://…/calendar.ics',
    urlHint: 'La encontrarás en la plataforma como «exportar calendario» o «enlace iCal».',
    submit: 'Importar',
    submitting: 'Importando…',
    added_one: 'Calendario importado: {{count}} evento.',
    added_other: 'Calendario importado: {{count}} eventos.',
    icalUrlRequired: 'Pega la dirección del calendario.',
    icalUrlInvalid: 'Escribe una dirección que empiece por https:// (o http://).',
  },
};
