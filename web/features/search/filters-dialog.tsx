import * as Dialog from '@radix-ui/react-dialog';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Form, Link } from 'react-router';
import type { TSearchOptions } from '../../../shared/dto/search';
import { searchQuery, type TBoatSearchFilters } from '../../../shared/search';
import { buttonClass } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { FilterFields, filterFieldNames } from './filter-fields';
import { HiddenParams } from './form-controls';
import { searchHref } from './search-url';
import { StayFields, stayFieldNames } from './stay-fields';
import { useApplySearch } from './use-apply-search';

type TFiltersDialogProps = {
  filters: TBoatSearchFilters;
  options: TSearchOptions;
  placeLabel: string | null;
  today: string;
  activeCount: number;
  /** what the trigger shows: the search in a few words */
  summary: { title: string; detail: string };
};

/**
 * Phones and tablets: the search in a few words and a "Filters" button; both open one sheet with
 * every field, applied together with "Show boats".
 */
export function FiltersDialog({
  filters,
  options,
  placeLabel,
  today,
  activeCount,
  summary,
}: TFiltersDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const apply = useApplySearch();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="flex items-center gap-2">
        <Dialog.Trigger className="flex h-14 min-w-0 flex-1 items-center gap-3 rounded-full bg-white pr-4 pl-2 text-left shadow-card ring-1 ring-ink-100">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-coral-600 text-white">
            <Search className="h-[18px] w-[18px]" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-[15px] font-bold text-ink-900">{summary.title}</span>
            <span className="truncate text-[13px] text-ink-500">{summary.detail}</span>
          </span>
        </Dialog.Trigger>
        <Dialog.Trigger className="relative inline-flex h-14 min-w-14 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-4 text-[15px] font-semibold text-ink-900 shadow-card ring-1 ring-ink-100">
          <SlidersHorizontal className="h-[18px] w-[18px]" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('search.filters.open')}</span>
          {activeCount > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-ink-900 px-1.5 text-xs font-bold text-white">
              {activeCount}
            </span>
          )}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/55 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none data-[state=open]:animate-rise motion-reduce:animate-none sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[26rem] sm:shadow-float"
        >
          <Form
            method="get"
            action={`/${lang}/boats`}
            onSubmit={(event) => {
              event.preventDefault();
              apply(event.currentTarget);
              setOpen(false);
            }}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-5">
              <Dialog.Title className="text-lg font-extrabold text-ink-900">
                {t('search.filters.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('search.filters.close')}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-6">
              <div className="flex flex-col gap-5">
                <StayFields
                  filters={filters}
                  placeLabel={placeLabel}
                  today={today}
                  layout="stack"
                />
              </div>
              <hr className="my-7 border-ink-100" />
              <FilterFields filters={filters} options={options} />
              <HiddenParams
                query={searchQuery(filters)}
                shown={[...stayFieldNames, ...filterFieldNames]}
              />
            </div>
            <div className="flex shrink-0 items-center justify-between gap-3 border-t border-ink-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              <Link
                to={searchHref(lang, { sort: filters.sort })}
                onClick={() => setOpen(false)}
                className="rounded-full px-2 py-2 text-[15px] font-semibold text-ink-900 underline underline-offset-2"
              >
                {t('search.filters.clear')}
              </Link>
              <button type="submit" className={buttonClass('primary', 'lg')}>
                {t('search.filters.show')}
              </button>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
