import type { FastifyBaseLogger } from 'fastify';
import type { TLang } from '../../../shared/i18n';
import type { TMailer } from '../mail/types';

/** What the unread-message alerts need: the mailer, the site's origin for the link, the log. */
export type TChatAlertMailDeps = {
  mailer: TMailer;
  /** the site's origin, for the link to the conversation */
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** One alert, read in the transaction that claimed it (server/jobs/chat-alerts.ts). */
export type TChatAlert = {
  conversationId: string;
  userId: string;
  email: string;
  name: string;
  locale: TLang;
  fromSupport: boolean;
  unread: number;
  /** the newest unread message: its text ('' when erased) and its sender's first name */
  body: string;
  senderName: string;
};

const excerptLength = 140;

/** The start of a message on one line: at most 140 characters, cut between words. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= excerptLength) return line;
  const cut = line.slice(0, excerptLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > excerptLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The conversation in the web inbox, in the recipient's language. */
export function chatInboxLink(publicUrl: string, lang: TLang, conversationId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/settings/inbox/${encodeURIComponent(conversationId)}`;
}

/**
 * Mails the alerts a round claimed, with a mailer of its transaction (see the job). A mail that
 * cannot be rendered is logged and skipped: its participant is marked alerted all the same, so it
 * is not retried.
 */
export async function sendChatAlerts(
  deps: TChatAlertMailDeps,
  alerts: readonly TChatAlert[],
): Promise<void> {
  for (const alert of alerts) {
    try {
      await deps.mailer.send({
        to: alert.email,
        locale: alert.locale,
        template: 'chat-unread',
        data: {
          name: alert.name,
          senderName: alert.senderName,
          fromSupport: alert.fromSupport,
          excerpt: excerptOf(alert.body),
          unread: alert.unread,
          link: chatInboxLink(deps.publicUrl, alert.locale, alert.conversationId),
        },
      });
    } catch (error) {
      deps.log.error(
        { err: error, conversationId: alert.conversationId, userId: alert.userId },
        'message alert could not be sent',
      );
    }
  }
}
