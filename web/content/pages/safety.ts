import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Seguridad',
    description:
      'Todo lo que conviene saber para disfrutar del mar con tranquilidad: titulaciones, patrones, meteorología, fianza y seguros.',
    blocks: [
      { type: 'h2', text: 'Antes de zarpar' },
      {
        type: 'p',
        text: 'Un buen día de barco empieza en tierra. Antes de reservar, lee bien la ficha del barco: cuántas personas admite, qué titulación pide, si incluye patrón, cuál es la fianza y qué política de cancelación tiene. Y antes de salir, repasa esta lista.',
      },
      {
        type: 'ul',
        items: [
          'Consulta la previsión meteorológica y el estado de la mar para la zona y el día de la salida.',
          'No superes nunca el número de plazas del barco, y ten en cuenta que los menores también cuentan.',
          'Pide al armador o al patrón la explicación de seguridad: chalecos, extintores, bengalas, radio VHF, botiquín, ancla y cómo parar el motor.',
          'Lleva agua de sobra, protección solar, gorra y ropa de abrigo: en el mar el sol y el viento se notan más.',
          'Deja en tierra a alguien que sepa adónde vais y a qué hora pensáis volver.',
          'Lleva el móvil cargado en una funda estanca y ten a mano tu documentación y tu titulación si vas a patronear.',
        ],
      },
      { type: 'h2', text: 'Titulaciones náuticas en España' },
      {
        type: 'p',
        text: 'Para gobernar un barco de recreo sin patrón necesitas una titulación adecuada a su eslora y a la zona por la que vas a navegar. Este es un resumen orientativo de las titulaciones de recreo españolas:',
      },
      {
        type: 'table',
        head: ['Titulación', 'Eslora máxima', 'Zona de navegación'],
        rows: [
          [
            'Sin titulación',
            'Hasta 5 m y motor de hasta 15 CV (11,26 kW)',
            'Solo de día, hasta 2 millas de un puerto o lugar de abrigo',
          ],
          [
            'Licencia de navegación',
            'Hasta 6 m, con la potencia adecuada al barco',
            'Solo de día, hasta 2 millas de un puerto o lugar de abrigo',
          ],
          [
            'Patrón de Navegación Básica (PNB)',
            'Hasta 8 m, con la potencia adecuada al barco',
            'De día y de noche, hasta 5 millas de un puerto o lugar de abrigo',
          ],
          [
            'Patrón de Embarcaciones de Recreo (PER)',
            'Hasta 15 m (hasta 24 m con prácticas complementarias)',
            'Hasta 12 millas de la costa, además de la navegación interinsular en Baleares y en Canarias',
          ],
          ['Patrón de Yate', 'Hasta 24 m', 'Hasta 150 millas de la costa'],
          ['Capitán de Yate', 'Hasta 24 m', 'Sin límite de distancia'],
        ],
      },
      {
        type: 'p',
        text: 'Para gobernar un velero se exigen además prácticas de vela. La referencia es el Real Decreto 875/2014, que prevalece sobre este resumen. Cada armador indica en su anuncio la titulación mínima que pide, que puede ser superior a la legal. Añade tu titulación en tu perfil antes de reservar sin patrón; si no la tienes o no es suficiente, te propondremos reservar con patrón. Si tu titulación es de otro país, consulta con el armador antes de reservar si es válida para ese barco.',
      },
      { type: 'h2', text: 'Navegar con patrón' },
      {
        type: 'p',
        text: 'Si no tienes titulación, o simplemente quieres desconectar, elige un barco con patrón. El patrón es un profesional que conoce la zona y el barco: se encarga de la navegación, del fondeo y de la seguridad a bordo, y te llevará a las mejores calas según el viento del día. Los grupos de barco compartido siempre navegan con patrón. A bordo, el patrón tiene la última palabra en todo lo que afecta a la seguridad: si decide cambiar el rumbo, acortar la salida o volver a puerto, hazle caso.',
      },
      { type: 'h2', text: 'La meteorología manda' },
      {
        type: 'ul',
        items: [
          'Consulta la predicción marítima de la Agencia Estatal de Meteorología (AEMET) para la costa por la que vas a navegar, y fíjate en el viento, el oleaje y los avisos.',
          'Un día soleado no siempre es un buen día de mar: la tramontana en el norte de Cataluña y Menorca, el levante en el Estrecho o el viento de tarde en muchas costas pueden levantar mucha mar en poco tiempo.',
          'Si el armador o el patrón consideran que no es seguro salir, no se sale. En ese caso, intentad acordar otra fecha; si el armador cancela la reserva, te devolvemos todo lo que hayas pagado.',
          'Si ya estás navegando y el tiempo empeora, vuelve a puerto o busca un lugar de abrigo cuanto antes.',
        ],
      },
      { type: 'h2', text: 'A bordo' },
      {
        type: 'ul',
        items: [
          'Debe haber un chaleco salvavidas por persona, con tallas adecuadas para los niños. Los niños deben llevarlo puesto siempre en cubierta.',
          'Quien gobierna el barco no debe beber alcohol: las tasas de alcoholemia también se aplican en el mar.',
          'Respeta las zonas de baño: no entres en las balizadas y, donde no hay boyas, mantente a más de 200 m de las playas y a más de 50 m del resto de la costa.',
          'Para el motor antes de que nadie se tire al agua o suba por la escalera de baño, y vigila siempre a quien está nadando.',
          'Fondea en arena, nunca sobre praderas de posidonia, que están protegidas y son vitales para el Mediterráneo.',
          'No tires nada al mar: ni basura, ni colillas, ni aguas sucias cerca de la costa.',
        ],
      },
      { type: 'h2', text: 'En caso de emergencia' },
      {
        type: 'p',
        text: 'Si alguien está en peligro, llama al 112 o a Salvamento Marítimo (900 202 202), o pide ayuda por el canal 16 de la radio VHF. Indica tu posición, el nombre del barco, cuántas personas vais a bordo y qué ocurre. Mantén a todo el mundo con el chaleco puesto y no abandones el barco salvo que sea imprescindible. Avisa al armador en cuanto puedas.',
      },
      { type: 'h2', text: 'La fianza' },
      {
        type: 'p',
        text: 'Muchos barcos piden una fianza para cubrir posibles daños o pérdidas durante el alquiler. Su importe aparece en la ficha del barco antes de reservar. La fianza la entregas directamente al armador en el check-in y es él quien la gestiona y te la devuelve al terminar si el barco vuelve en buen estado; Marea nunca la cobra. Revisad juntos el barco al principio y al final, y haz fotos de cualquier desperfecto que veas al embarcar.',
      },
      { type: 'h2', text: 'Seguros' },
      {
        type: 'p',
        text: 'Todos los barcos de recreo que navegan en España deben tener un seguro obligatorio de responsabilidad civil, y los que se alquilan deben contar además con los seguros que exige la normativa para el alquiler con pasajeros. Es responsabilidad del armador tenerlos en vigor. Marea no es una aseguradora ni ofrece seguros propios. Antes de salir, pregunta al armador qué cubre su póliza, cuál es la franquicia y qué parte de ella cubre la fianza. Si quieres más protección, puedes contratar por tu cuenta un seguro de viaje o de accidentes.',
      },
      { type: 'h2', text: 'Lo que hace Marea' },
      {
        type: 'ul',
        items: [
          'Revisamos cada barco antes de publicarlo y pedimos a los armadores que mantengan la documentación, los seguros y el equipo de seguridad en regla.',
          'Todas las cuentas verifican su correo y todas las reservas requieren una tarjeta verificada.',
          'Mantenemos las conversaciones dentro de Marea hasta que la reserva se acepta, para que el pago y las condiciones de cancelación te protejan.',
          'Las valoraciones solo las pueden dejar quienes han navegado de verdad con ese barco.',
          'Nuestro equipo está disponible por el chat y en hola@marea.boats si algo no va como esperabas.',
        ],
      },
    ],
  },
  en: {
    title: 'Safety',
    description:
      'Everything you should know to enjoy the sea with peace of mind: licences, skippers, weather, deposit and insurance.',
    blocks: [
      { type: 'h2', text: 'Before you set sail' },
      {
        type: 'p',
        text: 'A good day on a boat starts on land. Before you book, read the boat page carefully: how many people it takes, what licence it requires, whether a skipper is included, the deposit and the cancellation policy. And before you leave, go through this list.',
      },
      {
        type: 'ul',
        items: [
          'Check the weather forecast and the sea conditions for the area and the day of your trip.',
          "Never exceed the boat's number of places, and remember that children count too.",
          'Ask the owner or skipper for the safety briefing: life jackets, fire extinguishers, flares, VHF radio, first-aid kit, anchor and how to stop the engine.',
          'Bring plenty of water, sun cream, a cap and something warm: sun and wind are stronger at sea.',
          'Tell someone on land where you are going and when you plan to be back.',
          'Keep your phone charged in a waterproof case and have your ID and your licence at hand if you are going to skipper.',
        ],
      },
      { type: 'h2', text: 'Boating licences in Spain' },
      {
        type: 'p',
        text: 'To skipper a recreational boat yourself you need a licence suited to its length and to the waters you will sail in. This is a summary, for guidance only, of the Spanish recreational licences:',
      },
      {
        type: 'table',
        head: ['Licence', 'Maximum length', 'Navigation area'],
        rows: [
          [
            'No licence',
            'Up to 5 m with an engine of up to 15 hp (11.26 kW)',
            'Daylight only, within 2 miles of a harbour or shelter',
          ],
          [
            'Licencia de navegación (navigation licence)',
            'Up to 6 m, with engine power suited to the boat',
            'Daylight only, within 2 miles of a harbour or shelter',
          ],
          [
            'Patrón de Navegación Básica (PNB)',
            'Up to 8 m, with engine power suited to the boat',
            'Day and night, within 5 miles of a harbour or shelter',
          ],
          [
            'Patrón de Embarcaciones de Recreo (PER)',
            'Up to 15 m (up to 24 m with additional practical training)',
            'Up to 12 miles from the coast, plus inter-island sailing within the Balearic and Canary archipelagos',
          ],
          ['Patrón de Yate (Yacht Skipper)', 'Up to 24 m', 'Up to 150 miles from the coast'],
          ['Capitán de Yate (Yacht Master)', 'Up to 24 m', 'No distance limit'],
        ],
      },
      {
        type: 'p',
        text: "Sailing boats also require sailing practice. The reference is Royal Decree 875/2014, which prevails over this summary. Each owner states in their listing the minimum licence they require, which may be higher than the legal minimum. Add your licence to your profile before booking without a skipper; if you don't have one or it is not enough, we will suggest booking with a skipper. If your licence was issued in another country, check with the owner before booking whether it is valid for that boat.",
      },
      { type: 'h2', text: 'Sailing with a skipper' },
      {
        type: 'p',
        text: "If you don't have a licence, or simply want to switch off, choose a boat with a skipper. The skipper is a professional who knows the area and the boat: they handle the navigation, anchoring and safety on board, and will take you to the best coves for the day's wind. Boat-sharing groups always sail with a skipper. On board, the skipper has the final say on everything that affects safety: if they decide to change course, cut the trip short or return to harbour, follow their lead.",
      },
      { type: 'h2', text: 'The weather decides' },
      {
        type: 'ul',
        items: [
          'Check the marine forecast of the Spanish Meteorological Agency (AEMET) for the coast you will be sailing, and look at the wind, the waves and any warnings.',
          'A sunny day is not always a good day at sea: the tramontana in northern Catalonia and Menorca, the levante in the Strait of Gibraltar or the afternoon breeze on many coasts can whip up rough seas quickly.',
          'If the owner or the skipper considers it unsafe to go out, you do not go out. In that case, try to agree on another date; if the owner cancels the booking, we refund everything you have paid.',
          'If the weather worsens while you are at sea, head back to harbour or find shelter as soon as possible.',
        ],
      },
      { type: 'h2', text: 'On board' },
      {
        type: 'ul',
        items: [
          'There must be one life jacket per person, in suitable sizes for children. Children should always wear theirs on deck.',
          'Whoever is in command of the boat must not drink alcohol: blood alcohol limits apply at sea too.',
          'Respect swimming areas: do not enter buoyed zones and, where there are no buoys, keep more than 200 m from beaches and more than 50 m from the rest of the coast.',
          'Stop the engine before anyone jumps into the water or climbs the swim ladder, and always keep an eye on swimmers.',
          'Anchor on sand, never on Posidonia seagrass meadows, which are protected and vital to the Mediterranean.',
          'Throw nothing into the sea: no rubbish, no cigarette ends and no waste water near the coast.',
        ],
      },
      { type: 'h2', text: 'In an emergency' },
      {
        type: 'p',
        text: "If anyone is in danger, call 112 or Spanish Maritime Rescue (Salvamento Marítimo, +34 900 202 202), or call for help on VHF radio channel 16. Give your position, the boat's name, how many people are on board and what is happening. Keep everyone in their life jackets and do not abandon the boat unless you absolutely have to. Let the owner know as soon as you can.",
      },
      { type: 'h2', text: 'The deposit' },
      {
        type: 'p',
        text: 'Many boats require a deposit to cover possible damage or loss during the rental. The amount is shown on the boat page before you book. You hand the deposit directly to the owner at check-in, and it is the owner who handles it and returns it at the end if the boat comes back in good condition; Marea never charges it. Go over the boat together at the start and at the end, and take photos of any damage you notice when you board.',
      },
      { type: 'h2', text: 'Insurance' },
      {
        type: 'p',
        text: "Every recreational boat sailing in Spain must carry compulsory third-party liability insurance, and boats that are rented out must also hold the insurance the law requires for chartering with passengers. Keeping it in force is the owner's responsibility. Marea is not an insurer and does not offer its own insurance. Before you leave, ask the owner what their policy covers, what the excess is and how much of it the deposit covers. If you want more protection, you can take out travel or accident insurance yourself.",
      },
      { type: 'h2', text: 'What Marea does' },
      {
        type: 'ul',
        items: [
          'We review every boat before publishing it and ask owners to keep their documents, insurance and safety equipment in order.',
          'Every account verifies its email address and every booking requires a verified card.',
          'We keep conversations inside Marea until the booking is accepted, so that the payment and cancellation terms protect you.',
          'Reviews can only be left by people who have actually sailed on that boat.',
          'Our team is available through the chat and at hola@marea.boats if something does not go as expected.',
        ],
      },
    ],
  },
};
