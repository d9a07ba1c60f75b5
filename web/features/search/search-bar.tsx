import { Search } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Form } from 'react-router';
import { searchQuery, type TBoatSearchFilters } from '../../../shared/search';
import { useLang } from '../../lib/lang';
import { HiddenParams } from './form-controls';
import { StayFields, stayFieldNames } from './stay-fields';
import { useApplySearch } from './use-apply-search';

type TSearchBarProps = {
  filters: TBoatSearchFilters;
  placeLabel: string | null;
  today: string;
};

/** Where, when and how many, in one row on wide screens, like the home page's search. */
export function SearchBar({ filters, placeLabel, today }: TSearchBarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const apply = useApplySearch();
  return (
    <Form
      method="get"
      action={`/${lang}/boats`}
      aria-label={t('search.bar.label')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="grid grid-cols-[1.2fr_1fr_1.5fr_0.7fr_auto] items-center gap-1 rounded-full bg-white p-1.5 shadow-card ring-1 ring-ink-100"
    >
      <StayFields filters={filters} placeLabel={placeLabel} today={today} layout="bar" />
      <HiddenParams query={searchQuery(filters)} shown={stayFieldNames} />
      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-coral-600 px-6 text-[15px] font-bold text-white transition-colors hover:bg-coral-700"
      >
        <Search className="h-5 w-5" aria-hidden="true" />
        {t('search.bar.submit')}
      </button>
    </Form>
  );
}
