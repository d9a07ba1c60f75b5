import type { TLocalizedPage } from '../types';

export const page: TLocalizedPage = {
  es: {
    title: 'Política de cookies',
    description:
      'Qué cookies utiliza Marea, para qué sirven, cuánto duran y cómo aceptarlas, rechazarlas o eliminarlas. Solo usamos cookies propias y no usamos cookies de análisis ni de publicidad.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. Qué son las cookies' },
      {
        type: 'p',
        text: 'Las cookies son pequeños archivos que un sitio web guarda en el navegador del usuario cuando lo visita y que el navegador envía de nuevo en cada visita. Permiten, por ejemplo, mantener la sesión iniciada o recordar una preferencia. Esta política se ofrece en cumplimiento del artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), y del Reglamento (UE) 2016/679 (RGPD).',
      },
      { type: 'h2', text: '2. Cookies que utiliza Marea' },
      {
        type: 'p',
        text: 'Marea Marketplace S.L., titular de marea.boats, utiliza únicamente las cookies propias que se enumeran a continuación. Todas se instalan desde el dominio marea.boats y sus subdominios y ninguna se comparte con terceros. Marea no utiliza cookies de análisis, de publicidad, de redes sociales ni de ningún otro tercero.',
      },
      {
        type: 'table',
        head: ['Cookie', 'Titular', 'Tipo', 'Finalidad', 'Duración'],
        rows: [
          [
            'allowCookie',
            'Propia',
            'Consentimiento',
            'Guarda la elección del usuario en el aviso de cookies para no volver a mostrárselo.',
            '150 días',
          ],
          [
            'auth.idToken',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Token de sesión que identifica al usuario mientras navega con la sesión iniciada.',
            '50 minutos',
          ],
          [
            'auth.refreshToken',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Renueva la sesión de forma segura cuando caduca el token de sesión; cambia en cada uso.',
            '7 días',
          ],
          [
            'auth.loginAt',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Registra el momento en que se inició la sesión para controlar su duración.',
            '7 días',
          ],
          [
            'auth.rememberMe',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Recuerda si el usuario pidió mantener la sesión iniciada.',
            '7 días',
          ],
          [
            'loggedInUser',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Indica que hay una sesión iniciada para mostrar correctamente la cabecera y las páginas privadas.',
            '7 días',
          ],
          [
            'name',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Guarda el nombre del usuario para mostrarlo en la cabecera mientras se carga su perfil.',
            '50 minutos',
          ],
          [
            'img',
            'Propia',
            'Técnica, estrictamente necesaria',
            'Guarda la dirección de la foto de perfil del usuario para mostrarla en la cabecera.',
            '50 minutos',
          ],
        ],
      },
      { type: 'h2', text: '3. Cookies exentas de consentimiento' },
      {
        type: 'p',
        text: 'Las cookies técnicas de la tabla son estrictamente necesarias para prestar el servicio que el usuario solicita: iniciar sesión, mantenerla de forma segura, reservar, escribir mensajes o gestionar su cuenta. Por eso, conforme al artículo 22.2 de la LSSI-CE, están exentas del deber de obtener el consentimiento y se utilizan tanto si el usuario acepta como si rechaza el aviso de cookies. Solo se instalan cuando el usuario inicia sesión y, si las bloquea o elimina, no podrá usar las funciones que requieren una cuenta. La cookie allowCookie únicamente registra la elección del usuario sobre las cookies.',
      },
      { type: 'h2', text: '4. Otras tecnologías de almacenamiento' },
      {
        type: 'p',
        text: 'Además de las cookies, Marea utiliza el almacenamiento local y de sesión del navegador para fines exclusivamente técnicos, como recordar la página a la que volver después de iniciar sesión o el momento de la última actividad para cerrar una sesión inactiva. Esa información no se envía a terceros ni se utiliza para seguir la navegación del usuario.',
      },
      { type: 'h2', text: '5. Cómo aceptar, rechazar o retirar el consentimiento' },
      {
        type: 'p',
        text: 'La primera vez que el usuario visita Marea, un aviso le permite aceptar o rechazar las cookies, y su elección se guarda en la cookie allowCookie durante 150 días. Puede retirar su consentimiento en cualquier momento eliminando las cookies de marea.boats en su navegador: el aviso volverá a aparecer en la siguiente visita y podrá rechazarlas. Al eliminar las cookies también se cerrará su sesión. Así se gestionan las cookies en los navegadores más habituales:',
      },
      {
        type: 'ul',
        items: [
          'Google Chrome: Configuración › Privacidad y seguridad › Cookies y otros datos de sitios.',
          'Mozilla Firefox: Ajustes › Privacidad y seguridad › Cookies y datos del sitio.',
          'Safari: Ajustes › Privacidad › Gestionar datos de sitios web (en iPhone y iPad: Ajustes › Safari › Avanzado › Datos de sitios web).',
          'Microsoft Edge: Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies y datos del sitio.',
        ],
      },
      { type: 'h2', text: '6. Cambios en esta política' },
      {
        type: 'p',
        text: 'Si Marea empieza a usar nuevas cookies, actualizará esta política y la tabla anterior y, si esas cookies requieren consentimiento, lo solicitará antes de instalarlas. Para cualquier duda, el usuario puede escribir a privacidad@marea.boats.',
      },
    ],
  },
  en: {
    title: 'Cookie policy',
    description:
      'Which cookies Marea uses, what they are for, how long they last and how to accept, decline or delete them. We only use our own cookies and no analytics or advertising cookies.',
    updated: '2026-11-01',
    blocks: [
      { type: 'h2', text: '1. What cookies are' },
      {
        type: 'p',
        text: "Cookies are small files that a website stores in the user's browser when they visit it, and that the browser sends back on every visit. They make it possible, for example, to stay logged in or to remember a preference. This policy is provided in compliance with article 22.2 of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE) and Regulation (EU) 2016/679 (GDPR).",
      },
      { type: 'h2', text: '2. Cookies used by Marea' },
      {
        type: 'p',
        text: 'Marea Marketplace S.L., owner of marea.boats, only uses the first-party cookies listed below. They are all set from the marea.boats domain and its subdomains, and none is shared with third parties. Marea does not use analytics, advertising, social media or any other third-party cookies.',
      },
      {
        type: 'table',
        head: ['Cookie', 'Owner', 'Type', 'Purpose', 'Duration'],
        rows: [
          [
            'allowCookie',
            'First party',
            'Consent',
            "Stores the user's choice in the cookie banner so it is not shown again.",
            '150 days',
          ],
          [
            'auth.idToken',
            'First party',
            'Technical, strictly necessary',
            'Session token that identifies the user while browsing logged in.',
            '50 minutes',
          ],
          [
            'auth.refreshToken',
            'First party',
            'Technical, strictly necessary',
            'Securely renews the session when the session token expires; changes on every use.',
            '7 days',
          ],
          [
            'auth.loginAt',
            'First party',
            'Technical, strictly necessary',
            'Records when the session started in order to control its duration.',
            '7 days',
          ],
          [
            'auth.rememberMe',
            'First party',
            'Technical, strictly necessary',
            'Remembers whether the user asked to stay logged in.',
            '7 days',
          ],
          [
            'loggedInUser',
            'First party',
            'Technical, strictly necessary',
            'Indicates that a session is open so the header and private pages display correctly.',
            '7 days',
          ],
          [
            'name',
            'First party',
            'Technical, strictly necessary',
            "Stores the user's name to show it in the header while their profile loads.",
            '50 minutes',
          ],
          [
            'img',
            'First party',
            'Technical, strictly necessary',
            "Stores the address of the user's profile picture to show it in the header.",
            '50 minutes',
          ],
        ],
      },
      { type: 'h2', text: '3. Cookies exempt from consent' },
      {
        type: 'p',
        text: "The technical cookies in the table are strictly necessary to provide the service the user requests: logging in, keeping the session secure, booking, writing messages or managing their account. For that reason, under article 22.2 of the LSSI-CE, they are exempt from the duty to obtain consent and are used whether the user accepts or declines the cookie banner. They are only set when the user logs in and, if the user blocks or deletes them, the features that need an account will not work. The allowCookie cookie only records the user's choice about cookies.",
      },
      { type: 'h2', text: '4. Other storage technologies' },
      {
        type: 'p',
        text: "Besides cookies, Marea uses the browser's local and session storage for purely technical purposes, such as remembering which page to return to after logging in or the time of the last activity in order to end an idle session. That information is not sent to third parties or used to track the user's browsing.",
      },
      { type: 'h2', text: '5. How to accept, decline or withdraw consent' },
      {
        type: 'p',
        text: 'The first time users visit Marea, a banner lets them accept or decline cookies, and their choice is stored in the allowCookie cookie for 150 days. Users can withdraw their consent at any time by deleting the marea.boats cookies in their browser: the banner will appear again on the next visit and they can decline them. Deleting the cookies will also log them out. This is how to manage cookies in the most common browsers:',
      },
      {
        type: 'ul',
        items: [
          'Google Chrome: Settings › Privacy and security › Cookies and other site data.',
          'Mozilla Firefox: Settings › Privacy & Security › Cookies and Site Data.',
          'Safari: Settings › Privacy › Manage Website Data (on iPhone and iPad: Settings › Safari › Advanced › Website Data).',
          'Microsoft Edge: Settings › Cookies and site permissions › Manage and delete cookies and site data.',
        ],
      },
      { type: 'h2', text: '6. Changes to this policy' },
      {
        type: 'p',
        text: 'If Marea starts using new cookies, it will update this policy and the table above and, if those cookies require consent, it will ask for it before setting them. For any question, users can write to privacidad@marea.boats.',
      },
    ],
  },
};
