import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Cómo funciona',
    description:
      'Alquila un barco solo para ti y los tuyos o únete a un grupo y comparte el gasto. Pides la reserva, el armador confirma la disponibilidad y pagas el resto el día de la salida: así de sencillo.',
    blocks: [
      { type: 'h2', text: 'Dos formas de navegar' },
      {
        type: 'p',
        text: 'En Marea puedes alquilar un barco en privado, para ti y tu gente, o compartirlo con otras personas en un grupo que sale un día concreto y divide el coste. En los dos casos el barco pertenece a un armador que lo ha publicado en Marea y que confirma cada reserva.',
      },
      { type: 'h2', text: 'Alquiler privado, paso a paso' },
      {
        type: 'ul',
        items: [
          'Busca: elige el lugar, las fechas, la duración y el número de personas. Puedes filtrar por tipo de barco, eslora, plazas para dormir, patrón o juguetes acuáticos, y ordenar por relevancia, precio, valoración o novedad.',
          'Elige tu barco: en su ficha verás las fotos, el equipamiento, la ficha técnica, el puerto, los horarios, la titulación necesaria, la fianza, la política de cancelación y el precio desglosado para tus fechas.',
          'Pide la reserva: necesitas una cuenta y una tarjeta guardada. Al enviar la solicitud solo verificamos la tarjeta; no se cobra nada.',
          'El armador responde: tiene 24 horas para aceptar o rechazar tu solicitud, y nunca más tarde de 2 horas antes de la salida. También puede enviarte una oferta con otro precio o un descuento.',
          'Reserva confirmada: cuando el armador acepta (o cuando tú aceptas su oferta), se cobra el primer pago y tu reserva queda confirmada. A partir de ese momento podéis intercambiar datos de contacto.',
          'El día de la salida: en el puerto, el armador hace el check-in contigo. En ese momento se cobra el resto del importe en la misma tarjeta, y pagas al armador el combustible y, si el barco la tiene, le entregas la fianza.',
          'Después: cuando termina tu reserva, podéis valoraros mutuamente para ayudar al resto de la comunidad.',
        ],
      },
      { type: 'h2', text: 'Medio día, un día o varios días' },
      {
        type: 'p',
        text: 'Un día completo va de la hora de salida a la hora de llegada que indica el barco. Si el armador ofrece medio día, puedes elegir la mañana (normalmente de 10:00 a 14:00) o la tarde (normalmente de 15:00 a 19:00). En un alquiler de varios días se cuenta cada día natural, del primero al último, ambos incluidos. El precio de cada día depende de la temporada: alta en julio y agosto, media en junio y septiembre y baja el resto del año, salvo que el armador haya definido sus propias temporadas.',
      },
      { type: 'h2', text: 'Con patrón o sin patrón' },
      {
        type: 'p',
        text: 'Cada barco indica si se alquila solo sin patrón, con patrón opcional o con patrón obligatorio. Si eliges patrón, su precio por día se suma al alquiler y no necesitas titulación: él se encarga de la navegación. Si quieres llevar el barco tú, necesitas la titulación que pide el armador y tenerla añadida en tu perfil; si no la tienes, te propondremos reservar con patrón.',
      },
      { type: 'h2', text: 'Barco compartido, paso a paso' },
      {
        type: 'ul',
        items: [
          'Encuentra un grupo: cada grupo sale un día concreto, de 10:00 a 20:00, siempre con patrón, y muestra el barco, el plan, las plazas libres y el precio por persona.',
          'O crea el tuyo en cuatro pasos: fecha, lugar y plan; tipo de barco, número de personas y precio por persona; tus acompañantes y tu tarjeta; y, por último, el nombre y la descripción del grupo.',
          'Únete con tus acompañantes: indica el nombre y el correo de cada persona. Al unirte se cobra el primer pago de tus plazas; el resto se paga el día de la salida, en el check-in.',
          'Precio justo: el precio del día del barco más el del patrón se divide entre el número de plazas del grupo, redondeado al céntimo superior.',
          'Grupo completo: cuando se ocupan todas las plazas, enviamos la solicitud de reserva al armador, que tiene el mismo plazo de respuesta que en un alquiler privado.',
          'Si el armador no puede: te proponemos barcos similares en el mismo puerto, del mismo tipo, con sitio para todo el grupo y dentro del precio máximo por persona, y quien creó el grupo elige uno.',
          'Charla con el grupo: cada grupo tiene su propio chat para organizar la salida.',
        ],
      },
      { type: 'h2', text: 'Si el grupo no sale adelante' },
      {
        type: 'p',
        text: 'Si el grupo no está completo 48 horas antes de la fecha de salida, o si para entonces ningún armador ha confirmado el barco, el grupo se cancela automáticamente y devolvemos a cada miembro todo lo que haya pagado. No tienes que hacer nada.',
      },
      { type: 'h2', text: 'Cómo se paga' },
      {
        type: 'ul',
        items: [
          'Pagas con tarjeta a través de Marea. No guardamos el número de tu tarjeta: lo gestiona nuestro proveedor de pagos.',
          'Alquiler privado: al pedir la reserva solo se verifica la tarjeta. Cuando el armador acepta, se cobra un primer pago, que es una parte del total; el resto se cobra en la misma tarjeta en el check-in.',
          'Barco compartido: el primer pago de tus plazas se cobra al unirte al grupo y el resto en el check-in. Si el grupo se cancela, te lo devolvemos íntegro.',
          'Recargo por tarjeta: si pagas con American Express o con una tarjeta emitida fuera de España, se añade un 1,5 % a cada cobro. Te lo mostramos antes de que confirmes.',
          'Sin gastos de servicio para ti: la comisión de Marea la paga el armador.',
          'Combustible: no lo cobra Marea. En la ficha verás una estimación según el precio por hora de navegación (IVA incluido), y se paga al armador en el check-in.',
          'Fianza: si el barco la pide, su importe aparece en la ficha. La entregas al armador en el check-in y él la gestiona; Marea nunca la cobra.',
        ],
      },
      { type: 'h2', text: 'Si tienes que cancelar' },
      {
        type: 'ul',
        items: [
          'Mientras tu solicitud está pendiente, puedes cancelarla sin ningún coste.',
          'Flexible: reembolso completo si cancelas hasta 24 horas antes de la salida.',
          'Moderada: reembolso completo hasta 7 días antes de la salida y del 50 % después.',
          'Estricta: reembolso del 50 % hasta 14 días antes de la salida y ninguno después.',
          'Si es el armador quien cancela, te devolvemos todo lo que hayas pagado.',
        ],
      },
      { type: 'h2', text: 'Mensajes con el armador' },
      {
        type: 'p',
        text: 'Puedes escribir al armador desde la ficha del barco o desde tu reserva para resolver cualquier duda. Hasta que la reserva esté aceptada, los mensajes no pueden incluir teléfonos ni direcciones de correo: así protegemos a ambas partes y garantizamos que el pago y las condiciones de cancelación te cubren.',
      },
    ],
  },
  en: {
    title: 'How it works',
    description:
      'Rent a boat just for you and your people or join a group and share the cost. You send a request, the owner confirms availability and you pay the rest on the day: it is that simple.',
    blocks: [
      { type: 'h2', text: 'Two ways to sail' },
      {
        type: 'p',
        text: 'On Marea you can rent a boat privately, for you and your people, or share one with other people in a group that sails on a given day and splits the cost. Either way, the boat belongs to an owner who has listed it on Marea and who confirms every booking.',
      },
      { type: 'h2', text: 'Private rental, step by step' },
      {
        type: 'ul',
        items: [
          'Search: choose the place, dates, duration and number of people. You can filter by boat type, length, berths, skipper or water toys, and sort by relevance, price, rating or newest.',
          'Pick your boat: its page shows the photos, equipment, technical details, harbour, times, licence required, deposit, cancellation policy and a price breakdown for your dates.',
          'Request a booking: you need an account and a saved card. When you send the request we only verify your card; nothing is charged.',
          'The owner answers: they have 24 hours to accept or decline your request, and never later than 2 hours before departure. They may also send you an offer with a different price or a discount.',
          'Booking confirmed: when the owner accepts (or you accept their offer), the first payment is charged and your booking is confirmed. From then on you can share contact details.',
          'On the day: at the harbour, the owner checks you in. The rest of the amount is charged to the same card at that moment, you pay the owner for fuel and, if the boat has one, you hand over the deposit.',
          'Afterwards: once your booking is over, you can review each other to help the rest of the community.',
        ],
      },
      { type: 'h2', text: 'Half a day, a day or several days' },
      {
        type: 'p',
        text: 'A full day runs from the departure time to the arrival time shown on the boat. If the owner offers half days, you can choose the morning (usually 10:00 to 14:00) or the afternoon (usually 15:00 to 19:00). A rental of several days counts every calendar day from the first to the last, both included. Each day is priced by season: high in July and August, mid in June and September and low the rest of the year, unless the owner has set their own seasons.',
      },
      { type: 'h2', text: 'With or without a skipper' },
      {
        type: 'p',
        text: "Each boat says whether it is rented without a skipper only, with an optional skipper or with a mandatory skipper. If you choose a skipper, their daily price is added to the rental and you don't need a licence: they handle the sailing. If you want to skipper the boat yourself, you need the licence the owner requires, added to your profile; if you don't have it, we will suggest booking with a skipper.",
      },
      { type: 'h2', text: 'Boat sharing, step by step' },
      {
        type: 'ul',
        items: [
          'Find a group: each group sails on a given day, from 10:00 to 20:00, always with a skipper, and shows the boat, the plan, the places left and the price per person.',
          'Or create your own in four steps: date, place and plan; boat type, number of people and price per person; your companions and your card; and finally the group name and description.',
          'Join with your companions: give the name and email of each person. When you join, the first payment for your places is charged; the rest is paid on the day, at check-in.',
          "Fair price: the boat's day price plus the skipper's price is divided by the number of places in the group, rounded up to the cent.",
          'Group complete: once every place is taken, we send the booking request to the owner, who has the same time to answer as for a private rental.',
          "If the owner can't: we suggest similar boats in the same harbour, of the same type, with room for the whole group and within the maximum price per person, and the group's creator picks one.",
          'Chat with the group: every group has its own chat to organise the day.',
        ],
      },
      { type: 'h2', text: "If the group doesn't come together" },
      {
        type: 'p',
        text: "If the group is not complete 48 hours before the sail date, or no owner has confirmed a boat by then, the group is cancelled automatically and we refund every member everything they have paid. You don't have to do anything.",
      },
      { type: 'h2', text: 'How paying works' },
      {
        type: 'ul',
        items: [
          "You pay by card through Marea. We don't store your card number: our payment provider handles it.",
          'Private rental: when you request a booking your card is only verified. When the owner accepts, a first payment is charged, which is a share of the total; the rest is charged to the same card at check-in.',
          'Boat sharing: the first payment for your places is charged when you join the group and the rest at check-in. If the group is cancelled, you get it all back.',
          'Card fee: if you pay with American Express or a card issued outside Spain, 1.5% is added to each charge. We show it to you before you confirm.',
          "No service fee for you: Marea's commission is paid by the owner.",
          'Fuel: not charged by Marea. The boat page shows an estimate based on the price per hour of navigation (VAT included), and you pay it to the owner at check-in.',
          'Deposit: if the boat requires one, the amount is shown on its page. You hand it to the owner at check-in and they handle it; Marea never charges it.',
        ],
      },
      { type: 'h2', text: 'If you need to cancel' },
      {
        type: 'ul',
        items: [
          'While your request is pending, you can cancel it at no cost.',
          'Flexible: full refund if you cancel up to 24 hours before departure.',
          'Moderate: full refund up to 7 days before departure and 50% after that.',
          'Strict: 50% refund up to 14 days before departure and nothing after that.',
          'If the owner cancels, we refund everything you have paid.',
        ],
      },
      { type: 'h2', text: 'Messages with the owner' },
      {
        type: 'p',
        text: 'You can write to the owner from the boat page or from your booking to clear up any doubt. Until the booking is accepted, messages cannot include phone numbers or email addresses: this protects both sides and makes sure the payment and cancellation terms cover you.',
      },
    ],
  },
};
