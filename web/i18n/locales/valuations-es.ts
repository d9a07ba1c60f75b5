/**
 * The valuations page (spec: /{lang}/settings/valuations, issue 9) in Spanish: the trips to rate,
 * the valuations written and received, the form and the owner's reply. Mounted under the
 * catalogue's top-level `valuations` key; valuations-en.ts has the same keys.
 */
export const valuationsEs = {
  meta: { title: 'Valoraciones · Marea' },
  page: {
    title: 'Valoraciones',
    subtitle:
      'Después de cada salida, cliente y armador se valoran. Las dos opiniones se publican a la vez, así nadie responde a la otra.',
    loading: 'Cargando tus valoraciones…',
  },
  tabs: {
    label: 'Tus valoraciones',
    toWrite: 'Por valorar',
    written: 'Escritas',
    received: 'Recibidas',
  },
  stars: {
    value: '{{value}} de 5 estrellas',
    average: '{{value}} de 5',
  },
  categories: {
    boatCondition: 'Estado del barco',
    cleanliness: 'Limpieza',
    communication: 'Comunicación con el armador',
    value: 'Calidad-precio',
  },
  toWrite: {
    intro:
      'Tienes 14 días desde el final de la salida. Tu valoración se publica cuando la otra parte escribe la suya o cuando termina el plazo.',
    asClient: 'Valora el barco y a {{name}}',
    asOwner: 'Valora a {{name}}, tu cliente',
    groupTrip: 'Salida en grupo',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    lastDay: 'Último día',
    closesOn: 'Hasta el {{date}}',
    otherSideWrote: '{{name}} ya ha escrito su valoración',
    rate: 'Valorar',
    cancel: 'Cancelar',
  },
  form: {
    titleClient: 'Valora tu salida en {{boat}}',
    titleOwner: 'Valora a {{name}}',
    introClient:
      'Cuenta cómo fue con el barco y con {{name}}. Se publica en la página del barco junto a tu nombre.',
    introOwner:
      'Cuenta cómo fue navegar con {{name}}. Ayuda a otros armadores y aparece en su perfil.',
    overall: 'Valoración general',
    overallClient: '¿Qué tal la salida en general?',
    overallOwner: '¿Qué tal como cliente?',
    categoriesTitle: 'Por categorías',
    comment: 'Tu comentario',
    commentPlaceholderClient:
      '¿Qué destacarías del barco, la ruta o el trato con el armador? ¿Algo que mejorar?',
    commentPlaceholderOwner: '¿Cuidó el barco? ¿Fue puntual y fácil de tratar?',
    counter: '{{count}} de {{max}} caracteres',
    counterShort_one: 'Falta {{count}} carácter',
    counterShort_other: 'Faltan {{count}} caracteres',
    visibility:
      'La otra parte no verá tu valoración hasta que escriba la suya o termine el plazo. Después no se puede cambiar.',
    submit: 'Publicar valoración',
    submitting: 'Enviando…',
    close: 'Cerrar',
    errors: {
      stars: 'Elige de 1 a 5 estrellas',
      commentShort: 'Escribe al menos {{min}} caracteres',
      commentLong: 'Escribe como mucho {{max}} caracteres',
    },
  },
  written: {
    aboutBoat: 'Sobre {{boat}} y {{name}}',
    aboutClient: 'Sobre {{name}}, tu cliente',
    waiting: 'Esperando a {{name}}',
    waitingText:
      'Se publicará a la vez que la de {{name}}, o al terminar el plazo de 14 días si no escribe la suya.',
    published: 'Publicada el {{date}}',
    hidden: 'Oculta por moderación',
    hiddenText: 'El equipo de Marea la ha ocultado porque no cumple las normas: {{reason}}',
    hiddenNoReason: 'El equipo de Marea la ha ocultado porque no cumple las normas.',
    ownerReply: 'Respuesta de {{name}}',
    viewBoat: 'Ver el barco',
  },
  received: {
    fromClient: '{{name}} sobre {{boat}}',
    fromOwner: '{{name}}, armador de {{boat}}',
    yourReply: 'Tu respuesta',
    replyTitle: 'Responder públicamente',
    replyHint:
      'Solo puedes responder una vez. La respuesta aparece bajo la valoración en la página del barco.',
    replyLabel: 'Tu respuesta a {{name}}',
    replyPlaceholder: 'Gracias por navegar con nosotros…',
    replySubmit: 'Publicar respuesta',
    replySubmitting: 'Publicando…',
    replyCancel: 'Cancelar',
    replyCounter: '{{count}} de {{max}} caracteres',
    replyShort: 'Escribe al menos 2 caracteres',
    replied: 'Respondida el {{date}}',
  },
  empty: {
    toWriteTitle: 'Nada pendiente de valorar',
    toWriteText:
      'Cuando termine una salida podrás valorarla aquí durante 14 días. Tus opiniones ayudan a toda la comunidad.',
    writtenTitle: 'Aún no has escrito ninguna valoración',
    writtenText: 'Las valoraciones que escribas aparecerán aquí, con su estado.',
    receivedTitle: 'Aún no tienes valoraciones',
    receivedText:
      'Después de cada salida, la otra parte puede valorarte. Lo verás aquí cuando se publique.',
    cta: 'Explorar barcos',
  },
  notice: {
    sentWaiting: '¡Gracias! Tu valoración se publicará cuando {{name}} escriba la suya.',
    sentPublished: '¡Gracias! Tu valoración y la de {{name}} ya están publicadas.',
    replied: 'Tu respuesta ya está publicada.',
    dismiss: 'Cerrar el aviso',
  },
};
