import type { TMessage } from './i18n';

/**
 * Field messages a zod schema can name by key (`z.email({ message: 'invalidEmail' })`), so the
 * server answers them in both languages and the web shows the same words.
 */
export const validationMessages = {
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
  invalidEmail: { es: '¡Email no válido!', en: 'Invalid email!' },
  invalidDate: { es: 'Fecha no válida.', en: 'Invalid date.' },
  invalidPrice: { es: 'El precio debe tener el formato XXXX.YY.', en: 'Price format is XXXX.YY.' },
  invalidUuid: { es: 'Identificador no válido.', en: 'Invalid identifier.' },
  passwordRule: {
    es: 'La contraseña debe tener al menos 8 caracteres, con mayúsculas, minúsculas y números.',
    en: 'The password needs at least 8 characters, with capitals, lower-case letters and numbers.',
  },
  passwordCommon: {
    es: 'Esta contraseña es de las más usadas y fáciles de adivinar: elige otra.',
    en: 'This password is one of the most used and easiest to guess: choose another.',
  },
  passwordsDiffer: { es: 'Las contraseñas no coinciden.', en: 'The passwords do not match.' },
  samePassword: {
    es: 'La nueva contraseña debe ser distinta de la actual.',
    en: 'The new password must differ from the current one.',
  },
  termsRequired: {
    es: 'Debes aceptar los términos y condiciones.',
    en: 'You must accept the terms and conditions.',
  },
  invalidPhone: {
    es: 'Teléfono no válido: incluye el prefijo del país (+34…).',
    en: 'Invalid phone: include the country prefix (+34…).',
  },
  invalidCif: { es: 'CIF/NIF no válido.', en: 'Invalid tax id (CIF/NIF).' },
  invalidIban: { es: 'IBAN no válido.', en: 'Invalid IBAN.' },
  cifWithAddress: {
    es: 'El CIF y la dirección fiscal van juntos: rellena los dos.',
    en: 'The tax id and the fiscal address go together: fill in both.',
  },
  invalidTime: { es: 'Hora no válida (HH:MM).', en: 'Invalid time (HH:MM).' },
  timesOrder: {
    es: 'La llegada debe ser posterior a la salida.',
    en: 'The return must be later than the departure.',
  },
  stars: { es: 'Elige de 1 a 5 estrellas.', en: 'Choose from 1 to 5 stars.' },
  valuationCategories: {
    es: 'Puntúa también el estado del barco, la limpieza, la comunicación y la relación calidad-precio.',
    en: 'Also rate the boat condition, cleanliness, communication and value.',
  },
  valuationMember: {
    es: 'Elige a qué miembro del grupo valoras.',
    en: 'Choose which member of the group you are rating.',
  },
  offerPriceOrDiscount: {
    es: 'Indica un precio nuevo o un descuento (solo uno de los dos).',
    en: 'Give a new price or a discount (only one of the two).',
  },
  overCapacity: {
    es: 'No puede superar la capacidad del barco.',
    en: "Cannot exceed the boat's capacity.",
  },
  overDayPlaces: {
    es: 'No puede superar las plazas de día.',
    en: 'Cannot exceed the day places.',
  },
  cruiseOverMax: {
    es: 'La velocidad de crucero no puede superar la máxima.',
    en: 'The cruising speed cannot exceed the top speed.',
  },
  skipperPriceRequired: {
    es: 'Indica el precio diario del patrón.',
    en: "Enter the skipper's daily price.",
  },
  descriptionRequired: {
    es: 'Describe el barco en al menos un idioma (mínimo 40 caracteres).',
    en: 'Describe the boat in at least one language (40 characters or more).',
  },
  yearRange: { es: 'Año no válido.', en: 'Invalid year.' },
  renovationBeforeBuild: {
    es: 'La renovación no puede ser anterior a la construcción.',
    en: 'The refit cannot be older than the build year.',
  },
  picturesMin: {
    es: 'Sube al menos 3 fotos del barco.',
    en: 'Upload at least 3 pictures of the boat.',
  },
  outsideSpain: {
    es: 'Coloca el punto en la costa española.',
    en: 'Place the point on the Spanish coast.',
  },
  seasonsOrder: {
    es: 'La fecha de fin debe ser igual o posterior a la de inicio.',
    en: 'The end date must be on or after the start date.',
  },
  seasonsOverlap: {
    es: 'Las temporadas no pueden solaparse.',
    en: 'Seasons cannot overlap.',
  },
  dateInPast: { es: 'La fecha ya ha pasado.', en: 'This date has already passed.' },
  stayTooLong: {
    es: 'Busca como máximo 31 días seguidos.',
    en: 'Search at most 31 days in a row.',
  },
  priceRangeOrder: {
    es: 'El máximo no puede ser menor que el mínimo.',
    en: 'The maximum cannot be below the minimum.',
  },
  halfDayOverDay: {
    es: 'El medio día no puede costar más que el día completo.',
    en: 'A half day cannot cost more than a full day.',
  },
  // cards (docs/decisions/0018-payments.md)
  invalidCardNumber: {
    es: 'El número de tarjeta no es válido.',
    en: 'The card number is not valid.',
  },
  invalidCardExpiry: { es: 'Fecha de caducidad no válida.', en: 'Invalid expiry date.' },
  cardExpired: { es: 'La tarjeta ha caducado.', en: 'The card has expired.' },
  invalidCvc: {
    es: 'Código de seguridad no válido (3 cifras; 4 en American Express).',
    en: 'Invalid security code (3 digits; 4 on American Express).',
  },
  sandboxTestCardsOnly: {
    es: 'En modo de pruebas usa una tarjeta de prueba, como 4242 4242 4242 4242.',
    en: 'In test mode use a test card, such as 4242 4242 4242 4242.',
  },
  invalidCardToken: {
    es: 'No reconocemos esta tarjeta o ya se ha guardado. Vuelve a introducirla.',
    en: 'We do not recognise this card or it was already saved. Please enter it again.',
  },
  // groups (spec §5 group creation, docs/decisions/0028-groups.md)
  countryRequired: { es: 'Elige el país.', en: 'Choose the country.' },
  harbourRequired: { es: 'Elige el puerto.', en: 'Choose the harbour.' },
  routeRequired: { es: 'Elige la ruta.', en: 'Choose the route.' },
  boatRequired: { es: 'Elige un barco.', en: 'Choose a boat.' },
  groupNameRequired: {
    es: 'Ponle un nombre al grupo (de 3 a 80 caracteres).',
    en: 'Give the group a name (3 to 80 characters).',
  },
  groupNoteRequired: {
    es: 'Describe el plan del grupo (de 10 a 2000 caracteres).',
    en: "Describe the group's plan (10 to 2000 characters).",
  },
  passengersMin: { es: 'Añade al menos 1 pasajero.', en: 'Add at least 1 passenger.' },
  passengerNameRequired: {
    es: 'Escribe el nombre del pasajero.',
    en: "Enter the passenger's name.",
  },
  passengersOverCapacity: {
    es: 'Hay más pasajeros que plazas en el barco.',
    en: 'There are more passengers than places on the boat.',
  },
  passengersOverGroup: {
    es: 'Hay más pasajeros que personas en el grupo.',
    en: 'There are more passengers than people in the group.',
  },
  groupPeopleRange: {
    es: 'Un grupo es de 2 a 50 personas.',
    en: 'A group has 2 to 50 people.',
  },
  groupDateTooSoon: {
    es: 'Los grupos se crean con más de 48 horas de antelación: elige una fecha posterior.',
    en: 'Groups are created more than 48 hours ahead: choose a later date.',
  },
} as const satisfies Record<string, TMessage>;

