import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Sobre Marea',
    description:
      'Marea es el marketplace para alquilar un barco en España o compartirlo con otras personas y dividir el gasto. Conectamos a quien quiere salir a navegar con armadores que cuidan sus barcos.',
    blocks: [
      { type: 'h2', text: 'Por qué existe Marea' },
      {
        type: 'p',
        text: 'España tiene casi ocho mil kilómetros de costa, cientos de puertos deportivos y miles de barcos que pasan buena parte del año amarrados. Al mismo tiempo, mucha gente que sueña con un día en el mar no sabe por dónde empezar: a quién llamar, cuánto cuesta de verdad, si necesita titulación o qué pasa si el tiempo se tuerce. Marea nace para juntar esas dos mitades de forma sencilla, transparente y segura.',
      },
      {
        type: 'p',
        text: 'Somos un equipo pequeño con base en Barcelona, formado por gente que navega, que ha trabajado en puertos y en empresas de chárter, y que ha construido productos digitales. Sabemos lo que cuesta cuadrar una salida en barco y queremos que reservar sea tan fácil como reservar un alojamiento.',
      },
      { type: 'h2', text: 'Dos formas de navegar' },
      {
        type: 'ul',
        items: [
          'Alquiler privado: el barco entero para ti y tu gente, con o sin patrón, por medio día, un día o varios días.',
          'Barco compartido: te unes a un grupo (o creas el tuyo) que sale un día concreto de 10:00 a 20:00, siempre con patrón, y el coste del barco se reparte entre todos.',
        ],
      },
      {
        type: 'p',
        text: 'En un alquiler privado pides la reserva al armador, que confirma la disponibilidad, y no se cobra nada hasta que la acepta; si la rechaza o no responde a tiempo, no pagas nada. En un grupo pagas una primera parte al unirte, y si el grupo no se completa o no tiene barco confirmado 48 horas antes de salir, te lo devolvemos íntegro.',
      },
      { type: 'h2', text: 'Lo que nos importa' },
      {
        type: 'ul',
        items: [
          'Precios claros: el precio que ves en el resumen es el que pagas. No cobramos gastos de servicio al cliente; nuestra comisión la paga el armador.',
          'Pagos protegidos: en un alquiler privado, tu tarjeta se verifica al pedir la reserva, pero solo se cobra cuando el armador acepta; el resto se paga el día de la salida, en el check-in.',
          'Seguridad ante todo: cada anuncio indica la titulación necesaria, si hay patrón, la fianza y la política de cancelación antes de que reserves.',
          'Un trato justo para los armadores: ellos deciden su precio, su calendario y sus condiciones, y reciben solicitudes de clientes verificados.',
          'Respeto por el mar: animamos a fondear en arena, lejos de la posidonia, a no dejar nada a bordo ni en el agua y a respetar las zonas de baño.',
        ],
      },
      { type: 'h2', text: 'Dónde navegamos' },
      {
        type: 'p',
        text: 'Encontrarás barcos en Barcelona, en Valencia y Alicante, en Mallorca, Menorca, Ibiza y Formentera, en Málaga, Marbella y Cádiz, y en Tenerife y Gran Canaria, entre otros puertos de España.',
      },
      { type: 'h2', text: 'Quién está detrás' },
      {
        type: 'p',
        text: 'Marea es un servicio de Marea Marketplace S.L., con domicilio en Carrer de la Marina 19, 08005 Barcelona, España, y CIF B67123456. Puedes escribirnos a hola@marea.boats o por el chat de cualquier página: nos encanta saber cómo ha ido tu día en el mar y qué podemos mejorar.',
      },
    ],
  },
  en: {
    title: 'About Marea',
    description:
      'Marea is the marketplace for renting a boat in Spain or sharing one with other people and splitting the cost. We connect people who want to go sailing with owners who look after their boats.',
    blocks: [
      { type: 'h2', text: 'Why Marea exists' },
      {
        type: 'p',
        text: "Spain has almost eight thousand kilometres of coastline, hundreds of marinas and thousands of boats that spend much of the year tied up. At the same time, many people who dream of a day at sea don't know where to start: who to call, what it really costs, whether they need a licence or what happens if the weather turns. Marea was created to bring those two halves together in a simple, transparent and safe way.",
      },
      {
        type: 'p',
        text: 'We are a small team based in Barcelona: people who sail, who have worked in marinas and charter companies, and who have built digital products. We know how hard it can be to organise a day on a boat, and we want booking one to be as easy as booking a place to stay.',
      },
      { type: 'h2', text: 'Two ways to sail' },
      {
        type: 'ul',
        items: [
          'Private rental: the whole boat for you and your people, with or without a skipper, for half a day, a day or several days.',
          'Boat sharing: you join a group (or create your own) that sails on a given day from 10:00 to 20:00, always with a skipper, and the cost of the boat is split between everyone.',
        ],
      },
      {
        type: 'p',
        text: "For a private rental, you send a request to the owner, who confirms availability, and nothing is charged until they accept; if they decline or don't answer in time, you pay nothing. In a group, you pay a first share when you join, and if the group isn't complete or has no confirmed boat 48 hours before departure, we refund it in full.",
      },
      { type: 'h2', text: 'What we care about' },
      {
        type: 'ul',
        items: [
          "Clear prices: the price in the summary is the price you pay. We don't charge clients a service fee; our commission is paid by the owner.",
          'Protected payments: for a private rental, your card is verified when you request a booking but only charged when the owner accepts; the rest is paid on the day, at check-in.',
          'Safety first: every listing shows the licence required, whether there is a skipper, the deposit and the cancellation policy before you book.',
          'A fair deal for owners: they set their own price, calendar and conditions, and receive requests from verified clients.',
          'Respect for the sea: we encourage anchoring on sand, away from seagrass meadows, leaving nothing on board or in the water and keeping clear of swimming areas.',
        ],
      },
      { type: 'h2', text: 'Where we sail' },
      {
        type: 'p',
        text: 'You will find boats in Barcelona, in Valencia and Alicante, in Mallorca, Menorca, Ibiza and Formentera, in Málaga, Marbella and Cádiz, and in Tenerife and Gran Canaria, among other harbours in Spain.',
      },
      { type: 'h2', text: "Who's behind it" },
      {
        type: 'p',
        text: 'Marea is a service of Marea Marketplace S.L., registered at Carrer de la Marina 19, 08005 Barcelona, Spain, tax ID (CIF) B67123456. Write to us at hola@marea.boats or through the chat on any page: we love hearing how your day at sea went and what we can do better.',
      },
    ],
  },
};
