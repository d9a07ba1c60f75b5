import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Política de privacidad',
    description:
      'Cómo trata Marea Marketplace S.L. los datos personales de quienes usan Marea, con qué finalidad, durante cuánto tiempo y cómo ejercer sus derechos.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Responsable del tratamiento' },
      {
        type: 'p',
        text: 'El responsable del tratamiento de los datos personales recogidos a través de marea.boats es Marea Marketplace S.L., con CIF B67123456 y domicilio en Carrer de la Marina 19, 08005 Barcelona, España. Para cualquier cuestión relativa a la protección de datos, el usuario puede dirigirse a privacidad@marea.boats. Esta política se ha redactado conforme al Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
      },
      { type: 'h2', text: '2. Qué datos tratamos' },
      {
        type: 'ul',
        items: [
          'Datos de identificación y contacto: nombre, apellidos, correo electrónico, teléfono, fecha de nacimiento, país, dirección, código postal y ciudad.',
          'Datos de la cuenta: contraseña (que se guarda únicamente en forma de resumen cifrado irreversible), idioma, preferencias de alertas por correo y de novedades y, si el usuario entra con Google o Facebook, el identificador y los datos básicos que facilita ese proveedor.',
          'Datos del perfil: fotografía, descripción, profesiones y titulaciones náuticas.',
          'Datos de los Armadores: razón social, CIF, domicilio fiscal, método de cobro y la información de sus barcos.',
          'Datos de reservas y grupos: barco, fechas, número de personas, precios, ofertas, estados, valoraciones y, en los grupos, el nombre y el correo de los acompañantes.',
          'Datos de pago: identificador de la tarjeta generado por el proveedor de pagos, marca, país de emisión y cuatro últimos dígitos, así como los importes cobrados, reembolsados y liquidados. Marea nunca recibe ni guarda el número completo de la tarjeta.',
          'Comunicaciones: los mensajes que el usuario intercambia con otros usuarios, en los grupos y con el equipo de atención al cliente.',
          'Datos técnicos: dirección IP, tipo de navegador y dispositivo, fechas y horas de acceso, registros de seguridad y las cookies descritas en la Política de cookies.',
        ],
      },
      { type: 'h2', text: '3. Finalidades y bases jurídicas' },
      {
        type: 'table',
        head: ['Finalidad', 'Base jurídica'],
        rows: [
          [
            'Crear y gestionar la cuenta, verificar el correo electrónico, permitir el inicio de sesión y la recuperación de la contraseña.',
            'Ejecución del contrato (art. 6.1.b RGPD).',
          ],
          [
            'Publicar barcos, tramitar solicitudes, ofertas, reservas y grupos, comprobar la titulación para alquilar sin patrón y gestionar el check-in.',
            'Ejecución del contrato (art. 6.1.b RGPD).',
          ],
          [
            'Cobrar los pagos, aplicar el recargo por tarjeta, tramitar los reembolsos y liquidar a los Armadores sus importes.',
            'Ejecución del contrato (art. 6.1.b RGPD).',
          ],
          [
            'Permitir la mensajería entre usuarios, los chats de grupo y la atención al cliente, y enviar avisos por correo de mensajes no leídos cuando el usuario los tiene activados.',
            'Ejecución del contrato (art. 6.1.b RGPD).',
          ],
          [
            'Publicar las valoraciones y mostrar en modo de solo lectura los chats de los grupos, con el nombre de pila de quien escribe.',
            'Interés legítimo en ofrecer información fiable a la comunidad (art. 6.1.f RGPD).',
          ],
          [
            'Proteger la Plataforma y a sus usuarios: impedir el intercambio de teléfonos y correos antes de aceptar una reserva, limitar los intentos de acceso, prevenir el fraude y los abusos.',
            'Interés legítimo en la seguridad del servicio y de los pagos (art. 6.1.f RGPD).',
          ],
          [
            'Cumplir las obligaciones contables y fiscales y atender los requerimientos de las autoridades.',
            'Obligación legal (art. 6.1.c RGPD).',
          ],
          [
            'Enviar novedades y ofertas de Marea por correo electrónico.',
            'Consentimiento, que puede retirarse en cualquier momento (art. 6.1.a RGPD).',
          ],
        ],
      },
      {
        type: 'p',
        text: 'Los datos marcados como obligatorios en los formularios son necesarios para prestar el servicio; si no se facilitan, no será posible completar el registro, la reserva o la publicación. Marea no elabora perfiles ni toma decisiones basadas únicamente en tratamientos automatizados que produzcan efectos jurídicos sobre el usuario.',
      },
      { type: 'h2', text: '4. Datos de los acompañantes' },
      {
        type: 'p',
        text: 'Quien crea un grupo o se une a él facilita el nombre y el correo electrónico de sus acompañantes. Marea utiliza esos datos únicamente para gestionar sus plazas en la salida. La persona que los facilita garantiza que cuenta con su autorización y se compromete a informarles de esta política.',
      },
      { type: 'h2', text: '5. Destinatarios' },
      {
        type: 'ul',
        items: [
          'La otra parte de la reserva: el Armador ve el nombre, la fotografía, las titulaciones y los datos de la solicitud del Cliente, y el Cliente ve los datos públicos del Armador y de su barco. Los datos de contacto solo se pueden intercambiar una vez aceptada la reserva.',
          'Los demás miembros del grupo, que ven el nombre de quienes participan; en el chat público del grupo solo se muestra el nombre de pila.',
          'El proveedor de servicios de pago (Stripe Payments Europe, Ltd., con sede en Irlanda), que procesa las tarjetas y los cobros y que, para la prevención del fraude y el cumplimiento de la normativa de pagos, actúa como responsable independiente.',
          'Proveedores que prestan a Marea servicios de alojamiento, almacenamiento de imágenes, envío de correos electrónicos y soporte técnico, que actúan como encargados del tratamiento con un contrato conforme al artículo 28 del RGPD.',
          'Google o Facebook, únicamente cuando el usuario decide iniciar sesión con ellos, para verificar su identidad.',
          'Administraciones públicas, juzgados y fuerzas y cuerpos de seguridad, cuando exista una obligación legal.',
        ],
      },
      { type: 'h2', text: '6. Transferencias internacionales' },
      {
        type: 'p',
        text: 'Marea procura que los datos se traten dentro del Espacio Económico Europeo. Si algún proveedor trata datos fuera de él, la transferencia se ampara en una decisión de adecuación de la Comisión Europea (como el Marco de Privacidad de Datos UE-EE. UU. para las entidades adheridas) o en las cláusulas contractuales tipo aprobadas por la Comisión, con las garantías adicionales que resulten necesarias.',
      },
      { type: 'h2', text: '7. Plazo de conservación' },
      {
        type: 'ul',
        items: [
          'Los datos de la cuenta y del perfil se conservan mientras la cuenta esté activa.',
          'Cuando el usuario cancela su cuenta, se borran de forma permanente todos sus datos personales. Las reservas y los movimientos económicos se conservan para la contabilidad, pero sin ningún dato que identifique al usuario.',
          'Las facturas emitidas y la documentación que la ley obliga a conservar se mantienen, debidamente bloqueadas, durante los plazos legales (seis años según el Código de Comercio y los plazos de prescripción de la normativa tributaria).',
          'Los datos tratados con base en el consentimiento se conservan hasta que el usuario lo retira.',
          'Los registros técnicos de seguridad se conservan solo durante el tiempo imprescindible para proteger el servicio y, como máximo, un año.',
        ],
      },
      { type: 'h2', text: '8. Derechos del usuario' },
      {
        type: 'ul',
        items: [
          'Acceso: saber si Marea trata sus datos y obtener una copia.',
          'Rectificación: corregir los datos inexactos o incompletos; muchos pueden modificarse directamente desde el perfil.',
          'Supresión: pedir el borrado de sus datos, por ejemplo cancelando su cuenta.',
          'Oposición: oponerse a los tratamientos basados en el interés legítimo.',
          'Limitación: pedir que se suspenda el tratamiento en determinados casos.',
          'Portabilidad: recibir los datos que ha facilitado en un formato estructurado y de uso común.',
          'Retirada del consentimiento: en cualquier momento, sin que afecte a la licitud del tratamiento anterior.',
        ],
      },
      {
        type: 'p',
        text: 'Para ejercer estos derechos, el usuario puede escribir a privacidad@marea.boats o a Marea Marketplace S.L., Carrer de la Marina 19, 08005 Barcelona, indicando el derecho que desea ejercer. Si existen dudas razonables sobre su identidad, Marea podrá pedirle información adicional para confirmarla. Marea responderá en el plazo de un mes, prorrogable en los casos previstos en el RGPD. Si considera que sus derechos no se han atendido correctamente, puede presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es, C/ Jorge Juan 6, 28001 Madrid).',
      },
      { type: 'h2', text: '9. Seguridad' },
      {
        type: 'p',
        text: 'Marea aplica medidas técnicas y organizativas adecuadas al riesgo: las comunicaciones viajan cifradas, las contraseñas se guardan con algoritmos de resumen robustos, las sesiones caducan y se renuevan de forma segura, los datos de las tarjetas los gestiona directamente el proveedor de pagos y el acceso interno a los datos se limita a las personas que lo necesitan para su trabajo.',
      },
      { type: 'h2', text: '10. Menores de edad' },
      {
        type: 'p',
        text: 'Marea está dirigida a personas mayores de 18 años y no recoge conscientemente datos de menores, salvo el nombre y el correo de los acompañantes de un grupo que facilite un adulto responsable. Si detectamos que un menor se ha registrado, cancelaremos su cuenta.',
      },
      { type: 'h2', text: '11. Cambios en esta política' },
      {
        type: 'p',
        text: 'Marea puede actualizar esta política para adaptarla a cambios legales o del servicio. La fecha de la última revisión figura al principio de esta página y, si los cambios son relevantes, se avisará a los usuarios registrados.',
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description:
      'How Marea Marketplace S.L. processes the personal data of people who use Marea, for what purposes, for how long and how to exercise your rights.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Data controller' },
      {
        type: 'p',
        text: 'The controller of the personal data collected through marea.boats is Marea Marketplace S.L., tax ID (CIF) B67123456, with its registered office at Carrer de la Marina 19, 08005 Barcelona, Spain. For any data protection question, users can write to privacidad@marea.boats. This policy has been drawn up in accordance with Regulation (EU) 2016/679, the General Data Protection Regulation (GDPR), and Spanish Organic Law 3/2018 of 5 December on the Protection of Personal Data and the guarantee of digital rights (LOPDGDD).',
      },
      { type: 'h2', text: '2. What data we process' },
      {
        type: 'ul',
        items: [
          'Identification and contact data: first name, surname, email address, phone number, date of birth, country, address, postcode and city.',
          'Account data: password (stored only as an irreversible cryptographic hash), language, email alert and newsletter preferences and, if the user logs in with Google or Facebook, the identifier and basic details that provider shares.',
          'Profile data: photo, description, professions and boating licences.',
          'Owner data: company name, tax ID, registered address, collection method and information about their boats.',
          'Booking and group data: boat, dates, number of people, prices, offers, statuses, reviews and, in groups, the names and email addresses of companions.',
          'Payment data: the card reference generated by the payment provider, brand, issuing country and last four digits, and the amounts charged, refunded and paid out. Marea never receives or stores the full card number.',
          'Communications: the messages the user exchanges with other users, in groups and with the support team.',
          'Technical data: IP address, browser and device type, access dates and times, security logs and the cookies described in the Cookie policy.',
        ],
      },
      { type: 'h2', text: '3. Purposes and legal bases' },
      {
        type: 'table',
        head: ['Purpose', 'Legal basis'],
        rows: [
          [
            'Creating and managing the account, verifying the email address, allowing login and password recovery.',
            'Performance of the contract (art. 6(1)(b) GDPR).',
          ],
          [
            'Listing boats, handling requests, offers, bookings and groups, checking the licence for bareboat rentals and managing check-in.',
            'Performance of the contract (art. 6(1)(b) GDPR).',
          ],
          [
            'Collecting payments, applying the card fee, processing refunds and paying Owners their amounts.',
            'Performance of the contract (art. 6(1)(b) GDPR).',
          ],
          [
            'Enabling messaging between users, group chats and customer support, and sending email alerts about unread messages when the user has them turned on.',
            'Performance of the contract (art. 6(1)(b) GDPR).',
          ],
          [
            "Publishing reviews and showing group chats in read-only mode, with the sender's first name.",
            'Legitimate interest in providing reliable information to the community (art. 6(1)(f) GDPR).',
          ],
          [
            'Protecting the Platform and its users: preventing the exchange of phone numbers and email addresses before a booking is accepted, limiting login attempts, preventing fraud and abuse.',
            'Legitimate interest in the security of the service and of payments (art. 6(1)(f) GDPR).',
          ],
          [
            'Meeting accounting and tax obligations and responding to requests from the authorities.',
            'Legal obligation (art. 6(1)(c) GDPR).',
          ],
          [
            "Sending Marea's news and offers by email.",
            'Consent, which can be withdrawn at any time (art. 6(1)(a) GDPR).',
          ],
        ],
      },
      {
        type: 'p',
        text: 'Data marked as mandatory in forms is needed to provide the service; without it, sign-up, booking or listing cannot be completed. Marea does not carry out profiling or take decisions based solely on automated processing that produce legal effects on the user.',
      },
      { type: 'h2', text: "4. Companions' data" },
      {
        type: 'p',
        text: "Whoever creates or joins a group provides the names and email addresses of their companions. Marea uses that data only to manage their places on the trip. The person providing it warrants that they have their companions' permission and undertakes to inform them of this policy.",
      },
      { type: 'h2', text: '5. Recipients' },
      {
        type: 'ul',
        items: [
          "The other party to the booking: the Owner sees the Client's name, photo, licences and request details, and the Client sees the public details of the Owner and their boat. Contact details can only be exchanged once the booking has been accepted.",
          'The other members of a group, who see the names of the participants; the public group chat shows only first names.',
          'The payment service provider (Stripe Payments Europe, Ltd., based in Ireland), which processes cards and charges and acts as an independent controller for fraud prevention and compliance with payment regulations.',
          'Providers of hosting, image storage, email delivery and technical support services to Marea, acting as processors under a contract that complies with article 28 GDPR.',
          'Google or Facebook, only when the user chooses to log in with them, to verify their identity.',
          'Public authorities, courts and law enforcement agencies, where there is a legal obligation.',
        ],
      },
      { type: 'h2', text: '6. International transfers' },
      {
        type: 'p',
        text: 'Marea aims to process data within the European Economic Area. If a provider processes data outside it, the transfer relies on an adequacy decision of the European Commission (such as the EU-US Data Privacy Framework for certified organisations) or on the standard contractual clauses approved by the Commission, with any supplementary safeguards needed.',
      },
      { type: 'h2', text: '7. Retention' },
      {
        type: 'ul',
        items: [
          'Account and profile data is kept while the account is active.',
          'When users cancel their account, all their personal data is permanently deleted. Bookings and financial movements are kept for accounting purposes, but without any data that identifies the user.',
          'Invoices issued and documents the law requires us to keep are retained, duly blocked, for the legal periods (six years under the Spanish Commercial Code and the limitation periods of tax law).',
          'Data processed on the basis of consent is kept until the user withdraws it.',
          'Technical security logs are kept only for as long as strictly needed to protect the service and for one year at most.',
        ],
      },
      { type: 'h2', text: '8. Your rights' },
      {
        type: 'ul',
        items: [
          'Access: find out whether Marea processes your data and obtain a copy.',
          'Rectification: correct inaccurate or incomplete data; much of it can be changed directly from your profile.',
          'Erasure: ask for your data to be deleted, for example by cancelling your account.',
          'Objection: object to processing based on legitimate interest.',
          'Restriction: ask for processing to be suspended in certain cases.',
          'Portability: receive the data you have provided in a structured, commonly used format.',
          'Withdrawal of consent: at any time, without affecting the lawfulness of earlier processing.',
        ],
      },
      {
        type: 'p',
        text: 'To exercise these rights, write to privacidad@marea.boats or to Marea Marketplace S.L., Carrer de la Marina 19, 08005 Barcelona, Spain, stating which right you wish to exercise. If there is reasonable doubt about your identity, Marea may ask for additional information to confirm it. Marea will reply within one month, extendable in the cases provided for in the GDPR. If you consider that your rights have not been properly addressed, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es, C/ Jorge Juan 6, 28001 Madrid).',
      },
      { type: 'h2', text: '9. Security' },
      {
        type: 'p',
        text: 'Marea applies technical and organisational measures appropriate to the risk: communications are encrypted in transit, passwords are stored with strong hashing algorithms, sessions expire and are renewed securely, card details are handled directly by the payment provider and internal access to data is limited to the people who need it for their work.',
      },
      { type: 'h2', text: '10. Minors' },
      {
        type: 'p',
        text: 'Marea is intended for people aged 18 or over and does not knowingly collect data from minors, other than the names and email addresses of group companions provided by a responsible adult. If we find that a minor has signed up, we will close their account.',
      },
      { type: 'h2', text: '11. Changes to this policy' },
      {
        type: 'p',
        text: 'Marea may update this policy to adapt it to changes in the law or the service. The date of the last revision is shown at the top of this page and, if the changes are significant, registered users will be notified.',
      },
    ],
  },
};