export type TValidationMessageKey = keyof typeof validationMessages;

type TIssue = { keyword: string; message: string; params: Record<string, unknown> };

function isKey(message: string): message is TValidationMessageKey {
  return Object.hasOwn(validationMessages, message);
}

/** The es/en message of one zod issue: its named key, else a generic text for its kind. */
export function describeIssue({ keyword, message, params }: TIssue): TMessage {
  if (isKey(message)) return validationMessages[message];
  const min = params.minimum;
  const max = params.maximum;
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined
        ? validationMessages.required
        : { es: 'Tipo de valor no válido.', en: 'Invalid value type.' };
    case 'too_small':
      return params.origin === 'string'
        ? {
            es: `Debe tener al menos ${String(min)} caracteres.`,
            en: `Must be at least ${String(min)} characters.`,
          }
        : { es: `Debe ser como mínimo ${String(min)}.`, en: `Must be at least ${String(min)}.` };
    case 'too_big':
      return params.origin === 'string'
        ? {
            es: `Debe tener como máximo ${String(max)} caracteres.`,
            en: `Must be at most ${String(max)} characters.`,
          }
        : { es: `Debe ser como máximo ${String(max)}.`, en: `Must be at most ${String(max)}.` };
    case 'invalid_format':
      if (params.format === 'email') return validationMessages.invalidEmail;
      if (params.format === 'uuid') return validationMessages.invalidUuid;
      return { es: 'Formato no válido.', en: 'Invalid format.' };
    case 'invalid_value':
      return { es: 'Valor no permitido.', en: 'Value not allowed.' };
    case 'unrecognized_keys':
      return { es: 'Campos no admitidos.', en: 'Unknown fields.' };
    default:
      return { es: 'Valor no válido.', en: 'Invalid value.' };
  }
}
