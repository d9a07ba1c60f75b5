/** A footer/info page, written once per language. Rendered by web/routes/content-page.tsx. */
export type TContentBlock =
  | { type: 'h2'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  /** a question and its answer (FAQ) */
  | { type: 'qa'; q: string; a: string }
  /** a table, e.g. the cookies list: header row then rows */
  | { type: 'table'; head: string[]; rows: string[][] };

export type TContentPage = {
  /** the page's h1 and <title> */
  title: string;
  /** one or two sentences: the meta description and the lead paragraph */
  description: string;
  /** ISO date of the last revision, shown for legal pages */
  updated?: string;
  blocks: TContentBlock[];
};

export type { TContentSlug } from '../../shared/site';

export type TLocalizedPage = { es: TContentPage; en: TContentPage };
