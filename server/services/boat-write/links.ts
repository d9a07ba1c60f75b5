import type { TLang } from '../../../shared/i18n';

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The public page of a published boat. */
export function publicBoatLink(publicUrl: string, lang: TLang, slug: string): string {
  return `${origin(publicUrl)}/${lang}/boats/${encodeURIComponent(slug)}`;
}

/** The wizard in edit mode (web/routes/backoffice-boat-edit.tsx), prefilled from `GET /boat/{id}/form`. */
export function editBoatLink(publicUrl: string, lang: TLang, boatId: string): string {
  return `${origin(publicUrl)}/${lang}/backoffice/boats/${encodeURIComponent(boatId)}/edit`;
}

/** The admins' review queue. */
export function reviewPageLink(publicUrl: string, lang: TLang): string {
  return `${origin(publicUrl)}/${lang}/backoffice/review`;
}
