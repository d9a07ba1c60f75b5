export const languages = ['es', 'en'] as const;
export type TLang = (typeof languages)[number];
export const defaultLanguage: TLang = 'es';

export function isLang(value: unknown): value is TLang {
  return value === 'es' || value === 'en';
}

/** A text in both languages: every user-facing message the server sends has this shape. */
export type TMessage = { es: string; en: string };
