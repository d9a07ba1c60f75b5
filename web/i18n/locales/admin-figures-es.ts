/**
 * The platform's figures in the back office, in Spanish. Mounted under the catalogue's top-level
 * `adminFigures` key; admin-figures-en.ts has the same keys.
 */
export const adminFiguresEs = {
  metaTitle: 'Cifras · Backoffice Marea',
  eyebrow: 'Administración',
  title: 'Cifras de la plataforma',
  intro:
    'Reservas y grupos por estado, volumen y comisión según el libro de movimientos, y cómo responden los armadores, mes a mes (hora de Madrid).',
  periodLabel: 'Periodo',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Ver',
  period: 'De {{from}} a {{to}}',
  loading: 'Cargando las cifras…',
  retry: 'Reintentar',
  month: 'Mes',
  showTable: 'Ver los datos en una tabla',
  groupsNote_one: 'y {{count}} grupo',
  groupsNote_other: 'y {{count}} grupos',
  answeredNote_one: '{{accepted}} de {{count}} respuesta',
  answeredNote_other: '{{accepted}} de {{count}} respuestas',
  kpi: {
    gross: 'Volumen bruto',
    commission: 'Comisión',
    bookings: 'Solicitudes',
    acceptance: 'Aceptación',
    response: 'Respuesta mediana',
  },
  charts: {
    gross: 'Volumen bruto por mes',
    grossSummary: 'Cobros menos devoluciones: {{total}} en total, {{period}}.',
    commission: 'Comisión por mes',
    commissionSummary: 'Comisión de la plataforma: {{total}} en total, {{period}}.',
    bookings: 'Solicitudes por estado',
    bookingsSummary: '{{count}} solicitudes, apiladas por su estado actual.',
    groups: 'Grupos por estado',
    groupsSummary: '{{count}} grupos, apilados por su estado actual.',
    response: 'Tiempo de respuesta mediano (horas)',
    responseSummary: 'Mediana del periodo: {{value}}.',
    acceptance: 'Tasa de aceptación',
    acceptanceSummary: 'Aceptadas entre respondidas en el periodo: {{value}}.',
  },
  groupStatus: {
    open: 'Abierto',
    complete: 'Completo',
    requested: 'Solicitado',
    confirmed: 'Confirmado',
    sailed: 'Navegado',
    canceled: 'Cancelado',
  },
  error: {
    title: 'No hemos podido abrir las cifras',
    text: 'Comprueba la conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
};
