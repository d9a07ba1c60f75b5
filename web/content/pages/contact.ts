import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Contacto',
    description:
      '¿Tienes una duda sobre una reserva, un grupo o tu anuncio? Escríbenos por el chat o a hola@marea.boats y te ayudamos.',
    blocks: [
      { type: 'h2', text: 'El chat, la vía más rápida' },
      {
        type: 'p',
        text: 'En todas las páginas de Marea verás el botón del chat en la esquina inferior. Al abrirlo empiezas una conversación con nuestro equipo de atención, que queda guardada en tu bandeja de entrada para que puedas seguirla desde cualquier dispositivo. Para usar el chat tienes que iniciar sesión: así sabemos quién eres y podemos revisar tus reservas sin pedirte datos de nuevo.',
      },
      { type: 'h2', text: 'Correo electrónico' },
      {
        type: 'p',
        text: 'Si lo prefieres, escríbenos a hola@marea.boats. Para que podamos ayudarte cuanto antes, usa el mismo correo con el que te registraste y, si tu consulta es sobre una reserva o un grupo, indícanos la fecha y el nombre del barco o del grupo.',
      },
      { type: 'h2', text: 'Horario de atención' },
      {
        type: 'ul',
        items: [
          'En temporada (de junio a septiembre): de lunes a domingo, de 9:00 a 21:00, hora peninsular española (Europe/Madrid).',
          'Fuera de temporada el horario puede ser más reducido, pero seguimos leyendo todos los mensajes y te responderemos lo antes posible.',
          'Los mensajes que nos envíes fuera de horario se responden por orden de llegada en cuanto abrimos.',
        ],
      },
      { type: 'h2', text: 'Antes de escribirnos' },
      {
        type: 'ul',
        items: [
          'Dudas sobre un barco concreto (equipamiento, punto de embarque, horarios): pregúntale directamente al armador desde la página del barco o desde tu reserva.',
          'Cómo funcionan los pagos, las cancelaciones o los grupos: seguramente tengas la respuesta en las preguntas frecuentes.',
          'Si tienes una incidencia el mismo día de la salida, contacta primero con el armador o el patrón a través de la conversación de tu reserva, y después con nosotros.',
        ],
      },
      { type: 'h2', text: 'Emergencias en el mar' },
      {
        type: 'p',
        text: 'Marea no es un servicio de emergencias. Si hay una situación de peligro en el mar, llama al 112 o a Salvamento Marítimo (900 202 202), o usa el canal 16 de la radio VHF. Cuando todo el mundo esté a salvo, cuéntanoslo y te ayudaremos con lo que necesites.',
      },
      { type: 'h2', text: 'Otros contactos' },
      {
        type: 'ul',
        items: [
          'Protección de datos y ejercicio de derechos: privacidad@marea.boats.',
          'Armadores que quieren publicar su barco: usa el botón de la cabecera para publicar un barco o escríbenos a hola@marea.boats.',
          'Correo postal: Marea Marketplace S.L., Carrer de la Marina 19, 08005 Barcelona, España.',
        ],
      },
    ],
  },
  en: {
    title: 'Contact',
    description:
      'Got a question about a booking, a group or your listing? Write to us through the chat or at hola@marea.boats and we will help you.',
    blocks: [
      { type: 'h2', text: 'The chat, the quickest way' },
      {
        type: 'p',
        text: 'On every Marea page you will see the chat button in the bottom corner. Opening it starts a conversation with our support team, which is saved in your inbox so you can follow it from any device. You need to log in to use the chat: that way we know who you are and can look at your bookings without asking for your details again.',
      },
      { type: 'h2', text: 'Email' },
      {
        type: 'p',
        text: 'If you prefer, write to us at hola@marea.boats. To help us answer sooner, use the email address you signed up with and, if your question is about a booking or a group, tell us the date and the name of the boat or group.',
      },
      { type: 'h2', text: 'Support hours' },
      {
        type: 'ul',
        items: [
          'In season (June to September): Monday to Sunday, 9:00 to 21:00, Spanish mainland time (Europe/Madrid).',
          'Out of season our hours may be shorter, but we still read every message and will reply as soon as we can.',
          'Messages sent outside our hours are answered in the order they arrive as soon as we open.',
        ],
      },
      { type: 'h2', text: 'Before you write' },
      {
        type: 'ul',
        items: [
          'Questions about a specific boat (equipment, boarding point, times): ask the owner directly from the boat page or from your booking.',
          'How payments, cancellations or groups work: you will probably find the answer in the FAQ.',
          'If something goes wrong on the day of your trip, contact the owner or skipper first through your booking conversation, and then us.',
        ],
      },
      { type: 'h2', text: 'Emergencies at sea' },
      {
        type: 'p',
        text: 'Marea is not an emergency service. If anyone is in danger at sea, call 112 or Spanish Maritime Rescue (Salvamento Marítimo, +34 900 202 202), or use VHF radio channel 16. Once everyone is safe, let us know and we will help with whatever you need.',
      },
      { type: 'h2', text: 'Other contacts' },
      {
        type: 'ul',
        items: [
          'Data protection and exercising your rights: privacidad@marea.boats.',
          'Owners who want to list their boat: use the button to submit a boat in the header or write to hola@marea.boats.',
          'Postal address: Marea Marketplace S.L., Carrer de la Marina 19, 08005 Barcelona, Spain.',
        ],
      },
    ],
  },
};
