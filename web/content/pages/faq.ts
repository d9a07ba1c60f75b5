import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas rápidas sobre reservas, pagos, cancelaciones, grupos, armadores y tu cuenta en Marea. Si no encuentras lo que buscas, escríbenos por el chat.',
    blocks: [
      { type: 'h2', text: 'Reservas' },
      {
        type: 'qa',
        q: '¿Necesito titulación para alquilar un barco?',
        a: 'Solo si quieres llevarlo tú. Cada barco indica la titulación que exige el armador (licencia de navegación, PNB, PER, Patrón de Yate o Capitán de Yate); tienes que tenerla añadida en tu perfil para reservar sin patrón. Si no tienes titulación, elige un barco con patrón: él se encarga de todo.',
      },
      {
        type: 'qa',
        q: '¿Cuánto tarda el armador en responder?',
        a: 'El armador tiene 24 horas para aceptar o rechazar tu solicitud, y nunca más tarde de 2 horas antes de la salida. Verás su respuesta en tus reservas.',
      },
      {
        type: 'qa',
        q: '¿Qué pasa si el armador rechaza mi solicitud o no responde?',
        a: 'No pagas nada: al pedir la reserva solo verificamos tu tarjeta. La solicitud queda como rechazada o sin respuesta y puedes pedir otro barco o las mismas fechas en otro puerto.',
      },
      {
        type: 'qa',
        q: '¿Qué es una oferta del armador?',
        a: 'Mientras tu solicitud está pendiente, el armador puede proponerte otro precio total o un descuento, a veces con una nota. Una oferta significa que el barco está disponible. Si la aceptas, tu reserva queda confirmada a ese precio y se cobra el primer pago. La oferta caduca cuando termina el plazo de respuesta del armador.',
      },
      {
        type: 'qa',
        q: '¿Puedo alquilar solo medio día?',
        a: 'Sí, si el armador lo ofrece. Puedes elegir la mañana (normalmente de 10:00 a 14:00) o la tarde (normalmente de 15:00 a 19:00). En la ficha de cada barco verás si tiene precio de medio día.',
      },
      {
        type: 'qa',
        q: '¿Por qué no puedo enviar mi teléfono o mi correo al armador?',
        a: 'Hasta que la reserva está aceptada, los mensajes no pueden incluir teléfonos ni correos electrónicos. Así nos aseguramos de que la reserva se hace dentro de Marea, con el pago protegido y la política de cancelación aplicada. En cuanto el armador acepta, podéis intercambiarlos.',
      },
      { type: 'h2', text: 'Pagos y cancelaciones' },
      {
        type: 'qa',
        q: '¿Cuándo se me cobra?',
        a: 'Al pedir la reserva no se cobra nada; solo verificamos la tarjeta. Cuando el armador acepta, se cobra un primer pago, que es una parte del total. El resto se cobra en la misma tarjeta el día de la salida, cuando el armador hace el check-in. En los grupos, el primer pago se cobra al unirte.',
      },
      {
        type: 'qa',
        q: '¿Por qué me cobran un 1,5 % más?',
        a: 'Si pagas con American Express o con una tarjeta emitida fuera de España, se añade un recargo del 1,5 % a cada cobro, porque el coste de procesar esas tarjetas es mayor. Te lo mostramos antes de confirmar. Con una tarjeta española de otra marca no hay recargo.',
      },
      {
        type: 'qa',
        q: '¿El combustible está incluido en el precio?',
        a: 'No. Marea no cobra el combustible: la ficha del barco muestra el precio por hora de navegación (IVA incluido) para que puedas estimarlo, y se paga directamente al armador en el check-in.',
      },
      {
        type: 'qa',
        q: '¿Qué es la fianza y quién la cobra?',
        a: 'Es un depósito que algunos armadores piden para cubrir posibles daños. Su importe aparece en la ficha del barco. Se entrega al armador en el check-in y él te la devuelve al terminar si todo está en orden. Marea nunca la cobra.',
      },
      {
        type: 'qa',
        q: '¿Cómo cancelo y cuánto me devuelven?',
        a: 'Cancela desde «Reservas» en tu cuenta. Si la solicitud aún está pendiente, no tiene ningún coste. Si ya está aceptada, se aplica la política del barco: flexible, reembolso completo hasta 24 horas antes de la salida; moderada, reembolso completo hasta 7 días antes y del 50 % después; estricta, reembolso del 50 % hasta 14 días antes y ninguno después. Si cancela el armador, te devolvemos todo.',
      },
      {
        type: 'qa',
        q: '¿Qué pasa si mi tarjeta es rechazada?',
        a: 'Verás un aviso de que no hemos podido procesar tu tarjeta y de que contactes con tu banco, y no se cobrará nada. Tu solicitud sigue pendiente: puedes añadir otra tarjeta desde tu cuenta para que el armador pueda confirmar la reserva.',
      },
      {
        type: 'qa',
        q: '¿Cuánto tarda en llegar un reembolso?',
        a: 'Tramitamos el reembolso en el momento de la cancelación, a la misma tarjeta con la que pagaste. Según tu banco, puede tardar unos días hábiles en aparecer en tu cuenta.',
      },
      { type: 'h2', text: 'Grupos' },
      {
        type: 'qa',
        q: '¿Cómo funciona el barco compartido?',
        a: 'Un grupo navega un día concreto, de 10:00 a 20:00, siempre con patrón, y el coste del barco se reparte entre todos. Puedes unirte a un grupo abierto o crear el tuyo. Cuando el grupo se completa, enviamos la solicitud al armador del barco.',
      },
      {
        type: 'qa',
        q: '¿Cuánto pago en un grupo?',
        a: 'El precio por persona es el precio del barco para ese día más el del patrón, dividido entre las plazas del grupo y redondeado al céntimo superior. Al unirte pagas el primer pago de tus plazas y el resto el día de la salida, en el check-in.',
      },
      {
        type: 'qa',
        q: '¿Qué pasa si el grupo no se completa?',
        a: 'Si el grupo no está completo 48 horas antes de la fecha de salida, o si para entonces no hay ningún barco confirmado, se cancela automáticamente y devolvemos a todos los miembros el importe íntegro que hayan pagado.',
      },
      {
        type: 'qa',
        q: '¿Y si el armador rechaza la solicitud del grupo?',
        a: 'Te proponemos barcos similares: en el mismo puerto, del mismo tipo, con plazas para todo el grupo, disponibles ese día y dentro del precio máximo por persona. Quien creó el grupo elige uno y enviamos una nueva solicitud.',
      },
      {
        type: 'qa',
        q: '¿Puedo unirme a un grupo con mis amigos?',
        a: 'Sí. Al unirte indicas cuántas personas vienen contigo, con el nombre y el correo de cada una, siempre que queden plazas. No puedes unirte a un grupo cuya fecha de salida ya ha pasado.',
      },
      { type: 'h2', text: 'Armadores' },
      {
        type: 'qa',
        q: '¿Cuánto cuesta publicar mi barco?',
        a: 'Publicar es gratis. Marea cobra al armador una comisión del 20 % sobre el total de cada alquiler, patrón incluido, que se descuenta de lo que te pagamos. El combustible y la fianza los gestionas tú y no llevan comisión.',
      },
      {
        type: 'qa',
        q: '¿Cómo recibo el dinero de mis reservas?',
        a: 'Cobramos al cliente el primer pago cuando aceptas y el resto cuando marcas el check-in en el back office. Te liquidamos esos importes, menos la comisión, en el método de cobro que indiques en tu perfil.',
      },
      {
        type: 'qa',
        q: '¿Qué pasa si no respondo a una solicitud a tiempo?',
        a: 'Tienes 24 horas para responder, y nunca más tarde de 2 horas antes de la salida. Si el plazo pasa, la solicitud caduca, el cliente no paga nada y aparece como sin respuesta. Responde siempre, aunque sea para rechazarla.',
      },
      {
        type: 'qa',
        q: '¿Puedo bloquear fechas en las que no alquilo el barco?',
        a: 'Sí, desde el calendario del back office. Las fechas bloqueadas no se pueden reservar, y Marea nunca permite dos reservas aceptadas del mismo barco que se solapen.',
      },
      { type: 'h2', text: 'Tu cuenta' },
      {
        type: 'qa',
        q: '¿Cómo creo una cuenta?',
        a: 'Regístrate con tu correo o entra con Google o Facebook. Si usas tu correo, te enviaremos un enlace para verificarlo, y tu contraseña debe tener al menos 8 caracteres, con mayúsculas, minúsculas y números.',
      },
      {
        type: 'qa',
        q: 'He olvidado mi contraseña, ¿qué hago?',
        a: 'En la ventana de inicio de sesión, pulsa el enlace para recuperar tu contraseña e introduce tu correo. Te enviaremos un enlace de un solo uso, válido durante un tiempo limitado, para crear una nueva.',
      },
      {
        type: 'qa',
        q: '¿Cómo añado o elimino una tarjeta?',
        a: 'En «Mi cuenta», en el apartado de tarjetas de pago. Necesitas una tarjeta guardada para pedir una reserva o unirte a un grupo. No guardamos el número completo: solo la marca, el país de emisión y los cuatro últimos dígitos.',
      },
      {
        type: 'qa',
        q: '¿Cómo me avisáis de los mensajes nuevos?',
        a: 'Los mensajes aparecen al momento en tu bandeja de entrada y en el icono de mensajes de la cabecera. Si tienes activadas las alertas por correo en «Mi cuenta», te enviamos un email cuando un mensaje lleva 10 minutos sin leer.',
      },
      {
        type: 'qa',
        q: '¿Cómo elimino mi cuenta?',
        a: 'En «Mi cuenta», elige la opción de cancelar tu cuenta y confirma con tu contraseña. Se borran todos tus datos personales de forma permanente; solo conservamos, sin datos que te identifiquen, los registros de reservas y pagos que necesitamos para la contabilidad.',
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    description:
      "Quick answers about bookings, payments, cancellations, groups, owners and your Marea account. If you can't find what you're looking for, write to us through the chat.",
    blocks: [
      { type: 'h2', text: 'Booking' },
      {
        type: 'qa',
        q: 'Do I need a licence to rent a boat?',
        a: "Only if you want to skipper it yourself. Each boat shows the licence the owner requires (licencia de navegación, PNB, PER, Patrón de Yate or Capitán de Yate); you need to have it added to your profile to book without a skipper. If you don't have a licence, choose a boat with a skipper: they take care of everything.",
      },
      {
        type: 'qa',
        q: 'How long does the owner take to answer?',
        a: 'The owner has 24 hours to accept or decline your request, and never later than 2 hours before departure. You will see their answer in your bookings.',
      },
      {
        type: 'qa',
        q: "What happens if the owner declines my request or doesn't answer?",
        a: 'You pay nothing: when you request a booking we only verify your card. The request is marked as declined or unanswered, and you can request another boat or the same dates in another harbour.',
      },
      {
        type: 'qa',
        q: "What is an owner's offer?",
        a: "While your request is pending, the owner can propose a different total price or a discount, sometimes with a note. An offer means the boat is available. If you accept it, your booking is confirmed at that price and the first payment is charged. The offer lapses when the owner's response window ends.",
      },
      {
        type: 'qa',
        q: 'Can I rent for just half a day?',
        a: 'Yes, if the owner offers it. You can choose the morning (usually 10:00 to 14:00) or the afternoon (usually 15:00 to 19:00). Each boat page shows whether it has a half-day price.',
      },
      {
        type: 'qa',
        q: "Why can't I send the owner my phone number or email?",
        a: 'Until the booking is accepted, messages cannot include phone numbers or email addresses. This makes sure the booking is made through Marea, with the payment protected and the cancellation policy applied. As soon as the owner accepts, you can exchange them.',
      },
      { type: 'h2', text: 'Payments and cancellation' },
      {
        type: 'qa',
        q: 'When am I charged?',
        a: 'Nothing is charged when you request a booking; we only verify your card. When the owner accepts, a first payment is charged, which is a share of the total. The rest is charged to the same card on the day, when the owner checks you in. In groups, the first payment is charged when you join.',
      },
      {
        type: 'qa',
        q: 'Why am I charged 1.5% more?',
        a: 'If you pay with American Express or with a card issued outside Spain, a 1.5% fee is added to each charge, because processing those cards costs more. We show it to you before you confirm. Spanish cards of other brands carry no fee.',
      },
      {
        type: 'qa',
        q: 'Is fuel included in the price?',
        a: 'No. Marea does not charge for fuel: the boat page shows the price per hour of navigation (VAT included) so you can estimate it, and you pay it directly to the owner at check-in.',
      },
      {
        type: 'qa',
        q: 'What is the deposit and who takes it?',
        a: 'It is a security deposit some owners require to cover possible damage. The amount is shown on the boat page. You hand it to the owner at check-in and they return it at the end if everything is in order. Marea never charges it.',
      },
      {
        type: 'qa',
        q: 'How do I cancel and how much do I get back?',
        a: "Cancel from “Bookings” in your account. If the request is still pending, it costs nothing. If it has been accepted, the boat's policy applies: flexible, full refund up to 24 hours before departure; moderate, full refund up to 7 days before and 50% after; strict, 50% refund up to 14 days before and nothing after. If the owner cancels, we refund everything.",
      },
      {
        type: 'qa',
        q: 'What happens if my card is declined?',
        a: 'You will see the message “We had problems processing your card please contact your bank” and nothing is charged. Your request stays pending: you can add another card from your account so the owner can confirm the booking.',
      },
      {
        type: 'qa',
        q: 'How long does a refund take?',
        a: 'We process the refund as soon as the booking is cancelled, to the card you paid with. Depending on your bank, it may take a few working days to show in your account.',
      },
      { type: 'h2', text: 'Groups' },
      {
        type: 'qa',
        q: 'How does boat sharing work?',
        a: 'A group sails on a given day, from 10:00 to 20:00, always with a skipper, and the cost of the boat is split between everyone. You can join an open group or create your own. Once the group is complete, we send the request to the boat owner.',
      },
      {
        type: 'qa',
        q: 'How much do I pay in a group?',
        a: "The price per person is the boat's price for that day plus the skipper's, divided by the number of places in the group and rounded up to the cent. When you join you pay the first payment for your places, and the rest on the day, at check-in.",
      },
      {
        type: 'qa',
        q: "What happens if the group doesn't fill up?",
        a: 'If the group is not complete 48 hours before the sail date, or no boat has been confirmed by then, it is cancelled automatically and we refund every member in full.',
      },
      {
        type: 'qa',
        q: "What if the owner declines the group's request?",
        a: "We suggest similar boats: in the same harbour, of the same type, with room for the whole group, available that day and within the maximum price per person. The group's creator picks one and we send a new request.",
      },
      {
        type: 'qa',
        q: 'Can I join a group with my friends?',
        a: 'Yes. When you join you say how many people are coming with you, with the name and email of each, as long as there are places left. You cannot join a group whose sail date has passed.',
      },
      { type: 'h2', text: 'Owners' },
      {
        type: 'qa',
        q: 'How much does it cost to list my boat?',
        a: 'Listing is free. Marea charges the owner a 20% commission on the total of each rental, skipper included, deducted from what we pay you. You handle fuel and the deposit yourself, and they carry no commission.',
      },
      {
        type: 'qa',
        q: 'How do I receive the money from my bookings?',
        a: 'We charge the client the first payment when you accept and the rest when you mark the check-in in the back office. We pay those amounts out to you, minus the commission, through the collection method you set in your profile.',
      },
      {
        type: 'qa',
        q: "What happens if I don't answer a request in time?",
        a: 'You have 24 hours to answer, and never later than 2 hours before departure. If the deadline passes, the request expires, the client pays nothing and it shows as unanswered. Always answer, even if it is to decline.',
      },
      {
        type: 'qa',
        q: "Can I block dates when I don't rent the boat?",
        a: 'Yes, from the calendar in the back office. Blocked dates cannot be booked, and Marea never allows two overlapping accepted bookings of the same boat.',
      },
      { type: 'h2', text: 'Your account' },
      {
        type: 'qa',
        q: 'How do I create an account?',
        a: 'Sign up with your email or continue with Google or Facebook. If you use your email, we will send you a link to verify it, and your password must have at least 8 characters, with upper-case and lower-case letters and numbers.',
      },
      {
        type: 'qa',
        q: 'I forgot my password. What do I do?',
        a: 'In the login window, click the forgotten-password link and enter your email. We will send you a single-use link, valid for a limited time, to create a new one.',
      },
      {
        type: 'qa',
        q: 'How do I add or remove a card?',
        a: 'In “My account”, under payment cards. You need a saved card to request a booking or join a group. We do not store the full number: only the brand, the issuing country and the last four digits.',
      },
      {
        type: 'qa',
        q: 'How do you let me know about new messages?',
        a: 'Messages appear instantly in your inbox and on the messages icon in the header. If you have email alerts turned on in “My account”, we send you an email when a message has gone unread for 10 minutes.',
      },
      {
        type: 'qa',
        q: 'How do I delete my account?',
        a: 'In “My account”, choose the option to cancel your account and confirm with your password. All your personal data is permanently deleted; we only keep, with nothing that identifies you, the booking and payment records we need for our accounts.',
      },
    ],
  },
};
