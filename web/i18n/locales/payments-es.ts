/**
 * The saved payment cards and the card form (settings/account now, the checkout later), in
 * Spanish. Mounted under the catalogue's top-level `payments` key; payments-en.ts has the same keys.
 */
export const paymentsEs = {
  section: {
    title: 'Tarjetas de pago',
    subtitle:
      'Con ellas pagas tus reservas y tus plazas en grupos. Solo se cobra cuando el armador confirma.',
  },
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    other: 'Tarjeta',
  },
  card: {
    name: '{{brand}} acabada en {{last4}}',
    endingIn: 'acabada en',
    expires: 'Caduca {{date}}',
    expired: 'Caducada {{date}}',
    issuedIn: 'Emitida en {{country}}',
    default: 'Por defecto',
    fee: 'Comisión +{{percent}}',
    feeReasonAmex: 'Los pagos con American Express llevan una comisión del {{percent}}.',
    feeReasonForeign:
      'Los pagos con tarjetas emitidas fuera de España llevan una comisión del {{percent}}.',
  },
  list: {
    label: 'Tus tarjetas',
    makeDefault: 'Usar por defecto',
    remove: 'Eliminar',
    add: 'Añadir una tarjeta',
    addAnother: 'Añadir otra tarjeta',
    loadError: 'No hemos podido cargar tus tarjetas.',
    retry: 'Reintentar',
  },
  empty: {
    title: 'No tienes ninguna tarjeta',
    text: 'Añade una para reservar barcos y unirte a grupos.',
  },
  status: {
    saved: '{{card}} guardada.',
    savedDefault: '{{card}} guardada como tarjeta por defecto.',
    madeDefault: '{{card}} es ahora tu tarjeta por defecto.',
    removed: '{{card}} eliminada.',
  },
  remove: {
    title: '¿Eliminar esta tarjeta?',
    text: '{{card}} dejará de estar disponible para tus pagos. Los pagos ya hechos no cambian.',
    nextDefault: 'Es tu tarjeta por defecto: {{next}} ocupará su lugar.',
    confirm: 'Sí, eliminar',
    cancel: 'Cancelar',
  },
  form: {
    label: 'Nueva tarjeta',
    number: 'Número de tarjeta',
    numberPlaceholder: '1234 1234 1234 1234',
    detected: 'Tarjeta {{brand}}',
    expiry: 'Caducidad',
    expiryPlaceholder: 'MM/AA',
    expiryHint: 'Mes y año, como 08/29.',
    cvc: 'Código CVC',
    cvcPlaceholder: 'CVC',
    cvcHint: 'Las 3 cifras del reverso.',
    cvcHintAmex: 'Las 4 cifras del anverso.',
    submit: 'Guardar tarjeta',
    submitting: 'Guardando…',
    cancel: 'Cancelar',
    stored:
      'Tu tarjeta la guarda nuestro procesador de pagos, con cifrado. Marea solo conserva la marca, el país y los cuatro últimos dígitos.',
    fee: 'Los pagos con American Express o con tarjetas emitidas fuera de España llevan una comisión del {{percent}}.',
  },
} as const;
