import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form, Link } from 'react-router';
import type { TSearchOptions } from '../../../shared/dto/search';
import { searchQuery, type TBoatSearchFilters } from '../../../shared/search';
import { buttonClass } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { FilterFields, filterFieldNames } from './filter-fields';
import { HiddenParams, syncFormWithQuery } from './form-controls';
import { searchHref, withoutFilters } from './search-url';
import { useApplySearch } from './use-apply-search';

/** Prices apply after this pause in typing; every other field at once. */
const typingDelayMs = 700;

/**
 * The filters beside the results on wide screens. A change applies at once (prices after a pause
 * in typing); without JavaScript an "Apply" button sends the form.
 */
export function FilterSidebar({
  filters,
  options,
  activeCount,
}: {
  filters: TBoatSearchFilters;
  options: TSearchOptions;
  activeCount: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const apply = useApplySearch();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const query = searchQuery(filters);
  const queryText = query.toString();
  useEffect(() => {
    if (form.current) syncFormWithQuery(form.current, new URLSearchParams(queryText));
  }, [queryText]);
  useEffect(() => () => clearTimeout(typing.current), []);
  const cleared = withoutFilters(
    filters,
    'boatTypes',
    'skipper',
    'minPrice',
    'maxPrice',
    'lengthMin',
    'lengthMax',
    'sleepPlaces',
    'plan',
    'aquaticToy',
  );
  return (
    <Form
      ref={form}
      method="get"
      action={`/${lang}/boats`}
      aria-label={t('search.filters.title')}
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(typing.current);
        const typed = (event.target as Partial<HTMLInputElement>).type === 'number';
        if (typed) typing.current = setTimeout(() => apply(form), typingDelayMs);
        else apply(form);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(typing.current);
        apply(event.currentTarget);
      }}
    >
      <div className="mb-6 flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-extrabold text-ink-900">{t('search.filters.title')}</h2>
        {activeCount > 0 && (
          <Link
            to={searchHref(lang, cleared)}
            preventScrollReset
            className="text-sm font-semibold text-sea-700 underline-offset-2 hover:underline"
          >
            {t('search.filters.clear')}
          </Link>
        )}
      </div>
      <FilterFields filters={filters} options={options} />
      <HiddenParams query={query} shown={filterFieldNames} />
      {/* without JavaScript nothing applies a change: this button sends the form */}
      <button
        type="submit"
        className={buttonClass('secondary', 'md', 'mt-6 w-full [@media(scripting:enabled)]:hidden')}
      >
        {t('search.filters.apply')}
      </button>
    </Form>
  );
}
