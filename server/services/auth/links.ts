import type { TLang } from '../../../shared/i18n';

/** The pages the mails link to (the web app reads the token from the query). */
export function verifyEmailLink(publicUrl: string, lang: TLang, token: string): string {
  return `${publicUrl}/${lang}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, lang: TLang, token: string): string {
  return `${publicUrl}/${lang}/reset-password?token=${encodeURIComponent(token)}`;
}
