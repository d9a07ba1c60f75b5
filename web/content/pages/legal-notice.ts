import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Aviso legal',
    description:
      'Información sobre el titular de marea.boats y condiciones generales de acceso y uso del sitio web, conforme a la Ley 34/2002 (LSSI-CE).',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Datos identificativos' },
      {
        type: 'p',
        text: 'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se facilitan los datos del titular de este sitio web:',
      },
      {
        type: 'ul',
        items: [
          'Titular: Marea Marketplace S.L.',
          'CIF: B67123456',
          'Domicilio social: Carrer de la Marina 19, 08005 Barcelona, España',
          'Registro: sociedad inscrita en el Registro Mercantil de Barcelona',
          'Correo electrónico: hola@marea.boats',
          'Protección de datos: privacidad@marea.boats',
          'Sitio web: marea.boats',
        ],
      },
      { type: 'h2', text: '2. Objeto' },
      {
        type: 'p',
        text: 'Este aviso legal regula el acceso y el uso del sitio web marea.boats (en adelante, el «Sitio web»), a través del cual Marea Marketplace S.L. (en adelante, «Marea») ofrece un mercado en línea para el alquiler de barcos de recreo y la participación en grupos de barco compartido en España. La contratación de los servicios se rige, además, por los Términos y condiciones. El acceso al Sitio web atribuye la condición de usuario e implica la aceptación de este aviso legal.',
      },
      { type: 'h2', text: '3. Condiciones de uso' },
      {
        type: 'p',
        text: 'El acceso al Sitio web es gratuito, salvo el coste de la conexión a internet del usuario. Algunas funciones, como reservar, unirse a un grupo, enviar mensajes o publicar un barco, requieren registrarse. El usuario se compromete a hacer un uso adecuado y lícito del Sitio web y, en particular, a no:',
      },
      {
        type: 'ul',
        items: [
          'Utilizarlo con fines ilícitos, fraudulentos o contrarios a la buena fe, a la moral o al orden público.',
          'Introducir virus, programas maliciosos o cualquier sistema que pueda dañar el Sitio web o los equipos de otros usuarios.',
          'Acceder sin autorización a áreas restringidas, a cuentas de otros usuarios o a los sistemas de Marea.',
          'Extraer de forma masiva o automatizada los contenidos o los datos del Sitio web sin autorización expresa.',
          'Publicar información falsa o contenidos que vulneren derechos de terceros.',
        ],
      },
      { type: 'h2', text: '4. Propiedad intelectual e industrial' },
      {
        type: 'p',
        text: 'Todos los contenidos propios del Sitio web, incluidos los textos, el diseño, los logotipos, la marca Marea, el código fuente y la estructura, son titularidad de Marea Marketplace S.L. o de sus licenciantes y están protegidos por la normativa de propiedad intelectual e industrial. Queda prohibida su reproducción, distribución, comunicación pública o transformación sin autorización previa y por escrito, salvo para el uso personal y privado del Sitio web. Las fotografías y descripciones de los barcos pertenecen a los armadores que las publican, que garantizan tener derecho a hacerlo.',
      },
      { type: 'h2', text: '5. Contenidos publicados por los usuarios' },
      {
        type: 'p',
        text: 'Los anuncios, las fotografías, las valoraciones y los mensajes son publicados por los usuarios, que son responsables de ellos. Conforme al artículo 16 de la LSSI-CE, Marea no es responsable de esos contenidos salvo que tenga conocimiento efectivo de su ilicitud y no actúe con diligencia para retirarlos. Si el usuario detecta un contenido ilícito o que vulnera sus derechos, puede comunicarlo a hola@marea.boats indicando dónde se encuentra y el motivo, y Marea lo revisará y, si procede, lo retirará.',
      },
      { type: 'h2', text: '6. Enlaces' },
      {
        type: 'p',
        text: 'El Sitio web puede incluir enlaces a sitios de terceros, como servicios de meteorología o de inicio de sesión. Marea no controla esos sitios ni es responsable de sus contenidos o de sus políticas de privacidad. La inclusión de un enlace no implica ninguna relación, recomendación ni aprobación por parte de Marea.',
      },
      { type: 'h2', text: '7. Responsabilidad' },
      {
        type: 'p',
        text: 'Marea trabaja para que el Sitio web esté disponible y funcione correctamente, pero no puede garantizar la ausencia de interrupciones o errores y podrá suspender temporalmente el acceso por mantenimiento, actualizaciones o causas ajenas a su control. Marea no será responsable de los daños derivados de un uso indebido del Sitio web por parte de los usuarios. La información general sobre navegación, titulaciones y seguridad que ofrece el Sitio web tiene carácter orientativo y no sustituye a la normativa vigente ni a las indicaciones de las autoridades marítimas.',
      },
      { type: 'h2', text: '8. Protección de datos y cookies' },
      {
        type: 'p',
        text: 'El tratamiento de los datos personales de los usuarios se describe en la Política de privacidad, y el uso de cookies en la Política de cookies, ambas accesibles desde el pie de todas las páginas del Sitio web.',
      },
      { type: 'h2', text: '9. Legislación aplicable y jurisdicción' },
      {
        type: 'p',
        text: 'Este aviso legal se rige por la legislación española. Para la resolución de cualquier controversia, cuando el usuario tenga la condición de consumidor serán competentes los juzgados y tribunales de su domicilio; en los demás casos, las partes se someten a los juzgados y tribunales de la ciudad de Barcelona.',
      },
    ],
  },
  en: {
    title: 'Legal notice',
    description:
      'Information about the owner of marea.boats and the general terms of access to and use of the website, in accordance with Spanish Law 34/2002 (LSSI-CE).',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Company details' },
      {
        type: 'p',
        text: 'In compliance with article 10 of Spanish Law 34/2002 of 11 July on information society services and electronic commerce (LSSI-CE), the details of the owner of this website are as follows:',
      },
      {
        type: 'ul',
        items: [
          'Owner: Marea Marketplace S.L.',
          'Tax ID (CIF): B67123456',
          'Registered office: Carrer de la Marina 19, 08005 Barcelona, Spain',
          'Registration: company registered in the Barcelona Commercial Register (Registro Mercantil de Barcelona)',
          'Email: hola@marea.boats',
          'Data protection: privacidad@marea.boats',
          'Website: marea.boats',
        ],
      },
      { type: 'h2', text: '2. Purpose' },
      {
        type: 'p',
        text: 'This legal notice governs access to and use of the website marea.boats (the “Website”), through which Marea Marketplace S.L. (“Marea”) offers an online marketplace for renting recreational boats and joining boat-sharing groups in Spain. The booking of services is also governed by the Terms and conditions. Accessing the Website makes you a user and implies acceptance of this legal notice.',
      },
      { type: 'h2', text: '3. Terms of use' },
      {
        type: 'p',
        text: "Access to the Website is free of charge, apart from the cost of the user's internet connection. Some features, such as booking, joining a group, sending messages or listing a boat, require signing up. Users undertake to use the Website properly and lawfully and, in particular, not to:",
      },
      {
        type: 'ul',
        items: [
          'Use it for unlawful or fraudulent purposes, or purposes contrary to good faith, morality or public order.',
          "Introduce viruses, malware or any system that may damage the Website or other users' devices.",
          "Access restricted areas, other users' accounts or Marea's systems without authorisation.",
          "Extract the Website's content or data in bulk or by automated means without express permission.",
          'Publish false information or content that infringes third-party rights.',
        ],
      },
      { type: 'h2', text: '4. Intellectual and industrial property' },
      {
        type: 'p',
        text: "All of the Website's own content, including texts, design, logos, the Marea brand, source code and structure, belongs to Marea Marketplace S.L. or its licensors and is protected by intellectual and industrial property law. Reproducing, distributing, publicly communicating or transforming it without prior written permission is prohibited, except for personal and private use of the Website. The photos and descriptions of boats belong to the owners who publish them, who warrant that they are entitled to do so.",
      },
      { type: 'h2', text: '5. Content published by users' },
      {
        type: 'p',
        text: 'Listings, photos, reviews and messages are published by users, who are responsible for them. Under article 16 of the LSSI-CE, Marea is not liable for that content unless it has actual knowledge that it is unlawful and fails to act diligently to remove it. If you find content that is unlawful or infringes your rights, you can report it to hola@marea.boats, stating where it is and why, and Marea will review it and remove it where appropriate.',
      },
      { type: 'h2', text: '6. Links' },
      {
        type: 'p',
        text: 'The Website may include links to third-party sites, such as weather or login services. Marea does not control those sites and is not responsible for their content or privacy policies. Including a link does not imply any relationship with, recommendation of or endorsement by Marea.',
      },
      { type: 'h2', text: '7. Liability' },
      {
        type: 'p',
        text: "Marea works to keep the Website available and working properly, but cannot guarantee that it will be free of interruptions or errors, and may temporarily suspend access for maintenance, updates or reasons beyond its control. Marea is not liable for damage resulting from users' misuse of the Website. The general information on sailing, licences and safety provided on the Website is for guidance only and does not replace the regulations in force or the instructions of the maritime authorities.",
      },
      { type: 'h2', text: '8. Data protection and cookies' },
      {
        type: 'p',
        text: "The processing of users' personal data is described in the Privacy policy, and the use of cookies in the Cookie policy, both available from the footer of every page of the Website.",
      },
      { type: 'h2', text: '9. Applicable law and jurisdiction' },
      {
        type: 'p',
        text: 'This legal notice is governed by Spanish law. For the resolution of any dispute, where the user is a consumer, the courts of their place of residence have jurisdiction; in all other cases, the parties submit to the courts of the city of Barcelona.',
      },
    ],
  },
};
