import type { TLang } from '../../../shared/i18n';

/** Every mail the app sends, with the data its template needs. */
export type TMailMessage =
  | { template: 'verify-email'; data: { name: string; link: string } }
  | { template: 'reset-password'; data: { name: string; link: string; expiresInMinutes: number } }
  | { template: 'email-changed'; data: { name: string; newEmail: string } }
  | { template: 'account-deleted'; data: { name: string } }
  | { template: 'boat-submitted'; data: { name: string; boatName: string; link: string } }
  | {
      template: 'boat-approved';
      data: { name: string; boatName: string; link: string; becameShipowner: boolean };
    }
  | {
      template: 'boat-rejected';
      data: { name: string; boatName: string; reason: string; link: string };
    };

export type TSendMailInput = { to: string; locale: TLang } & TMailMessage;

export type TMailer = {
  /** Renders the template in the locale, stores the mail, and delivers it when SMTP is configured. */
  send: (input: TSendMailInput) => Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle: () => Promise<void>;
};
