import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Términos y condiciones',
    description:
      'Condiciones generales que regulan el uso de Marea y la contratación de alquileres de barcos y plazas en barcos compartidos entre clientes y armadores.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Información general' },
      {
        type: 'p',
        text: 'Estas condiciones generales (en adelante, las «Condiciones») regulan el acceso y el uso del sitio web marea.boats y de los servicios que se ofrecen a través de él (en adelante, «Marea» o la «Plataforma»). El titular de la Plataforma es Marea Marketplace S.L., sociedad de nacionalidad española con domicilio en Carrer de la Marina 19, 08005 Barcelona, España, con CIF B67123456 y correo electrónico de contacto hola@marea.boats, en cumplimiento de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).',
      },
      {
        type: 'p',
        text: 'Al registrarse, el usuario declara haber leído y aceptado estas Condiciones, la Política de privacidad y la Política de cookies. Si no está de acuerdo con ellas, no debe utilizar la Plataforma. Las Condiciones están disponibles en español y en inglés; en caso de discrepancia, prevalecerá la versión en español.',
      },
      { type: 'h2', text: '2. Objeto y naturaleza del servicio' },
      {
        type: 'p',
        text: 'Marea es un mercado en línea que pone en contacto a personas que desean alquilar un barco de recreo (los «Clientes») con los propietarios o explotadores de esos barcos (los «Armadores»). A través de la Plataforma se pueden contratar dos modalidades: el alquiler privado de un barco, con o sin patrón, por medio día, un día o varios días; y la participación en un grupo de barco compartido, que navega un único día, de 10:00 a 20:00, siempre con patrón, y reparte el coste entre sus miembros.',
      },
      {
        type: 'p',
        text: 'Marea actúa como prestador de un servicio de intermediación de la sociedad de la información. El contrato de arrendamiento del barco se celebra directamente entre el Cliente y el Armador, que es el único responsable de la embarcación, de su estado, de su documentación, de su tripulación y de la correcta prestación del servicio náutico. Marea no es propietaria ni explotadora de los barcos anunciados, no presta servicios de navegación y no forma parte de dicho contrato. Marea gestiona, en nombre del Armador, el cobro de las cantidades que el Cliente paga a través de la Plataforma.',
      },
      { type: 'h2', text: '3. Registro y cuenta de usuario' },
      {
        type: 'ul',
        items: [
          'Para reservar, unirse a un grupo, guardar favoritos, enviar mensajes o publicar un barco es necesario registrarse. El registro está reservado a personas mayores de 18 años con plena capacidad para contratar.',
          'El usuario puede registrarse con su correo electrónico, que deberá verificar, o mediante su cuenta de Google o de Facebook. La contraseña debe tener al menos 8 caracteres e incluir mayúsculas, minúsculas y números.',
          'El usuario se compromete a facilitar datos veraces, completos y actualizados, incluidas las titulaciones náuticas que declare en su perfil, y a mantener la confidencialidad de sus credenciales. Será responsable de toda la actividad realizada desde su cuenta.',
          'Los Armadores que se registran como empresa deben facilitar su razón social, su CIF y su domicilio fiscal. Cualquier usuario puede enviar un barco para su publicación; cuando Marea aprueba el primer barco de un usuario, su cuenta pasa a ser de Armador.',
          'El usuario puede cancelar su cuenta en cualquier momento desde la configuración de su cuenta, confirmando con su contraseña. La cancelación supone el borrado permanente de sus datos personales en los términos de la Política de privacidad.',
        ],
      },
      { type: 'h2', text: '4. Anuncios y obligaciones del Armador' },
      {
        type: 'ul',
        items: [
          'Cada barco se publica mediante un formulario en ocho pasos (datos básicos, habitabilidad, condiciones, equipamiento, ubicación, fotos, precio y ficha técnica) y se somete a la revisión de Marea, que puede rechazar o retirar anuncios que no cumplan estas Condiciones.',
          'El Armador garantiza que la información del anuncio es veraz y está actualizada, y que tiene derecho a ofrecer el barco en alquiler.',
          'El Armador garantiza que el barco está autorizado para su alquiler conforme a la normativa aplicable (incluida, cuando proceda, su inscripción en la lista sexta del Registro de Buques), que su documentación está en vigor y que lleva a bordo el equipo de seguridad reglamentario.',
          'El Armador debe tener en vigor el seguro obligatorio de responsabilidad civil de embarcaciones de recreo y los demás seguros exigidos para el alquiler con pasajeros.',
          'Cuando el barco se ofrezca con patrón, el Armador garantiza que este dispone de la titulación exigida y presta el servicio con la debida diligencia.',
          'El Armador fija libremente los precios por temporada, el precio de medio día si lo ofrece, el precio del patrón, el precio del combustible por hora de navegación, la fianza, los horarios, la titulación exigida, los días mínimos y la política de cancelación, y es responsable de mantener actualizado su calendario.',
          'El Armador es responsable del cumplimiento de sus obligaciones fiscales y, en su caso, de la emisión de las facturas que correspondan al Cliente.',
        ],
      },
      { type: 'h2', text: '5. Solicitud y confirmación de reservas' },
      {
        type: 'ul',
        items: [
          'Para enviar una solicitud de reserva, el Cliente debe haber iniciado sesión, tener una tarjeta guardada e indicar el barco, las fechas (o la fecha y la franja de mañana o tarde, en el caso de medio día), el número de personas, que no podrá superar las plazas del barco, y si desea patrón cuando el barco lo permita.',
          'Para alquilar un barco sin patrón, el Cliente debe tener registrada en su perfil la titulación exigida por el Armador y ser quien gobierne el barco. En caso contrario, deberá contratar el servicio de patrón.',
          'Al enviar la solicitud, Marea solo verifica la tarjeta del Cliente y no realiza ningún cargo.',
          'El Armador dispone de un plazo de 24 horas desde la solicitud para aceptarla o rechazarla, que nunca podrá superar las 2 horas anteriores a la salida. Si no responde en plazo, la solicitud caduca. Una solicitud rechazada o caducada no genera ningún coste para el Cliente.',
          'Mientras la solicitud esté pendiente, el Armador puede enviar una oferta con un nuevo precio total o un porcentaje de descuento. La oferta confirma la disponibilidad, sustituye a cualquier oferta anterior y caduca con el plazo de respuesta. Si el Cliente la acepta, la reserva queda aceptada al precio ofrecido.',
          'El contrato de alquiler entre el Cliente y el Armador se perfecciona cuando el Armador acepta la solicitud, o cuando el Cliente acepta una oferta, y se cobra con éxito el primer pago. Si el cobro no se puede realizar, la solicitud sigue pendiente mientras dure el plazo de respuesta y el Cliente puede cambiar de tarjeta.',
          'Al aceptarse una reserva, las demás solicitudes pendientes del mismo barco que se solapen con ella se rechazan automáticamente por falta de disponibilidad.',
        ],
      },
      { type: 'h2', text: '6. Precios y pagos' },
      {
        type: 'ul',
        items: [
          'Los precios se expresan en euros e incluyen los impuestos aplicables. El precio de un alquiler privado es la suma del precio de cada día según su temporada (o del precio de medio día) más, en su caso, el precio del patrón por cada día. En los alquileres de varios días se cuenta cada día natural entre la fecha de inicio y la de fin, ambas incluidas.',
          'Marea no cobra al Cliente gastos de servicio. Su retribución es la comisión que paga el Armador.',
          'El pago se realiza con tarjeta a través del proveedor de pagos de Marea. Cuando el Armador acepta la reserva se cobra un primer pago, que es una parte del total; el resto se cobra en la misma tarjeta cuando el Armador registra el check-in.',
          'Si la tarjeta es American Express o ha sido emitida fuera de España, se aplica un recargo del 1,5 % sobre cada importe cobrado, que se muestra al Cliente antes de confirmar.',
          'El combustible no se incluye en el precio ni lo cobra Marea: el anuncio indica su precio por hora de navegación, IVA incluido, y se abona directamente al Armador en el check-in.',
          'La fianza, cuando el Armador la exija, se indica en el anuncio, se entrega directamente al Armador en el check-in y se rige por lo acordado entre ambos. Marea nunca la cobra ni la retiene.',
          'Marea no almacena los números de tarjeta. El proveedor de pagos los trata de forma segura y Marea solo conserva un identificador, la marca, el país de emisión y los cuatro últimos dígitos.',
        ],
      },
      { type: 'h2', text: '7. Barco compartido (grupos)' },
      {
        type: 'ul',
        items: [
          'Un grupo navega un único día, de 10:00 a 20:00, siempre con patrón. Quien crea el grupo elige la fecha, el lugar, el plan, el tipo de barco, el número de personas, el rango de precio por persona y un barco disponible, e indica sus acompañantes y su tarjeta.',
          'El precio por persona es la suma del precio del barco para ese día y del precio del patrón, dividida entre el número de plazas del grupo y redondeada al céntimo superior.',
          'Cada miembro se une con una o varias plazas, facilitando el nombre y el correo de cada acompañante, siempre que queden plazas y la fecha de salida no haya pasado. Al unirse se cobra el primer pago correspondiente a sus plazas; el resto se cobra en el check-in. El miembro garantiza que está autorizado a facilitar los datos de sus acompañantes y que les ha informado de ello.',
          'Cuando el grupo se completa, Marea envía la solicitud de reserva al Armador, que se rige por el apartado 5. Si el Armador la rechaza o no responde, Marea propone barcos similares y quien creó el grupo puede elegir uno, lo que genera una nueva solicitud.',
          'Si el grupo no está completo 48 horas antes de la fecha de salida, o si para entonces no hay ningún barco confirmado, el grupo se cancela automáticamente y se reembolsa a cada miembro la totalidad de lo pagado.',
        ],
      },
      { type: 'h2', text: '8. Cancelaciones y reembolsos' },
      {
        type: 'ul',
        items: [
          'El Cliente puede cancelar sin coste una solicitud que aún esté pendiente.',
          'Cuando el Cliente cancela una reserva aceptada, se aplica la política de cancelación indicada en el anuncio del barco. Flexible: reembolso completo si cancela hasta 24 horas antes de la salida. Moderada: reembolso completo hasta 7 días antes de la salida y del 50 % después. Estricta: reembolso del 50 % hasta 14 días antes de la salida y ningún reembolso después. Los porcentajes se aplican sobre las cantidades cobradas hasta el momento de la cancelación.',
          'Si es el Armador quien cancela una reserva aceptada, el Cliente recibe el reembolso íntegro de lo pagado.',
          'Si el Armador o el patrón consideran que las condiciones meteorológicas o del mar no permiten navegar con seguridad, las partes podrán acordar una nueva fecha. Si no hay acuerdo y el Armador cancela la reserva, el Cliente recibe el reembolso íntegro.',
          'Los reembolsos se realizan en la misma tarjeta con la que se pagó. El plazo en que se reflejan en la cuenta del Cliente depende de su entidad bancaria.',
        ],
      },
      { type: 'h2', text: '9. Derecho de desistimiento' },
      {
        type: 'p',
        text: 'De conformidad con el artículo 103, letra l), del Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios, aprobado por el Real Decreto Legislativo 1/2007, el derecho de desistimiento no se aplica a los contratos de servicios relacionados con actividades de esparcimiento que prevén una fecha o un periodo de ejecución específicos, como el alquiler de un barco para una fecha determinada. La cancelación de las reservas se rige por la política de cancelación descrita en el apartado anterior.',
      },
      { type: 'h2', text: '10. Check-in, uso del barco y fianza' },
      {
        type: 'ul',
        items: [
          'El Cliente debe presentarse a la hora y en el lugar indicados, con un documento de identidad y, si navega sin patrón, con la titulación correspondiente, que el Armador puede comprobar. El Armador puede negarse a entregar el barco si el Cliente no acredita la titulación exigida.',
          'El Cliente se compromete a usar el barco con diligencia, a respetar su número máximo de plazas, las instrucciones del Armador y del patrón y la normativa de navegación, de seguridad marítima y de protección del medio marino, y a devolverlo a la hora y en el lugar acordados.',
          'A bordo, las decisiones del patrón en materia de seguridad son vinculantes.',
          'El Cliente responde de los daños que cause al barco por dolo o negligencia, en los términos acordados con el Armador y con cargo, en su caso, a la fianza.',
        ],
      },
      { type: 'h2', text: '11. Comisión del Armador y liquidaciones' },
      {
        type: 'p',
        text: 'Por cada reserva, Marea cobra al Armador una comisión del 20 % sobre el total del alquiler, patrón incluido, que se descuenta de las cantidades que Marea le liquida. El combustible y la fianza, que el Armador gestiona directamente, no devengan comisión, y el recargo por tarjeta no afecta a la liquidación del Armador. Marea liquidará al Armador los importes cobrados, una vez descontada la comisión, mediante el método de cobro indicado en su perfil, y emitirá la factura correspondiente a su comisión.',
      },
      { type: 'h2', text: '12. Mensajes y normas de conducta' },
      {
        type: 'ul',
        items: [
          'Antes de que una reserva sea aceptada, los mensajes entre las partes no pueden contener números de teléfono ni direcciones de correo electrónico, ni siquiera disimulados. La Plataforma rechaza los mensajes que los incluyan.',
          'Está prohibido utilizar Marea para contactar con la otra parte con el fin de cerrar o pagar una reserva fuera de la Plataforma.',
          'Está prohibido publicar contenidos falsos, ilícitos, ofensivos, discriminatorios o que vulneren derechos de terceros, así como suplantar la identidad de otra persona.',
          'Los mensajes de un grupo pueden ser visibles públicamente en modo de solo lectura, mostrando únicamente el nombre de pila de quien los envía.',
        ],
      },
      { type: 'h2', text: '13. Valoraciones' },
      {
        type: 'p',
        text: 'Una vez finalizada una reserva, el Cliente y el Armador pueden valorarse mutuamente. Las valoraciones deben ser sinceras, basarse en una experiencia real y respetar las normas de conducta. Marea puede retirar las valoraciones que las incumplan, pero no las modifica ni las ordena a cambio de contraprestación.',
      },
      { type: 'h2', text: '14. Responsabilidad' },
      {
        type: 'p',
        text: 'Marea pone los medios razonables para que la Plataforma funcione correctamente y para revisar los anuncios, pero no garantiza la disponibilidad ininterrumpida del servicio ni la exactitud de la información facilitada por los usuarios. Dado que Marea no es parte del contrato de alquiler, no responde del estado del barco, de la prestación del servicio náutico ni de los daños que se produzcan durante la navegación, que corresponden al Armador y, en su caso, a su aseguradora, o al Cliente cuando los cause. Nada de lo dispuesto en estas Condiciones limita la responsabilidad de Marea en los casos en que la ley no permita limitarla ni los derechos que la normativa de consumidores reconoce al Cliente.',
      },
      { type: 'h2', text: '15. Suspensión y baja' },
      {
        type: 'p',
        text: 'Marea puede suspender o cancelar la cuenta de un usuario, o retirar un anuncio, si incumple estas Condiciones, facilita información falsa, intenta eludir los pagos de la Plataforma o pone en riesgo la seguridad de otras personas, previo aviso cuando sea posible y sin perjuicio de las reservas en curso, que se gestionarán conforme a estas Condiciones.',
      },
      { type: 'h2', text: '16. Propiedad intelectual' },
      {
        type: 'p',
        text: 'La Plataforma, su diseño, su código, la marca Marea y sus contenidos propios pertenecen a Marea Marketplace S.L. o a sus licenciantes. Al publicar fotos, descripciones u otros contenidos, el usuario garantiza que tiene derecho a hacerlo y concede a Marea una licencia gratuita, no exclusiva y limitada a la duración de su publicación para reproducirlos, adaptarlos técnicamente y mostrarlos en la Plataforma y en su promoción.',
      },
      { type: 'h2', text: '17. Protección de datos' },
      {
        type: 'p',
        text: 'Marea trata los datos personales de los usuarios conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), tal como se explica en la Política de privacidad.',
      },
      { type: 'h2', text: '18. Modificaciones' },
      {
        type: 'p',
        text: 'Marea puede modificar estas Condiciones para adaptarlas a cambios legales o del servicio. Los cambios relevantes se comunicarán a los usuarios registrados con antelación razonable. Las reservas ya aceptadas se regirán por las Condiciones vigentes en el momento de su aceptación.',
      },
      { type: 'h2', text: '19. Legislación aplicable, reclamaciones y jurisdicción' },
      {
        type: 'p',
        text: 'Estas Condiciones se rigen por la legislación española. Para cualquier consulta o reclamación, el usuario puede dirigirse a hola@marea.boats o a la dirección postal indicada, y Marea le responderá en el menor plazo posible. Los consumidores pueden acudir también a los servicios de consumo de su comunidad autónoma. Para la resolución de cualquier controversia, cuando el usuario sea consumidor serán competentes los juzgados y tribunales de su domicilio; en los demás casos, las partes se someten a los juzgados y tribunales de Barcelona.',
      },
    ],
  },
  en: {
    title: 'Terms and conditions',
    description:
      'The general terms governing the use of Marea and the booking of boat rentals and places on shared boats between clients and owners.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. General information' },
      {
        type: 'p',
        text: 'These general terms (the “Terms”) govern access to and use of the website marea.boats and the services offered through it (“Marea” or the “Platform”). The Platform is operated by Marea Marketplace S.L., a Spanish company with its registered office at Carrer de la Marina 19, 08005 Barcelona, Spain, tax ID (CIF) B67123456 and contact email hola@marea.boats, in accordance with Spanish Law 34/2002 of 11 July on information society services and electronic commerce (LSSI-CE).',
      },
      {
        type: 'p',
        text: 'By signing up, users confirm that they have read and accepted these Terms, the Privacy policy and the Cookie policy. If you do not agree with them, you must not use the Platform. The Terms are available in Spanish and English; in the event of any discrepancy, the Spanish version prevails.',
      },
      { type: 'h2', text: '2. Purpose and nature of the service' },
      {
        type: 'p',
        text: 'Marea is an online marketplace that connects people who want to rent a recreational boat (“Clients”) with the owners or operators of those boats (“Owners”). Two options can be booked through the Platform: the private rental of a boat, with or without a skipper, for half a day, a day or several days; and a place in a boat-sharing group, which sails on a single day, from 10:00 to 20:00, always with a skipper, and splits the cost between its members.',
      },
      {
        type: 'p',
        text: "Marea acts as a provider of an information society intermediation service. The boat rental contract is entered into directly between the Client and the Owner, who is solely responsible for the boat, its condition, its documents, its crew and the proper provision of the nautical service. Marea does not own or operate the boats listed, does not provide sailing services and is not a party to that contract. Marea collects, on the Owner's behalf, the amounts the Client pays through the Platform.",
      },
      { type: 'h2', text: '3. Sign-up and user account' },
      {
        type: 'ul',
        items: [
          'You must sign up to book, join a group, save favourites, send messages or list a boat. Sign-up is reserved for people aged 18 or over with full legal capacity to enter into contracts.',
          'Users can sign up with their email address, which they must verify, or with their Google or Facebook account. Passwords must have at least 8 characters and include upper-case letters, lower-case letters and numbers.',
          'Users undertake to provide true, complete and up-to-date information, including any boating licences they declare on their profile, and to keep their credentials confidential. They are responsible for all activity carried out from their account.',
          "Owners who sign up as a company must provide their company name, tax ID and registered address. Any user can submit a boat for listing; when Marea approves a user's first boat, their account becomes an Owner account.",
          'Users can cancel their account at any time from their account settings, confirming with their password. Cancellation permanently deletes their personal data, as described in the Privacy policy.',
        ],
      },
      { type: 'h2', text: '4. Listings and Owner obligations' },
      {
        type: 'ul',
        items: [
          'Each boat is listed through an eight-step form (basic, accommodation, conditions, equipment, location, pictures, price and technical) and is reviewed by Marea, which may reject or remove listings that do not comply with these Terms.',
          'The Owner warrants that the information in the listing is true and up to date, and that they are entitled to offer the boat for rent.',
          'The Owner warrants that the boat is authorised for charter under the applicable regulations (including, where applicable, registration in the sixth list, “lista sexta”, of the Spanish Ship Register), that its documents are in force and that it carries the mandatory safety equipment.',
          'The Owner must hold the compulsory third-party liability insurance for recreational boats and any other insurance required for chartering with passengers.',
          'Where the boat is offered with a skipper, the Owner warrants that the skipper holds the required qualification and provides the service with due care.',
          'The Owner freely sets the seasonal prices, the half-day price if offered, the skipper price, the fuel price per hour of navigation, the deposit, the times, the licence required, the minimum number of days and the cancellation policy, and is responsible for keeping their calendar up to date.',
          'The Owner is responsible for meeting their tax obligations and, where applicable, for issuing the corresponding invoices to the Client.',
        ],
      },
      { type: 'h2', text: '5. Booking requests and confirmation' },
      {
        type: 'ul',
        items: [
          "To send a booking request, the Client must be logged in, have a saved card and state the boat, the dates (or the date and the morning or afternoon slot, for half days), the number of people, which may not exceed the boat's places, and whether they want a skipper where the boat allows it.",
          'To rent a boat without a skipper, the Client must have the licence required by the Owner registered on their profile and be the person in command of the boat. Otherwise, they must book the skipper service.',
          "When the request is sent, Marea only verifies the Client's card and makes no charge.",
          'The Owner has 24 hours from the request to accept or decline it, and never beyond 2 hours before departure. If the Owner does not answer in time, the request expires. A declined or expired request costs the Client nothing.',
          'While the request is pending, the Owner may send an offer with a new total price or a discount percentage. An offer confirms availability, replaces any previous offer and lapses with the response window. If the Client accepts it, the booking is accepted at the offered price.',
          'The rental contract between the Client and the Owner is formed when the Owner accepts the request, or the Client accepts an offer, and the first payment is successfully charged. If the charge cannot be made, the request remains pending for as long as the response window lasts and the Client may change card.',
          'When a booking is accepted, any other pending requests for the same boat that overlap with it are automatically declined as unavailable.',
        ],
      },
      { type: 'h2', text: '6. Prices and payments' },
      {
        type: 'ul',
        items: [
          'Prices are in euros and include applicable taxes. The price of a private rental is the sum of the price of each day according to its season (or the half-day price) plus, where applicable, the skipper price for each day. Rentals of several days count every calendar day between the start and end dates, both included.',
          'Marea does not charge Clients a service fee. Its remuneration is the commission paid by the Owner.',
          "Payment is made by card through Marea's payment provider. When the Owner accepts the booking, a first payment is charged, which is a share of the total; the rest is charged to the same card when the Owner records the check-in.",
          'If the card is American Express or was issued outside Spain, a 1.5% fee is added to each amount charged, and shown to the Client before they confirm.',
          'Fuel is not included in the price and is not charged by Marea: the listing shows its price per hour of navigation, VAT included, and it is paid directly to the Owner at check-in.',
          'The deposit, where the Owner requires one, is shown in the listing, handed directly to the Owner at check-in and governed by what the two parties agree. Marea never charges or holds it.',
          'Marea does not store card numbers. The payment provider processes them securely and Marea only keeps a reference, the brand, the issuing country and the last four digits.',
        ],
      },
      { type: 'h2', text: '7. Boat sharing (groups)' },
      {
        type: 'ul',
        items: [
          "A group sails on a single day, from 10:00 to 20:00, always with a skipper. The group's creator chooses the date, place, plan, boat type, number of people, price range per person and an available boat, and gives their companions and their card.",
          "The price per person is the boat's price for that day plus the skipper price, divided by the number of places in the group and rounded up to the cent.",
          "Each member joins with one or more places, giving the name and email of each companion, as long as places are left and the sail date has not passed. On joining, the first payment for their places is charged; the rest is charged at check-in. The member warrants that they are authorised to provide their companions' details and have informed them of it.",
          "Once the group is complete, Marea sends the booking request to the Owner, governed by section 5. If the Owner declines or does not answer, Marea suggests similar boats and the group's creator may choose one, which creates a new request.",
          'If the group is not complete 48 hours before the sail date, or no boat has been confirmed by then, the group is cancelled automatically and every member is refunded everything they have paid.',
        ],
      },
      { type: 'h2', text: '8. Cancellations and refunds' },
      {
        type: 'ul',
        items: [
          'The Client may cancel a request that is still pending at no cost.',
          "When the Client cancels an accepted booking, the cancellation policy shown in the boat's listing applies. Flexible: full refund if cancelled up to 24 hours before departure. Moderate: full refund up to 7 days before departure and 50% after that. Strict: 50% refund up to 14 days before departure and no refund after that. The percentages apply to the amounts charged up to the time of cancellation.",
          'If the Owner cancels an accepted booking, the Client is refunded everything they have paid.',
          'If the Owner or the skipper consider that the weather or sea conditions do not allow safe sailing, the parties may agree on a new date. If they do not agree and the Owner cancels the booking, the Client is refunded in full.',
          "Refunds are made to the card used for payment. How long they take to appear in the Client's account depends on their bank.",
        ],
      },
      { type: 'h2', text: '9. Right of withdrawal' },
      {
        type: 'p',
        text: 'In accordance with article 103(l) of the consolidated text of the Spanish General Law for the Protection of Consumers and Users, approved by Royal Legislative Decree 1/2007, the right of withdrawal does not apply to contracts for services related to leisure activities that provide for a specific date or period of performance, such as renting a boat for a given date. Cancellation of bookings is governed by the cancellation policy described in the previous section.',
      },
      { type: 'h2', text: '10. Check-in, use of the boat and deposit' },
      {
        type: 'ul',
        items: [
          'The Client must arrive at the stated time and place with an identity document and, if sailing without a skipper, with the corresponding licence, which the Owner may check. The Owner may refuse to hand over the boat if the Client cannot show the required licence.',
          'The Client undertakes to use the boat with due care, to respect its maximum number of places, the instructions of the Owner and the skipper and the rules on navigation, maritime safety and protection of the marine environment, and to return it at the agreed time and place.',
          "On board, the skipper's decisions on safety are binding.",
          'The Client is liable for damage they cause to the boat intentionally or through negligence, on the terms agreed with the Owner and, where applicable, against the deposit.',
        ],
      },
      { type: 'h2', text: '11. Owner commission and payouts' },
      {
        type: 'p',
        text: "For each booking, Marea charges the Owner a 20% commission on the rental total, skipper included, deducted from the amounts Marea pays out to them. Fuel and the deposit, which the Owner handles directly, carry no commission, and the card fee does not affect the Owner's payout. Marea will pay the Owner the amounts collected, less the commission, through the collection method set in their profile, and will issue the corresponding invoice for its commission.",
      },
      { type: 'h2', text: '12. Messages and rules of conduct' },
      {
        type: 'ul',
        items: [
          'Before a booking is accepted, messages between the parties may not contain phone numbers or email addresses, even disguised ones. The Platform refuses messages that include them.',
          'Using Marea to contact the other party in order to close or pay for a booking outside the Platform is prohibited.',
          'Posting false, unlawful, offensive or discriminatory content, or content that infringes third-party rights, and impersonating another person are prohibited.',
          "Group messages may be publicly visible in read-only mode, showing only the sender's first name.",
        ],
      },
      { type: 'h2', text: '13. Reviews' },
      {
        type: 'p',
        text: 'Once a booking has ended, the Client and the Owner may review each other. Reviews must be honest, based on a real experience and respect the rules of conduct. Marea may remove reviews that breach them, but does not edit or rank them in exchange for payment.',
      },
      { type: 'h2', text: '14. Liability' },
      {
        type: 'p',
        text: "Marea uses reasonable means to keep the Platform working properly and to review listings, but does not guarantee uninterrupted availability of the service or the accuracy of information provided by users. As Marea is not a party to the rental contract, it is not liable for the condition of the boat, the provision of the nautical service or damage occurring during navigation, which are the responsibility of the Owner and, where applicable, their insurer, or of the Client where the Client causes them. Nothing in these Terms limits Marea's liability where the law does not allow it to be limited, or the rights consumer law grants to the Client.",
      },
      { type: 'h2', text: '15. Suspension and termination' },
      {
        type: 'p',
        text: "Marea may suspend or close a user's account, or remove a listing, if the user breaches these Terms, provides false information, tries to bypass the Platform's payments or endangers the safety of others, with prior notice where possible and without prejudice to bookings in progress, which will be handled in accordance with these Terms.",
      },
      { type: 'h2', text: '16. Intellectual property' },
      {
        type: 'p',
        text: 'The Platform, its design, its code, the Marea brand and its own content belong to Marea Marketplace S.L. or its licensors. By publishing photos, descriptions or other content, users warrant that they are entitled to do so and grant Marea a free, non-exclusive licence, limited to the time the content is published, to reproduce it, adapt it technically and display it on the Platform and in its promotion.',
      },
      { type: 'h2', text: '17. Data protection' },
      {
        type: 'p',
        text: "Marea processes users' personal data in accordance with Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 on the Protection of Personal Data and the guarantee of digital rights (LOPDGDD), as explained in the Privacy policy.",
      },
      { type: 'h2', text: '18. Changes' },
      {
        type: 'p',
        text: 'Marea may change these Terms to adapt them to changes in the law or the service. Significant changes will be notified to registered users reasonably in advance. Bookings already accepted are governed by the Terms in force when they were accepted.',
      },
      { type: 'h2', text: '19. Applicable law, complaints and jurisdiction' },
      {
        type: 'p',
        text: 'These Terms are governed by Spanish law. For any question or complaint, users can write to hola@marea.boats or to the postal address above, and Marea will reply as soon as possible. Consumers may also contact the consumer affairs services of their autonomous community. For the resolution of any dispute, where the user is a consumer, the courts of their place of residence have jurisdiction; in all other cases, the parties submit to the courts of Barcelona.',
      },
    ],
  },
};
