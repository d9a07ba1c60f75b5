/** groups: the guide, the list and the page of a group (docs/decisions/0028-groups.md). */
export const groupsEs = {
  meta: {
    title: 'Grupos · Marea',
    listTitle: 'Grupos para compartir barco · Marea',
    listDescription:
      'Únete a un grupo que sale a navegar: un día entero con patrón, de 10:00 a 20:00, pagando solo tu plaza.',
    infoTitle: 'Navegar en grupo: cómo funciona · Marea',
    infoDescription:
      'Comparte barco con patrón un día entero y divide el precio. Pagas una parte al unirte, el resto en el check-in, y si el grupo no se completa te lo devolvemos todo.',
    groupTitle: '{{name}} · {{date}} · Marea',
    groupDescription:
      '{{plan}} desde {{harbour}} el {{longDate}}, de 10:00 a 20:00 con patrón. {{price}} por persona. Únete al grupo en Marea.',
  },
  seats: {
    taken: '{{taken}} de {{total}} plazas ocupadas',
    left_one: 'Queda {{count}} plaza',
    left_other: 'Quedan {{count}} plazas',
    full: 'Grupo completo',
  },
  members: {
    none: 'Sé la primera persona en unirte',
    two: '{{first}} y {{second}}',
    namesMore_one: '{{names}} y {{count}} más',
    namesMore_other: '{{names}} y {{count}} más',
  },
  countdown: {
    over: 'nada',
    minutes: '{{minutes}} min',
    hours: '{{hours}} h {{minutes}} min',
    days: '{{days}} d {{hours}} h',
  },
  deadline: {
    left: 'Cierra en {{time}}',
    over: 'Plazo cerrado',
  },
  card: {
    pictureAlt: '{{type}} {{name}}',
    price: '{{price}}',
    perPerson: '/ persona',
  },
  status: {
    open: {
      label: 'Abierto',
      title: 'Buscando tripulación',
      text: '{{seats}} y {{time}} para completarlo. Si el grupo no está completo y confirmado el {{deadline}}, se cancela y todo el mundo recupera su dinero.',
    },
    complete: {
      label: 'Completo',
      title: 'Grupo completo: buscando barco',
      text: 'El barco elegido no está disponible ese día. Quien creó el grupo está eligiendo otro parecido; tenéis hasta el {{deadline}}.',
      textCreator:
        'El barco elegido no está disponible ese día. Elige abajo otro parecido y enviaremos la solicitud a su armador; tenéis hasta el {{deadline}}.',
    },
    requested: {
      label: 'Esperando al armador',
      title: 'Grupo completo: esperando al armador',
      text: 'Hemos pedido el barco a su armador, que tiene hasta el {{respondBy}} para confirmarlo. Te avisaremos por correo y en el chat del grupo.',
    },
    confirmed: {
      label: 'Confirmado',
      title: '¡Barco confirmado, nos vamos al mar!',
      text: 'El armador ha confirmado el día. Nos vemos en el puerto a las 10:00; el resto se paga en el check-in.',
    },
    sailed: {
      label: 'Navegado',
      title: 'Este grupo ya navegó',
      text: 'Esperamos que fuese un gran día de mar. ¿Repetimos? Hay más grupos saliendo pronto.',
    },
    canceled: {
      label: 'Cancelado',
      title: 'Grupo cancelado',
      text: 'Este grupo se ha cancelado y cada miembro ha recibido el reembolso íntegro.',
      deadline:
        'No se completó ni se confirmó un barco 48 horas antes de la salida. Hemos devuelto a cada miembro todo lo que pagó.',
      creator:
        'Quien lo creó lo canceló antes de que se uniera nadie más, y le hemos devuelto lo que pagó.',
      owner:
        'El armador canceló la reserva. Hemos devuelto a cada miembro todo lo que pagó, sin esperas.',
      admin:
        'El equipo de Marea canceló el grupo. Hemos devuelto a cada miembro todo lo que pagó, sin esperas.',
    },
  },
  filters: {
    label: 'Filtrar grupos',
    date: 'Fecha',
    place: 'Dónde',
    anyPlace: 'Cualquier lugar',
    allOf: 'Todo {{name}}',
    plan: 'Plan',
    anyPlan: 'Cualquier plan',
    maxPrice: 'Precio máx.',
    maxPricePlaceholder: '€ por persona',
    places: 'Plazas',
    anyPlaces: 'Cualquiera',
    placesAtLeast_one: '{{count}} o más',
    placesAtLeast_other: '{{count}} o más',
    apply: 'Buscar',
    clear: 'Quitar filtros',
    toggle: 'Filtrar por fecha, lugar o precio',
    toggleActive_one: 'Filtros ({{count}})',
    toggleActive_other: 'Filtros ({{count}})',
  },
  list: {
    title: 'Grupos que zarpan pronto',
    subtitle: 'Únete a un día de barco con patrón y paga solo tu plaza.',
    howItWorks: '¿Cómo funciona?',
    create: 'Crear un grupo',
    count_one: '{{count}} grupo',
    count_other: '{{count}} grupos',
    filtered_one: '{{count}} filtro',
    filtered_other: '{{count}} filtros',
    pagination: 'Páginas de grupos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
    emptyTitle: 'Todavía no hay grupos abiertos',
    emptyFilteredTitle: 'Ningún grupo encaja con tu búsqueda',
    emptyText:
      'Crea el tuyo en cuatro pasos: elige fecha, puerto y barco, y comparte el enlace. En cuanto se complete, pedimos el barco al armador.',
    seeAll: 'Ver todos los grupos',
  },
  info: {
    hero: {
      eyebrow: 'Navegar en grupo',
      title: 'Un día de barco con patrón, a precio de plaza',
      subtitle:
        'Únete a un grupo (o crea el tuyo), comparte barco con gente con tus mismas ganas de mar y divide el precio entre todos. Si el grupo no se completa, te devolvemos hasta el último céntimo.',
    },
    facts: {
      day: { title: 'Un día entero', text: 'De 10:00 a 20:00: diez horas de mar, calas y baños.' },
      skipper: {
        title: 'Patrón siempre incluido',
        text: 'No necesitas titulación: un patrón profesional lleva el barco.',
      },
      split: {
        title: 'Pagas solo tu plaza',
        text: 'El precio del día y el del patrón se reparten entre todo el grupo.',
      },
    },
    steps: {
      title: 'Cómo funciona',
      subtitle: 'De la idea al agua en cuatro pasos. Nadie paga el barco entero.',
      find: {
        title: 'Encuentra tu grupo',
        text: 'Busca por fecha, puerto y plan, o crea un grupo nuevo con el barco que te guste y comparte el enlace.',
      },
      join: {
        title: 'Únete con tus plazas',
        text: 'Reserva una plaza o varias para tus amigos. Al unirte pagas el {{percent}} de tus plazas; nada más.',
      },
      request: {
        title: 'Completo, pedimos el barco',
        text: 'Solo cuando se llenan todas las plazas enviamos la solicitud al armador, que tiene hasta {{hours}} horas para confirmarla.',
      },
      sail: {
        title: '¡A navegar!',
        text: 'Nos vemos en el puerto a las 10:00. El resto se paga en el check-in y volvéis a las 20:00 con el sol a la espalda.',
      },
    },
    price: {
      title: 'Un precio claro, repartido a partes iguales',
      text: 'El precio por persona sale de una cuenta sencilla: el precio del barco ese día más el patrón, dividido entre las plazas del grupo. Se fija al crear el grupo y no cambia.',
      formula: 'Ejemplo: velero de 12 m, temporada media',
      day: 'Precio del barco ese día',
      skipper: 'Patrón',
      people: 'Personas en el grupo',
      perPerson: 'Por persona',
      note: 'Redondeado al céntimo. Las tarjetas American Express o de fuera de España pagan un 1,5 % de comisión.',
    },
    pay: {
      title: 'Cuándo pagas (y cuándo te devolvemos)',
      join: {
        title: 'Al unirte: el {{percent}}',
        text: 'Cobramos el {{percent}} de tus plazas en tu tarjeta para guardarte el sitio.',
      },
      checkIn: {
        title: 'En el check-in: el resto',
        text: 'El día de la salida se cobra lo que falta. Ni antes ni por sorpresa.',
      },
      refund: {
        title: 'Si no sale: reembolso íntegro',
        text: 'Si el grupo no está completo y con barco confirmado 48 horas antes de zarpar, se cancela y te devolvemos todo automáticamente.',
      },
    },
    promises: {
      refund: {
        title: 'Tu dinero, a salvo',
        text: 'Si el grupo no se llena o no hay barco confirmado a 48 horas de la salida, el reembolso es íntegro y automático. No tienes que pedirlo.',
      },
      leave: {
        title: 'Puedes salir mientras esté abierto',
        text: 'Hasta que se complete, puedes dejar el grupo cuando quieras y te devolvemos lo pagado. Una vez completo, las plazas quedan fijadas.',
      },
      chat: {
        title: 'Un chat para el grupo',
        text: 'Cada grupo tiene su chat: presentaos, quedad para llevar la nevera y decidid juntos la cala del mediodía.',
      },
    },
    faq: {
      title: 'Preguntas frecuentes',
      whoSails: {
        q: '¿Quién lleva el barco?',
        a: 'Siempre un patrón profesional, incluido en el precio. No necesitas titulación ni experiencia: solo ganas de mar, crema solar y bañador.',
      },
      notComplete: {
        q: '¿Qué pasa si el grupo no se completa?',
        a: 'Si 48 horas antes de la salida el grupo no está completo o el armador no ha confirmado el barco, lo cancelamos y devolvemos a cada miembro todo lo que pagó, comisiones incluidas, sin que tenga que hacer nada.',
      },
      ownerSaysNo: {
        q: '¿Y si el armador no puede ese día?',
        a: 'El armador tiene hasta {{hours}} horas para responder. Si dice que no, o no contesta, proponemos barcos parecidos del mismo puerto que caben en el precio del grupo, y quien lo creó elige uno.',
      },
      leave: {
        q: '¿Puedo salirme del grupo?',
        a: 'Sí, mientras el grupo esté abierto: te devolvemos lo pagado y tus plazas vuelven a quedar libres. Quien crea el grupo puede salir solo si sigue solo en él. Cuando el grupo se completa, las plazas ya no cambian.',
      },
      friends: {
        q: '¿Puedo reservar plazas para mis amigos?',
        a: 'Claro. Al unirte eliges cuántas plazas quieres y escribes el nombre y el correo de cada pasajero. Pagas tú el {{percent}} de todas ellas.',
      },
      price: {
        q: '¿Puede cambiar el precio por persona?',
        a: 'No. Se fija al crear el grupo y es el que pagas. Si hay que cambiar de barco, solo proponemos barcos que no superen el precio máximo del grupo.',
      },
      weather: {
        q: '¿Y si hace mal tiempo?',
        a: 'La seguridad manda: el patrón decide si se puede salir. Si el armador cancela la reserva, el grupo se cancela y todo el mundo recupera su dinero.',
      },
    },
    cta: {
      browse: 'Ver grupos abiertos',
      create: 'Crear un grupo',
      title: '¿Te apuntas a un día de mar?',
      text: 'Hay grupos llenándose ahora mismo. Y si no encuentras el tuyo, créalo en un par de minutos.',
    },
  },
  page: {
    breadcrumb: 'Estás aquí',
    allGroups: 'Grupos',
    hours: 'De {{from}} a {{to}}',
    skipperIncluded: 'Patrón incluido',
    facts: {
      date: 'Fecha',
      hours: 'Horario',
      harbour: 'Salida',
      plan: 'Plan',
      skipper: 'Patrón',
    },
    planTitle: 'El plan',
    boatTitle: 'El barco',
    kind: { sail: 'Vela', motor: 'Motor' },
    length: '{{value}} m',
    membersTitle_one: 'Tripulación: {{count}} miembro',
    membersTitle_other: 'Tripulación: {{count}} miembros',
    creator: 'Organiza',
    memberSeats_one: '{{count}} plaza',
    memberSeats_other: '{{count}} plazas',
    freeSeats_one: '{{count}} plaza libre',
    freeSeats_other: '{{count}} plazas libres',
    priceIncludes: 'Barco y patrón incluidos · de 10:00 a 20:00',
    joinAside: 'Unirse al grupo',
  },
  join: {
    title: 'Únete al grupo',
    seats: '¿Cuántas plazas?',
    seatsOption_one: '{{count}} plaza',
    seatsOption_other: '{{count}} plazas',
    you: 'Tú',
    passenger: 'Pasajero {{number}}',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    total_one: '{{count}} plaza × {{price}}',
    total_other: '{{count}} plazas × {{price}}',
    now: 'Pagas ahora ({{percent}} %)',
    later: 'En el check-in',
    addCard: 'Añadir una tarjeta',
    joining: 'Uniéndote…',
    submit: 'Unirme y pagar {{price}}',
    fine: 'Se cobra en tu tarjeta principal. Si el grupo no se completa, te lo devolvemos todo.',
    loginFirst:
      'Inicia sesión para reservar tus plazas. Al unirte pagas el {{percent}} % y el resto en el check-in.',
    login: 'Inicia sesión para unirte',
    closed: {
      full: 'No quedan plazas en este grupo. Echa un vistazo a otros grupos o crea el tuyo.',
      complete: 'Este grupo ya está completo y no admite más miembros.',
      requested: 'Este grupo ya está completo y no admite más miembros.',
      confirmed: 'Este grupo está completo y con el barco confirmado.',
      sailed: 'Este grupo ya navegó.',
      canceled: 'Este grupo se canceló y ya no admite miembros.',
    },
  },
  me: {
    title: 'Estás en este grupo',
    titleCreator: 'Tu grupo',
    seats_one: '{{count}} plaza a tu nombre',
    seats_other: '{{count}} plazas a tu nombre',
    charged: 'Pagado al unirte ({{percent}} %)',
    balance: 'A pagar en el check-in',
    refunded: 'Reembolsado',
    card: 'Cobrado en tu tarjeta {{brand}} ···· {{last4}}',
  },
  leave: {
    button: 'Salir del grupo',
    title: '¿Salir del grupo?',
    text: 'Liberaremos tus plazas y te devolveremos {{amount}} en la tarjeta con la que pagaste.',
    textCreator:
      'Como eres la única persona del grupo, al salir se cancela. Te devolveremos {{amount}} en la tarjeta con la que pagaste.',
    confirm: 'Sí, salir del grupo',
    cancel: 'Me quedo',
    creatorStays:
      'Como creador no puedes salir mientras haya otros miembros: ellos cuentan contigo.',
    fixed: 'El grupo está completo: las plazas ya no cambian. Si no sale, te devolvemos todo.',
  },
  notice: {
    joined: '¡Ya estás a bordo! Te hemos cobrado {{amount}}.',
    left: 'Has salido del grupo. Te devolvemos {{amount}} en tu tarjeta.',
  },
  similar: {
    title: 'Elige otro barco',
    text: 'El barco elegido no está disponible. Estos barcos del mismo puerto caben en vuestro grupo y en vuestro precio. Al elegir uno, enviamos la solicitud a su armador.',
    loading: 'Buscando barcos parecidos…',
    none: 'Ahora mismo no hay barcos parecidos libres ese día. Vuelve a mirar más tarde: si no hay barco a 48 horas de la salida, el grupo se cancela y todo el mundo recupera su dinero.',
    capacity_one: '{{count}} persona',
    capacity_other: '{{count}} personas',
    choose: 'Elegir este barco',
    chooseNamed: 'Elegir {{name}}',
  },
  share: {
    title: 'Invita a tu gente',
    hint: 'Cuantas antes se llenen las plazas, antes pedimos el barco.',
    linkLabel: 'Enlace del grupo',
    copy: 'Copiar',
    copied: 'Copiado',
    copyPrompt: 'Copia el enlace del grupo:',
    native: 'Compartir',
    text: 'Únete a «{{name}}» en Marea',
  },
};
