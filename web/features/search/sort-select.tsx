import { ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form } from 'react-router';
import { searchQuery, searchSorts, type TBoatSearchFilters } from '../../../shared/search';
import { useLang } from '../../lib/lang';
import { HiddenParams } from './form-controls';
import { useApplySearch } from './use-apply-search';

/** The order of the results; it applies on change (a button sends it without JavaScript). */
export function SortSelect({ filters }: { filters: TBoatSearchFilters }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const apply = useApplySearch();
  return (
    <Form
      method="get"
      action={`/${lang}/boats`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="flex items-center gap-2"
    >
      <HiddenParams query={searchQuery(filters)} shown={['sort']} />
      <label htmlFor={id} className="sr-only">
        {t('search.sort.label')}
      </label>
      <div className="relative">
        <ArrowDownUp
          className="pointer-events-none absolute inset-y-0 left-3 my-auto h-4 w-4 text-ink-500"
          aria-hidden="true"
        />
        <select
          id={id}
          name="sort"
          key={filters.sort}
          defaultValue={filters.sort}
          onChange={(event) => {
            if (event.currentTarget.form) apply(event.currentTarget.form);
          }}
          className="h-10 cursor-pointer appearance-none rounded-full bg-white pr-4 pl-9 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 outline-none hover:ring-ink-400 focus-visible:ring-2 focus-visible:ring-sea-500"
        >
          {searchSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="h-10 rounded-full px-3 text-sm font-semibold ring-1 ring-ink-200 [@media(scripting:enabled)]:hidden"
      >
        {t('search.sort.apply')}
      </button>
    </Form>
  );
}
