import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Para armadores',
    description:
      'Publica tu barco en Marea, recibe solicitudes de clientes con tarjeta verificada y cobra sin perseguir a nadie. Publicar es gratis: solo pagas una comisión del 20 % por reserva.',
    blocks: [
      { type: 'h2', text: 'Por qué publicar en Marea' },
      {
        type: 'ul',
        items: [
          'Publicar es gratis: no hay cuotas ni permanencia. Solo pagas una comisión cuando hay una reserva.',
          'Tú mandas: decides el precio de cada temporada, si ofreces patrón, la fianza, los horarios, la política de cancelación y qué solicitudes aceptas.',
          'Clientes con tarjeta verificada: nadie puede pedirte una reserva sin una cuenta y una tarjeta guardada, y el cobro se hace automáticamente.',
          'Dos fuentes de clientes: alquileres privados y grupos de barco compartido que llegan ya completos.',
          'Todo en un solo sitio: solicitudes, ofertas, calendario, mensajes y check-in desde el back office.',
        ],
      },
      { type: 'h2', text: 'Cómo empezar' },
      {
        type: 'p',
        text: 'Puedes registrarte directamente como armador, con los datos de tu empresa (razón social, CIF y domicilio fiscal), o publicar tu primer barco desde una cuenta normal. Cada barco pasa una revisión de nuestro equipo antes de aparecer en las búsquedas; cuando aprobamos tu primer barco, tu cuenta pasa a ser de armador y tienes acceso al back office. Recuerda indicar en tu perfil el método de cobro en el que quieres recibir tus pagos.',
      },
      { type: 'h2', text: 'El asistente de publicación, en 8 pasos' },
      {
        type: 'ul',
        items: [
          'Datos básicos: nombre del barco, tipo, fabricante, modelo, año de construcción y de renovación, número de plazas y una descripción que invite a navegar.',
          'Habitabilidad: plazas de día y de noche, camarotes y baños.',
          'Condiciones: si el barco se alquila sin patrón, con patrón opcional u obligatorio; la titulación que exiges a quien lo patronee; los días mínimos de navegación; las horas de salida y llegada; la fianza (opcional) y la política de cancelación.',
          'Equipamiento: equipo exterior, electrónica y otros extras, como juguetes acuáticos.',
          'Ubicación: puerto base, amarre y punto en el mapa donde embarcan tus clientes.',
          'Fotos: sube imágenes nítidas y luminosas del exterior, del interior y de la cubierta; empieza por la que mejor muestre el barco.',
          'Precio: precio por día en temporada alta, media y baja, precio de medio día si lo ofreces, precio del patrón por día y precio del combustible por hora de navegación, IVA incluido.',
          'Ficha técnica: eslora, manga y calado, tipo de combustible, potencia (CV), velocidad máxima y de crucero (nudos), consumo medio (l/h) y capacidad de los depósitos de agua y combustible.',
        ],
      },
      { type: 'h2', text: 'Precios y temporadas' },
      {
        type: 'p',
        text: 'Los precios se introducen en euros, con punto para los decimales (por ejemplo, 350.00). Por defecto, la temporada alta es julio y agosto, la media junio y septiembre y la baja el resto del año, pero puedes definir tus propias temporadas con fechas concretas. En un alquiler de varios días, cada día se cobra al precio de su temporada, y el patrón, si lo hay, se suma por cada día.',
      },
      { type: 'h2', text: 'La comisión del 20 %' },
      {
        type: 'p',
        text: 'Marea cobra al armador una comisión del 20 % sobre el total del alquiler, patrón incluido, que se descuenta de lo que te pagamos. Por ejemplo, en un alquiler de 1.000 € la comisión es de 200 € y recibes 800 €. El combustible y la fianza los gestionas tú directamente en el check-in y Marea no los cobra. El recargo del 1,5 % que pagan algunos clientes por su tarjeta no afecta a lo que recibes.',
      },
      { type: 'h2', text: 'Responder a las solicitudes' },
      {
        type: 'ul',
        items: [
          'Tienes 24 horas para responder a cada solicitud y, si la salida es antes, hasta 2 horas antes de zarpar. El back office te muestra el plazo de cada una.',
          'Si aceptas, cobramos al cliente el primer pago y la reserva queda confirmada. Si el cobro falla, la solicitud sigue pendiente, el cliente puede cambiar de tarjeta y tú ves el motivo.',
          'Al aceptar una solicitud, las demás solicitudes pendientes que se solapan con esas fechas se rechazan automáticamente por falta de disponibilidad.',
          'Si rechazas una solicitud o dejas pasar el plazo, el cliente no paga nada y la solicitud aparece como sin respuesta. Responder siempre, aunque sea para rechazar, ayuda a que los clientes confíen en tu anuncio.',
        ],
      },
      { type: 'h2', text: 'Ofertas' },
      {
        type: 'p',
        text: 'Mientras una solicitud está pendiente, puedes enviar al cliente una oferta: un nuevo precio total o un porcentaje de descuento, con una nota si quieres explicar algo (por ejemplo, que incluyes el paddle surf o que cambias la hora de salida). Enviar una oferta confirma que el barco está disponible. Si el cliente la acepta, la reserva queda aceptada a ese precio y se cobra el primer pago. Una oferta nueva sustituye a la anterior, y la oferta caduca con el plazo de respuesta.',
      },
      { type: 'h2', text: 'Calendario y disponibilidad' },
      {
        type: 'p',
        text: 'Bloquea en el calendario los días en que el barco no esté disponible, por ejemplo por mantenimiento o por uso propio. Marea nunca permite dos reservas aceptadas ni una reserva y un bloqueo en las mismas fechas del mismo barco, así que no tienes que preocuparte por las dobles reservas.',
      },
      { type: 'h2', text: 'El día del check-in' },
      {
        type: 'ul',
        items: [
          'Recibe al cliente en el puerto a la hora acordada y comprueba su identidad y, si navega sin patrón, su titulación.',
          'Haz una explicación de seguridad: chalecos, extintores, radio, fondeo, zonas prohibidas y previsión del día.',
          'Cobra el combustible según las condiciones de tu anuncio y recoge la fianza, si la pides. Ambos los gestionas tú directamente.',
          'Marca el check-in en el back office: en ese momento cobramos al cliente el resto del importe en la misma tarjeta.',
          'Cuando termina la reserva, revisa el barco con el cliente, devuelve la fianza si todo está en orden y deja tu valoración.',
        ],
      },
      { type: 'h2', text: 'Si tienes que cancelar' },
      {
        type: 'p',
        text: 'Puedes cancelar una reserva aceptada desde el back office, pero el cliente recibe siempre el reembolso completo de lo que haya pagado, sea cual sea tu política de cancelación. Si el mal tiempo impide salir, intenta primero acordar otra fecha con el cliente.',
      },
      { type: 'h2', text: 'Grupos de barco compartido' },
      {
        type: 'p',
        text: 'Los grupos navegan un día completo, de 10:00 a 20:00, siempre con patrón, así que tu barco puede recibir solicitudes de grupos si ofreces patrón. La solicitud llega cuando el grupo ya está completo y funciona igual que una reserva privada: mismo plazo, misma comisión y mismo check-in. Si la rechazas, proponemos al grupo otros barcos similares.',
      },
      { type: 'h2', text: 'Mensajes y valoraciones' },
      {
        type: 'p',
        text: 'Responde a las dudas de los clientes desde la bandeja de entrada. Hasta que aceptas una reserva, los mensajes no pueden incluir teléfonos ni correos electrónicos; después, podéis intercambiarlos para coordinar la salida. Cuando termina la reserva, el cliente y tú podéis valoraros: unas buenas valoraciones son tu mejor escaparate.',
      },
      { type: 'h2', text: 'Tus responsabilidades' },
      {
        type: 'ul',
        items: [
          'Tener el barco autorizado para el alquiler (inscrito en la lista sexta del Registro de Buques cuando corresponda) y con la documentación en vigor.',
          'Tener contratado el seguro obligatorio de responsabilidad civil y los seguros que exija la normativa para el alquiler con pasajeros.',
          'Llevar a bordo el equipo de seguridad exigido para la zona de navegación y mantenerlo en buen estado.',
          'Que el patrón que ofreces tenga la titulación profesional o de recreo que corresponda.',
          'Describir el barco con veracidad y mantener actualizados los precios, el calendario y las condiciones.',
          'Cumplir tus obligaciones fiscales por los ingresos que obtienes.',
        ],
      },
    ],
  },
  en: {
    title: 'For owners',
    description:
      'List your boat on Marea, receive requests from clients with a verified card and get paid without chasing anyone. Listing is free: you only pay a 20% commission per booking.',
    blocks: [
      { type: 'h2', text: 'Why list on Marea' },
      {
        type: 'ul',
        items: [
          'Listing is free: no subscription and no minimum term. You only pay a commission when you get a booking.',
          "You're in charge: you set the price for each season, whether you offer a skipper, the deposit, the times, the cancellation policy and which requests you accept.",
          'Clients with a verified card: nobody can send you a request without an account and a saved card, and payment is collected automatically.',
          'Two sources of clients: private rentals and boat-sharing groups that arrive already complete.',
          'Everything in one place: requests, offers, calendar, messages and check-in from the back office.',
        ],
      },
      { type: 'h2', text: 'Getting started' },
      {
        type: 'p',
        text: 'You can sign up directly as an owner, with your company details (company name, tax ID and registered address), or submit your first boat from an ordinary account. Every boat is reviewed by our team before it appears in search results; once we approve your first boat, your account becomes an owner account and you get access to the back office. Remember to add to your profile the collection method where you want to receive your payouts.',
      },
      { type: 'h2', text: 'The listing wizard, in 8 steps' },
      {
        type: 'ul',
        items: [
          'Basic: boat name, type, manufacturer, model, year built and year renovated, number of places and a description that makes people want to sail.',
          'Accommodation: day places and night places (berths), cabins and bathrooms.',
          'Conditions: whether the boat is rented without a skipper, with an optional skipper or with a mandatory skipper; the licence you require from whoever skippers it; the minimum number of days; the departure and arrival times; the deposit (optional) and the cancellation policy.',
          'Equipment: outdoor equipment, electronics and other extras, such as water toys.',
          'Location: home harbour, berth and the point on the map where your clients board.',
          'Pictures: upload sharp, bright pictures of the outside, the inside and the deck; start with the one that shows the boat at its best.',
          'Price: day price in high, mid and low season, half-day price if you offer it, skipper price per day and fuel price per hour of navigation, VAT included.',
          'Technical: length, beam and draught, fuel type, engine power (CV), top and cruising speed (knots), average consumption (l/h) and water and fuel tank capacity.',
        ],
      },
      { type: 'h2', text: 'Prices and seasons' },
      {
        type: 'p',
        text: 'Prices are entered in euros, with a dot for decimals (for example, 350.00). By default, high season is July and August, mid season June and September and low season the rest of the year, but you can define your own seasons with specific dates. For a rental of several days, each day is charged at its season price, and the skipper, if there is one, is added for each day.',
      },
      { type: 'h2', text: 'The 20% commission' },
      {
        type: 'p',
        text: 'Marea charges the owner a 20% commission on the rental total, skipper included, deducted from what we pay you. For example, on a €1,000 rental the commission is €200 and you receive €800. You handle fuel and the deposit directly at check-in, and Marea does not charge them. The 1.5% card fee some clients pay does not affect what you receive.',
      },
      { type: 'h2', text: 'Answering requests' },
      {
        type: 'ul',
        items: [
          'You have 24 hours to answer each request and, if departure is sooner, until 2 hours before setting sail. The back office shows the deadline for each one.',
          'If you accept, we charge the client the first payment and the booking is confirmed. If the charge fails, the request stays pending, the client can change card and you see why.',
          'When you accept a request, any other pending requests that overlap those dates are declined automatically as unavailable.',
          'If you decline a request or let the deadline pass, the client pays nothing and the request shows as unanswered. Always answering, even to decline, helps clients trust your listing.',
        ],
      },
      { type: 'h2', text: 'Offers' },
      {
        type: 'p',
        text: 'While a request is pending, you can send the client an offer: a new total price or a discount percentage, with a note if you want to explain something (for example, that you include the paddle board or are changing the departure time). Sending an offer confirms the boat is available. If the client accepts it, the booking is accepted at that price and the first payment is charged. A new offer replaces the previous one, and an offer lapses with the response window.',
      },
      { type: 'h2', text: 'Calendar and availability' },
      {
        type: 'p',
        text: "Block the days when the boat is not available in the calendar, for example for maintenance or your own use. Marea never allows two accepted bookings, or a booking and a block, on the same dates for the same boat, so you don't have to worry about double bookings.",
      },
      { type: 'h2', text: 'On check-in day' },
      {
        type: 'ul',
        items: [
          'Meet the client at the harbour at the agreed time and check their identity and, if they sail without a skipper, their licence.',
          'Give a safety briefing: life jackets, fire extinguishers, radio, anchoring, no-go areas and the forecast for the day.',
          'Collect the fuel according to the terms of your listing and take the deposit, if you require one. You handle both directly.',
          'Mark the check-in in the back office: at that moment we charge the client the rest of the amount on the same card.',
          'When the booking ends, go over the boat with the client, return the deposit if everything is in order and leave your review.',
        ],
      },
      { type: 'h2', text: 'If you need to cancel' },
      {
        type: 'p',
        text: 'You can cancel an accepted booking from the back office, but the client always gets a full refund of what they have paid, whatever your cancellation policy. If bad weather makes sailing impossible, try to agree on another date with the client first.',
      },
      { type: 'h2', text: 'Boat-sharing groups' },
      {
        type: 'p',
        text: 'Groups sail for a full day, from 10:00 to 20:00, always with a skipper, so your boat can receive group requests if you offer a skipper. The request arrives once the group is already complete and works just like a private booking: same deadline, same commission and same check-in. If you decline it, we suggest other similar boats to the group.',
      },
      { type: 'h2', text: 'Messages and reviews' },
      {
        type: 'p',
        text: "Answer clients' questions from your inbox. Until you accept a booking, messages cannot include phone numbers or email addresses; after that, you can exchange them to organise the trip. When the booking is over, you and the client can review each other: good reviews are your best shop window.",
      },
      { type: 'h2', text: 'Your responsibilities' },
      {
        type: 'ul',
        items: [
          'Having the boat cleared for charter (registered in the sixth list, “lista sexta”, of the Spanish Ship Register where applicable) with its documents in force.',
          'Holding the compulsory third-party liability insurance and any other insurance the law requires for chartering with passengers.',
          'Carrying the safety equipment required for the navigation area on board and keeping it in good condition.',
          'Making sure the skipper you offer holds the appropriate professional or recreational qualification.',
          'Describing the boat truthfully and keeping prices, calendar and conditions up to date.',
          'Meeting your tax obligations on the income you earn.',
        ],
      },
    ],
  },
};
