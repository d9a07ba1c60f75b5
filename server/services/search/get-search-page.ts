import type { TSearchOptions, TSearchPage } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { parseSearchQueryLeniently, type TRawQuery } from './parse-search-query';
import type { TSearchFn } from './search-cache';

/** Everything /{lang}/boats shows: the filters as understood, their choices and the results. */
export async function getSearchPage(
  search: TSearchFn,
  lang: TLang,
  query: TRawQuery,
  options: (lang: TLang) => Promise<TSearchOptions>,
): Promise<TSearchPage> {
  const { filters } = parseSearchQueryLeniently(query);
  const [result, choices] = await Promise.all([search(lang, filters), options(lang)]);
  return { filters, result, options: choices };
}
