import type { TLang } from '../../../../shared/i18n';
import { renderMailContent, type TMailContent, type TRenderedMail } from './layout';

type TData = { name: string; boatName: string; link: string; becameShipowner: boolean };

function content(locale: TLang, { name, boatName, link, becameShipowner }: TData): TMailContent {
  if (locale === 'es') {
    return {
      locale,
      name,
      subject: `${boatName} ya está publicado en Marea`,
      preview: 'Tu barco ya aparece en las búsquedas y puede recibir reservas.',
      heading: '¡Tu barco ya está publicado!',
      paragraphs: [
        `Hemos revisado ${boatName} y ya está publicado: aparece en las búsquedas y puede recibir solicitudes de reserva.`,
        ...(becameShipowner
          ? [
              'Tu cuenta es ahora de armador: desde el panel de gestión verás tus barcos, solicitudes y cobros.',
            ]
          : []),
      ],
      action: { label: 'Ver mi barco', url: link },
      after: ['Responde rápido a las solicitudes: los barcos que contestan antes reservan más.'],
      reason: 'Recibes este correo porque has publicado un barco en Marea.',
    };
  }
  return {
    locale,
    name,
    subject: `${boatName} is now live on Marea`,
    preview: 'Your boat now shows up in searches and can take bookings.',
    heading: 'Your boat is live!',
    paragraphs: [
      `We've reviewed ${boatName} and it's now live: it shows up in searches and can receive booking requests.`,
      ...(becameShipowner
        ? [
            'Your account is now a shipowner account: the back office shows your boats, requests and payouts.',
          ]
        : []),
    ],
    action: { label: 'See my boat', url: link },
    after: ['Answer requests quickly: boats that reply sooner get more bookings.'],
    reason: "You're receiving this email because you listed a boat on Marea.",
  };
}

/** Sent to the submitter when an admin approves their boat, with the link to its public page. */
export function renderBoatApproved(data: TData, locale: TLang): TRenderedMail {
  return renderMailContent(content(locale, data));
}
