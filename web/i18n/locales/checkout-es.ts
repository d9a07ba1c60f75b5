/**
 * The checkout of a private rental (from the boat page to `POST /booking`), in Spanish. Mounted
 * under the catalogue's top-level `checkout` key; checkout-en.ts has the same keys.
 */
export const checkoutEs = {
  title: 'Solicitar reserva',
  meta: {
    title: 'Solicitar reserva · {{name}} | Marea',
  },
  back: 'Volver al barco',
  loading: 'Preparando tu solicitud…',
  trip: {
    title: 'Tu viaje',
    dates: 'Fechas',
    date: 'Fecha',
    slotLine: '{{slot}}, de {{from}} a {{to}}',
    dayHours: 'De {{from}} a {{to}}',
    daysCount_one: '{{count}} día',
    daysCount_other: '{{count}} días',
    hours: 'Horario',
    people: 'Personas',
    peopleCount_one: '{{count}} persona',
    peopleCount_other: '{{count}} personas',
    skipper: 'Patrón',
    withSkipper: 'Con patrón',
    withoutSkipper: 'Sin patrón',
    licence: 'Sin patrón necesitas la titulación {{licence}}.',
    change: 'Cambiar',
    done: 'Listo',
    editLabel: 'Cambiar el viaje',
    unavailable: 'El barco no está libre en esas fechas. Elige otras.',
  },
  price: {
    title: 'Desglose del precio',
    dayLine: '{{date}} · temporada {{season}}',
    halfDayLine: '{{date}} · medio día, temporada {{season}}',
    seasons: { high: 'alta', mid: 'media', low: 'baja' },
    skipperLine_one: 'Patrón, {{count}} día × {{price}}',
    skipperLine_other: 'Patrón, {{count}} días × {{price}}',
    total: 'Total',
    firstPayment: 'Al aceptar el armador ({{percent}} %)',
    rest: 'En el check-in',
    fee: 'incluye {{fee}} de comisión de tarjeta',
    feeNote:
      'Con {{card}} cada cobro lleva una comisión del {{percent}}: la tarjeta es American Express o se emitió fuera de España.',
    feeMaybe:
      'Las tarjetas American Express o emitidas fuera de España llevan una comisión del {{percent}} en cada cobro.',
    unpriced: 'Elige un viaje que el barco acepte para ver el precio.',
    updating: 'Actualizando el precio…',
    rating_one: '{{average}} ({{count}} valoración)',
    rating_other: '{{average}} ({{count}} valoraciones)',
    new: 'Nuevo en Marea',
  },
  when: {
    title: 'Cuándo se cobra',
    noCharge: 'La tarjeta solo se cobra cuando el armador confirma la disponibilidad.',
    window_one:
      'El armador tiene {{count}} hora para responder. Si rechaza la solicitud o no responde, no pagas nada.',
    window_other:
      'El armador tiene {{count}} horas para responder. Si rechaza la solicitud o no responde, no pagas nada.',
    split:
      'Al aceptar se cobra el {{percent}} % del total; el resto, en el check-in, con la misma tarjeta.',
  },
  card: {
    title: 'Pagar con',
    legend: 'Tarjeta para esta reserva',
    expires: 'Caduca {{date}}',
    default: 'Predeterminada',
    feeBadge: '+{{percent}}',
    none: 'Debes añadir una tarjeta.',
    noneHint: 'Ahora solo la verificamos: no se cobra nada hasta que el armador acepte.',
    add: 'Añadir otra tarjeta',
    addTitle: 'Nueva tarjeta',
    submit: 'Guardar y usar esta tarjeta',
    becomesDefault:
      'Esta tarjeta pasará a ser tu tarjeta predeterminada: es la que se cobra cuando el armador acepta.',
    /** el mismo selector en el asistente de grupos: la primera parte se cobra al momento */
    group: {
      legend: 'Tarjeta para tus plazas',
      noneHint: 'Tu primera parte se cobra al crear el grupo.',
      becomesDefault:
        'Esta tarjeta será tu tarjeta predeterminada: paga tu parte ahora y el resto en el check-in.',
    },
  },
  message: {
    label: 'Mensaje para el armador (opcional)',
    hint: 'Cuéntale quién viene, qué plan tenéis o si tenéis alguna pregunta.',
    placeholder: 'Hola, somos…',
    tooLong: 'Como máximo {{count}} caracteres.',
  },
  submit: 'Enviar solicitud',
  submitting: 'Enviando…',
  terms: 'Al enviar la solicitud aceptas la política de cancelación del barco ({{policy}}).',
  policies: { flexible: 'flexible', moderate: 'moderada', strict: 'estricta' },
  errors: {
    licence: 'Para salir sin patrón en este barco necesitas la titulación {{licence}}.',
    licenceGeneric: 'Este barco pide una titulación que no tienes en tu perfil.',
    licenceHint: 'Añade un patrón y te lo cotizamos al momento, o añade tu titulación al perfil.',
    addSkipper: 'Añadir patrón ({{price}} por día)',
    skipperAdded: 'Patrón añadido. Revisa el nuevo total y envía la solicitud.',
    addLicence: 'Añadir mi titulación',
    taken: 'Elige otras fechas: el barco ya no está libre en estas.',
    changeDates: 'Cambiar fechas',
    trip: 'Revisa el viaje:',
  },
};
